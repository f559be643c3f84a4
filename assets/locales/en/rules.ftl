# The rules' refusals: why the engine would not take a move (its typed errors, worded).
# fr/rules.ftl holds the same ids.
