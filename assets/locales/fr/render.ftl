# L'image : l'en-tête, les mots de la tuile en attente et le tableau final (le bazar et la
# légende des monuments sont dans les fichiers de leurs extensions).
# en/render.ftl a les mêmes identifiants. Les formulations plus courtes d'un titre le
# suivent (-short) : l'en-tête dessine la première qui tient. $who est un nom de joueur,
# ou plusieurs joints (ceux qu'une décision attend), jamais traduit.
# Les textes de ce genre propres à une extension sont dans son fichier, nommé par son mot (river.ftl…).

## Les titres des colonnes de l'en-tête, au-dessus des joueurs.

render-column-player = Joueur
render-column-score = Points
render-column-supply = Réserve
# Un siège dont on ne connaît pas le nom du joueur.
render-stand-in = Joueur { $n }

## Sous les joueurs, joints par « · » tant que la ligne tient.

render-tiles-left = Tuiles restantes : { $n }

## Ce qui doit se passer maintenant, et par qui : le titre au-dessus de la tuile en attente.

render-title-place = { $who } pose :
render-title-figure = { $who } peut poser une figurine :

# Les deux derniers d'une liste : « Anne et Bruno », « au nord, à l'est et au sud ».
render-and = { $first } et { $last }

## Le tableau final.

# $count : combien partagent le meilleur score ; $names : leurs noms, joints ; $score : ce score.
render-game-over = { $count ->
        [0] Fin de partie
        [one] Fin de partie — { $names } gagne avec { $score ->
            [one] { $score } point
           *[other] { $score } points
        }
       *[other] Fin de partie — égalité entre { $names } avec { $score ->
            [one] { $score } point
           *[other] { $score } points
        }
    }
render-total = Total

## Le film d'une partie finie : le titre de chaque image, au-dessus des colonnes du tableau final.

# $n : les tuiles sur le plateau à cette image ; $count : celles du plateau final.
render-timelapse-start = Tuile { $n } sur { $count } : la tuile de départ
# $who a posé la dernière des $n tuiles.
render-timelapse-placed = Tuile { $n } sur { $count } — { $who }
# Une image dont on ne sait qui a posé la tuile.
render-timelapse-tile = Tuile { $n } sur { $count }
