# The Abbot: every text of this expansion alone, whatever it says (its names, the rules'
# refusals, the narration, the buttons, its rules in short, the image). fr/abbot.ftl has
# the same ids. What several expansions or the base game share stays in the files by
# kind (terms.ftl, play.ftl…).

## Its word as players type it (after `new`, in /new's expansions), separated by spaces:
## the first is the one written, all are read (spelling.rs).

expansion-typed-abbot = abbot
