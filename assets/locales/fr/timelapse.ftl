# Le film d'une partie : une partie terminée en image animée, son plateau grandissant
# tuile après tuile. en/timelapse.ftl a les mêmes identifiants.
# Un mot entre accents graves est une commande, écrite dans la notation canonique :
# le front la réécrit comme le lecteur la tape.

# Le message qui accompagne l'animation (`replay`, ou le bouton du message final).
timelapse-shown = Partie { $id }, tuile après tuile ({ $tiles } tuiles) : { $result }
# Le bouton sous le message final d'une partie.
timelapse-watch = Revoir la partie
# Les notes du terminal (`--timelapse FICHIER`).
local-timelapse-written = (le film de la partie est dans { $path })
local-timelapse-not-over = (pas de film : la partie n'est pas terminée)
local-timelapse-nowhere = (lancez avec --timelapse FICHIER pour garder l'animation)

## Refus.

error-no-finished-here = Aucune partie ne s'est encore terminée dans ce salon : `games finished` liste celles du serveur, et `replay game 7` en montre une.
error-not-over-yet = La partie { $id } n'est pas encore terminée : son film viendra à la fin.
