# Commands: verbs, their options and help, the rules in brief, expansions and options, Discord's command names and descriptions.
# fr/commands.ftl holds the same ids.
