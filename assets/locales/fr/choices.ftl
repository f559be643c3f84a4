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

## Les tuiles en mots : les parties qu'une tuile montre (tile_words.rs), comptées puis
## réunies.

# Une partie de tuile, $count fois : « un bout de ville », « deux bouts de ville ».
tile-part = { $count ->
        [1] { tile-noun.a }
        [2] deux { tile-noun.many }
        [3] trois { tile-noun.many }
        [4] quatre { tile-noun.many }
       *[other] { $count } { tile-noun.many }
    }
# Chaque partie ($part), une fois avec son article, et au pluriel.
tile-noun =
    .a = { $part ->
        [monastery] une abbaye
        [city-cap] un bout de ville
        [city-across] une ville traversante
        [city-corner] une ville en coin
        [city-three-sides] une ville sur trois côtés
        [city-four-sides] une ville sur les quatre côtés
        [city] une ville
        [junction] un croisement de trois routes
        [crossroads] un carrefour
        [road-to-junction] une route menant à un croisement
        [straight-road] une route droite
        [curved-road] une route en courbe
        [road-to-gate] une route vers la ville
        [road-to-house] une route finissant à une maison
        [road-to-bazaar] une route vers un bazar
        [road] une route
        [inn] une auberge au bord d'un lac
        [bazaar] un bazar
        [vineyard] un vignoble
        [hill] une colline
        [pennant] un blason
       *[field] un pré
    }
    .many = { $part ->
        [monastery] abbayes
        [city-cap] bouts de ville
        [city-across] villes traversantes
        [city-corner] villes en coin
        [city-three-sides] villes sur trois côtés
        [city-four-sides] villes sur les quatre côtés
        [city] villes
        [junction] croisements de trois routes
        [crossroads] carrefours
        [road-to-junction] routes menant à un croisement
        [straight-road] routes droites
        [curved-road] routes en courbe
        [road-to-gate] routes vers la ville
        [road-to-house] routes finissant à des maisons
        [road-to-bazaar] routes vers un bazar
        [road] routes
        [inn] auberges au bord d'un lac
        [bazaar] bazars
        [vineyard] vignobles
        [hill] collines
        [pennant] blasons
       *[field] prés
    }
# Une partie ($part) un nombre quelconque de fois, après « avec » : « villes en coin avec des blasons ».
tile-some = des { tile-noun.many }
# Une partie ($part, déjà en mots) et ce qu'elle porte ($with) : « une ville en coin avec un blason ».
tile-with = { $part } avec { $with }
# Deux bouts de ville ($part, en mots ; masculin pluriel) et leur disposition ($sides : opposite, adjacent).
tile-sides = { $part } { $sides ->
        [opposite] opposés
       *[adjacent] en angle
    }
# Les parties d'une tuile : toutes sauf la dernière ($init, séparées par des virgules), puis la dernière.
tile-list = { $init } et { $last }
# Une tuile d'une seule partie ($tile, en mots) sur une colline.
tile-on-a-hill = { $tile } sur une colline
# Un monument ($monument = cathedral…) avec son article.
tile-the-monument = { $monument ->
        [arena] l'{ monument-title }
        [lighthouse] le { monument-title }
       *[other] la { monument-title }
    }
# La grande tuile d'un monument, et avec ses parties ($parts, en mots).
tile-monument = { tile-the-monument }, une grande tuile
tile-monument-with = { tile-the-monument }, une grande tuile avec { $parts }
# Le jeton d'un monument ($monument), la petite tuile tirée de la pioche.
tile-token = le jeton { $monument ->
        [arena] de l'{ monument-title }
        [lighthouse] du { monument-title }
       *[other] de la { monument-title }
    } (posé comme sa grande tuile)

## Un emplacement de figurine sur la tuile qui vient d'être posée, là où l'image place
## son disque (spots.rs). Un emplacement seul de son espèce est le feature-name partagé
## (« route »).

# $feature (road, city, monastery, field) vers $point de la tuile.
spot-toward = { feature-name } { $point ->
        [north] nord
        [north-east] nord-est
        [east] est
        [south-east] sud-est
        [south] sud
        [south-west] sud-ouest
        [west] ouest
       *[north-west] nord-ouest
    }
spot-middle = { feature-name } au milieu
# Deux emplacements aux mêmes mots ($spot) : celui du côté $side (north, east, south, west).
spot-of-two = { $spot } ({ $side ->
        [north] nord
        [east] est
        [south] sud
       *[west] ouest
    } des deux)
# Plusieurs emplacements aux mêmes mots ($spot, de $feature) : le $rank-ième depuis le côté $from.
spot-rank = { $spot } ({ $rank ->
        [1] { $feature ->
            [field] 1er
           *[other] 1re
        }
       *[other] { $rank }e
    } depuis { $from ->
        [north] le nord
        [east] l'est
        [south] le sud
       *[west] l'ouest
    })
