# Les choix : libellés des boutons, mots des emplacements et des tuiles, suggestions de l'autocomplétion.
# en/choices.ftl a les mêmes identifiants.
# Les textes de ce genre propres à une extension sont dans son fichier, nommé par son mot (river.ftl…).
# Les mots listés par une clé que le code nomme (un verbe, un paramètre, une étape, une
# figurine) sont un message par clé, `<liste>-<clé>` (verb-help-place), jamais un choix
# sur la clé : ceux du jeu de base ici, ceux d'une extension dans son fichier, qui n'ajoute
# donc aucune ligne ici.

## Boutons que l'image nomme aussi sous la tuile en attente (render/panel.rs lit ces
## identifiants : l'image et les boutons disent toujours les mêmes mots).

button-no-figure = Aucune figurine

## Les tuiles en mots : les parties qu'une tuile montre (tile_words.rs), comptées puis
## réunies.

# Une partie de tuile, $count fois : « un bout de ville », « deux bouts de ville ».
tile-part = { $count ->
        [1] { $a }
        [2] deux { $many }
        [3] trois { $many }
        [4] quatre { $many }
       *[other] { $count } { $many }
    }
# Chaque partie, une fois avec son article (tile-a-<partie>) et au pluriel
# (tile-many-<partie>) ; les parties propres à une extension sont dans son fichier.
tile-a-monastery = une abbaye
tile-many-monastery = abbayes
tile-a-city-cap = un bout de ville
tile-many-city-cap = bouts de ville
tile-a-city-across = une ville traversante
tile-many-city-across = villes traversantes
tile-a-city-corner = une ville en coin
tile-many-city-corner = villes en coin
tile-a-city-three-sides = une ville sur trois côtés
tile-many-city-three-sides = villes sur trois côtés
tile-a-city-four-sides = une ville sur les quatre côtés
tile-many-city-four-sides = villes sur les quatre côtés
tile-a-city = une ville
tile-many-city = villes
tile-a-junction = un croisement de trois routes
tile-many-junction = croisements de trois routes
tile-a-crossroads = un carrefour
tile-many-crossroads = carrefours
tile-a-road-to-junction = une route menant à un croisement
tile-many-road-to-junction = routes menant à un croisement
tile-a-straight-road = une route droite
tile-many-straight-road = routes droites
tile-a-curved-road = une route en courbe
tile-many-curved-road = routes en courbe
tile-a-road-to-gate = une route vers la ville
tile-many-road-to-gate = routes vers la ville
tile-a-road-to-house = une route finissant à une maison
tile-many-road-to-house = routes finissant à des maisons
tile-a-road = une route
tile-many-road = routes
tile-a-inn = une auberge au bord d'un lac
tile-many-inn = auberges au bord d'un lac
tile-a-pennant = un blason
tile-many-pennant = blasons
tile-a-field = un pré
tile-many-field = prés
# Une partie ($many, au pluriel) un nombre quelconque de fois, après « avec » : « villes en coin avec des blasons ».
tile-some = des { $many }
# Une partie ($part, déjà en mots) et ce qu'elle porte ($with) : « une ville en coin avec un blason ».
tile-with = { $part } avec { $with }
# Deux bouts de ville ($part, en mots ; masculin pluriel) et leur disposition ($sides : opposite, adjacent).
tile-sides = { $part } { $sides ->
        [opposite] opposés
       *[adjacent] en angle
    }
# Une énumération : tout sauf le dernier ($init, séparés par des virgules), puis le dernier (« a, b et c »).
list-and = { $init } et { $last }

## Un emplacement de figurine sur la tuile qui vient d'être posée, là où l'image place
## son disque (spots.rs). Un emplacement seul de son espèce est le nom de sa zone
## (« route »). Chacun prend les mots de sa zone (Lang::feature : $feature-name et sa
## grammaire).

# La zone vers $point de la tuile.
spot-toward = { $feature-name } { $point ->
        [north] nord
        [north-east] nord-est
        [east] est
        [south-east] sud-est
        [south] sud
        [south-west] sud-ouest
        [west] ouest
       *[north-west] nord-ouest
    }
spot-middle = { $feature-name } au milieu
# Deux emplacements aux mêmes mots ($spot) : celui du côté $side (north, east, south, west).
spot-of-two = { $spot } ({ $side ->
        [north] nord
        [east] est
        [south] sud
       *[west] ouest
    } des deux)
# Plusieurs emplacements aux mêmes mots ($spot, de genre $feature-gender) : le $rank-ième depuis le côté $from.
spot-rank = { $spot } ({ $rank ->
        [1] { $feature-gender ->
            [fem] 1re
           *[masc] 1er
        }
       *[other] { $rank }e
    } depuis { $from ->
        [north] le nord
        [east] l'est
        [south] le sud
       *[west] l'ouest
    })
# Les mots d'un emplacement ($spot) dans une phrase, avec les mots de sa zone : « la
# ville nord », « sur la route est », « dans l'abbaye ».
spot-the = { $feature-gender ->
        [fem] { ELIDE("la", $spot) }
       *[masc] { ELIDE("le", $spot) }
    }
spot-on = { $feature-place ->
        [on] sur
       *[in] dans
    } { spot-the }

## Libellés des autres choix en un clic (choices.rs) et le choix de l'orientation.

# Un emplacement dans la notation ($feature = road…, $port = son bord tel que la notation
# l'écrit : E, Nw, S1… ; en français, l'ouest W s'écrit O).
choice-spot = { $feature-name } { $port ->
        [W] O
        [Nw] No
        [Sw] So
        [Ws] Os
        [Wn] On
        [W1] O1
        [W2] O2
        [N1w] N1o
        [N2w] N2o
        [S1w] S1o
        [S2w] S2o
        [W1n] O1n
        [W1s] O1s
        [W2n] O2n
        [W2s] O2s
       *[other] { $port }
    }
choice-meeple = Meeple : { $spot }
choice-place = Poser en { $x } { $y }, { $degrees }°
# Un bouton qui nomme une tuile ($button = « Garder 1 », « Tuile 2 ») et la tuile en mots.
choice-with-tile = { $button } : { $tile }
# Une orientation qui convient ($degrees), peut-être seulement par la règle d'une extension ($needs = plain, ou bridge : seulement avec un pont).
choice-rotation-plain = { $degrees }°
# La réponse du choix d'orientation : la tuile en mots, la case, les orientations ($turns,
# réunies) et comment en choisir une ($how).
choice-rotations = Votre tuile ({ $tile }) se pose en { $x } { $y } tournée de { $turns } — { $how }.
choice-pick-below = choisissez ci-dessous, ou tapez `{ $command }`
choice-type = tapez { $commands }
# Des possibilités : toutes sauf la dernière ($init, séparées par des virgules), puis la dernière.
choice-either = { $init } ou { $last }

## L'autocomplétion (suggest.rs) : les noms des suggestions et les indications qui disent
## pourquoi il n'y en a pas.

# `place` seul : où la tuile piochée se pose, une case par ligne ensuite.
placements-listed = Où { $tile } se pose, du meilleur au moins bon (posez-la avec `place X Y ROTATION`) :
# Un verbe du tour tapé seul ($verb, tel que le lecteur le tape) : ses coups, un par ligne après lui.
moves-listed = Vos choix pour `{ $verb }` maintenant, chacun la ligne à taper :
moves-none = Rien à choisir avec `{ $verb }` maintenant.
suggest-more = … { $cells } { $cells ->
        [1] case
       *[other] cases
    } de plus ({ $placements } { $placements ->
        [1] pose
       *[other] poses
    }) : tapez x, pour affiner, par exemple { $x },
# Ce qu'une pose complète (les mots de sa zone, $feature-name… ; $points).
suggest-completes-yours = complète votre { $feature-name } (+{ $points })
suggest-completes-shared = complète votre { $feature-name }, { $feature-gender ->
        [fem] partagée
       *[masc] partagé
    } avec { $others } (+{ $points } chacun)
# $whose : les noms des $count joueurs à qui revient la zone.
suggest-completes-theirs = complète { feature-the } { ELIDE("de", $whose) } (+{ $points } { $count ->
        [1] pour { $whose }
       *[other] chacun
    })
suggest-completes-free = complète { feature-a } libre (+{ $points } avec un meeple)
suggest-your = votre { $feature-name }
# $features : les zones du joueur qu'une pose prolonge, énumérées.
suggest-extends = prolonge { $features }
suggest-beside-monastery = à côté de votre abbaye
# Deux remarques sur une pose (ou deux groupes de ses orientations), la première ($first) et la suivante ($then).
suggest-also = { $first } ; { $then }
# Les degrés d'une orientation, selon la règle qui la permet (suggest-degrees-<règle>, comme choice-rotation-<règle>).
suggest-degrees-plain = { $degrees }°
# Des orientations qui vont à une case ($rotations, jointes), toutes par la même règle (suggest-rotations-<règle>, comme suggest-degrees-<règle>) : `90° ou 270° avec un pont`.
suggest-rotations-plain = { $rotations }
suggest-any-rotation = toute orientation
suggest-only = seulement { $rotation }
suggest-at = à { $rotation } : { $note }
suggest-beside-last = à côté de la dernière tuile
# Un niveau de bot ($level) et sa façon de jouer.
suggest-level = { level-name } — { bot-meaning }
# Une tuile proposée par numéro ($n), en mots ($tile).
suggest-numbered-tile = { $n } : { $tile }
suggest-no-game = Il n'y a pas de partie dans ce salon.
suggest-not-started = La partie n'a pas encore commencé.
suggest-over = La partie est terminée.
# À qui est la tuile ou la petite ville (féminin) dont parle une étape ($whose : one ou
# many joueurs, ou your).
suggest-whose = { $whose ->
        [your] votre
        [many] leur
       *[one] sa
    }
# Ce qu'une étape fait faire à ceux qui la doivent, suggest-doing-<étape> (celles d'une
# extension sont dans son fichier) ; $tile la tuile en mots.
suggest-doing-place-tile = en train de poser { $tile }
suggest-doing-place-a-tile = en train de poser une tuile
suggest-doing-place-figure = en train de poser une figurine sur { suggest-whose } tuile, ou de passer
suggest-doing-over = sur le point de finir
# Qui la partie attend ($names, $count joueurs), en train de faire quoi ($doing).
suggest-unseated = { $names } { $count ->
        [1] est
       *[other] sont
    } { $doing } — vous ne participez pas à cette partie.
# L'étape du joueur lui-même demande autre chose ($what : placement, pick).
suggest-yours = { $what ->
        [placement] Aucune pose pour l'instant
       *[pick] Rien à choisir pour l'instant
    } : vous êtes { $doing }.
suggest-waiting = En attente : { $names } { $count ->
        [1] est
       *[other] sont
    } { $doing }.
# $in : dans combien de tours vient celui du joueur.
suggest-not-your-turn = Ce n'est pas votre tour : { $names } { $count ->
        [1] est
       *[other] sont
    } { $doing }. { $in ->
        [1] Vous jouez juste après.
       *[other] Vous jouez dans { $in } tours.
    }
# La même, au plus court, quand de longs noms ne laissent pas la place de dire ce qu'ils font.
suggest-not-your-turn-terse = Pas votre tour : { $names } { $count ->
        [1] joue
       *[other] jouent
    }. { $in ->
        [1] Vous jouez juste après.
       *[other] Vous jouez dans { $in } tours.
    }
