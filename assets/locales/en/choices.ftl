# Choices: button labels, spot and tile words, autocomplete entries and hints.
# fr/choices.ftl holds the same ids.
