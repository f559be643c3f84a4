# Les choix : libellés des boutons, mots des emplacements et des tuiles, suggestions de l'autocomplétion.
# en/choices.ftl a les mêmes identifiants.

## Boutons que l'image nomme aussi sous la tuile en attente (render/panel.rs lit ces
## identifiants : l'image et les boutons disent toujours les mêmes mots).

button-no-figure = Aucune figurine
button-pass-bid = Passer (sans surenchère)
button-grow = Agrandir le troupeau
button-herd = Rentrer le troupeau
button-build-castle = Construire un château
button-score-city = Compter la ville
button-tile = Tuile { $n }
button-keep = Garder { $n }
button-architect = Architecte
button-cube = Cube : { $monument } { $n }
button-bridge = Pont en { $x } { $y } { $axis }
# L'emplacement d'un berger : $spot est le mot de l'emplacement (« ① route »).
button-shepherd-spot = berger, { $spot }
