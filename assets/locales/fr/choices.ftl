# Les choix : libellés des boutons, mots des emplacements et des tuiles, suggestions de l'autocomplétion.
# en/choices.ftl a les mêmes identifiants.
