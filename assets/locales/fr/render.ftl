# L'image : l'en-tête, les mots de la tuile en attente, le bazar, les légendes et le tableau final.
# en/render.ftl a les mêmes identifiants. Les formulations plus courtes d'un titre le
# suivent (-short) : l'en-tête dessine la première qui tient. $who et $deciders sont des
# noms de joueurs, jamais traduits.

## Les titres des colonnes de l'en-tête, au-dessus des joueurs.

render-column-player = Joueur
render-column-score = Points
render-column-supply = Réserve
# Au-dessus de la tuile qu'un joueur a obtenue au bazar et doit encore jouer.
render-column-bazaar = Bazar
# Un siège dont on ne connaît pas le nom du joueur.
render-stand-in = Joueur { $n }

## Sous les joueurs, joints par « · » tant que la ligne tient.

render-tiles-left = Tuiles restantes : { $n }
render-sheep-bag = Sac : { $n }
render-gift-deck = Pioche Présents : { $n }

## Ce qui doit se passer maintenant, et par qui : le titre au-dessus de la tuile en attente.

# La grande tuile d'un monument en main ; $monument est le mot du moteur (cathedral…).
render-title-monument = { $who } pose { $monument ->
        [arena] l'{ monument-title }
        [lighthouse] le { monument-title }
       *[other] la { monument-title }
    } par sa case en haut à gauche :
render-title-monument-short = { $who } pose { $monument ->
        [arena] l'{ monument-title }
        [lighthouse] le { monument-title }
       *[other] la { monument-title }
    } :
render-title-place = { $who } pose :
# Une tuile qui ne tient à certains endroits qu'avec un pont que le joueur construit ensuite.
render-title-plank = { $who } pose (planche : ne tient qu'avec un pont) :
render-title-plank-short = { $who } pose (planche : avec un pont) :
render-title-figure = { $who } peut poser une figurine :
render-title-figure-or-bridge = { $who } peut poser une figurine ou construire un pont :
render-title-flock = Berger { ELIDE("de", $who) } : agrandir le troupeau ou le rentrer
render-title-bridge = { $who } doit construire un pont pour cette tuile :
# $deciders : les propriétaires de la petite ville, « Anne » ou « Anne et Bruno ».
render-title-castle = { $deciders } : forteresse ou points de la petite ville ?
render-title-bazaar-choose = Bazar : { $deciders } choisit une tuile
# $tile : le numéro de la tuile aux enchères.
render-title-bazaar-bid = Bazar : { $deciders } ouvre les enchères sur la tuile { $tile }
render-title-bazaar-raise = Bazar : { $deciders } surenchérit ou passe
render-title-bazaar-trade = Bazar : { $deciders } achète ou vend la tuile { $tile }
render-title-take-two = { $who } garde l'une des deux tuiles :

# Les deux derniers d'une liste : « Anne et Bruno », « au nord, à l'est et au sud ».
render-and = { $first } et { $last }

## Le bazar : ce que le joueur qui doit répondre peut faire, les enchères sur la tuile en jeu.

# Les mots de Discord pour les boutons d'enchère : la plus petite mise possible.
render-bid-buttons = Enchérir : { $least } ou plus
render-buy-buttons = Acheter : vous payez { $bid }
render-sell-buttons = Vendre : vous recevez { $bid }
# Ceux du terminal : $command est `buy` ou `sell` tel que son lecteur le tape (`acheter`, `vendre`), le reste l'explique.
render-buy-command = { $command }  (vous payez { $bid })
render-sell-command = { $command }  (vous recevez { $bid })
render-bids-on-tile = Enchères sur la tuile { $n } :
# Sous la figurine d'un joueur : il a passé sur cette tuile.
render-passed = passe

## La légende des objectifs des monuments, sous le plateau.

render-objectives-title = Objectifs { $monument ->
        [arena] de l'{ monument-title }
        [lighthouse] du { monument-title }
       *[other] de la { monument-title }
    }
render-reward-per-cube = récompense par cube
# $kind : points, fame (jetons Renommée, dits « Renommée » pour tenir dans la légende)
# ou bridges (ponts).
render-reward = { $kind ->
        [points] { $n ->
            [one] { $n } point
           *[other] { $n } points
        }
        [fame] { $n } Renommée
       *[bridges] { $n ->
            [one] { $n } pont
           *[other] { $n } ponts
        }
    }
# Où se trouvent les cases à remplir autour du monument ; $direction vaut north, north-east…
render-direction = { $direction ->
        [north] au nord
        [north-east] au nord-est
        [east] à l'est
        [south-east] au sud-est
        [south] au sud
        [south-west] au sud-ouest
        [west] à l'ouest
       *[north-west] au nord-ouest
    }
# $place : une direction, ou plusieurs jointes (« au nord et à l'est »). Sans verbe
# (« 3 cases au sud ») : la légende n'a pas la place d'un « remplir » à côté des cubes.
render-fill = { $cells } { $cells ->
        [one] case
       *[other] cases
    } { $place }
render-fill-corners = { $cells } coins
# Chaque case a sa tuile : l'objectif rapporte à la fin de l'évaluation du tour.
render-filled = rempli : rapporte ce tour-ci
render-done = atteint ✓
# Devant les cubes qu'un objectif qui vient d'être atteint a payés.
render-paid = payé

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
