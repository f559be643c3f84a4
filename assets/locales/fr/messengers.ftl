# Les Hérauts : chaque texte de cette extension seule (ses noms, les refus des règles,
# la narration, les boutons, ses règles en bref). en/messengers.ftl a les mêmes ids.
# Vocabulaire des textes français du projet : le héraut (la figurine), la missive (la
# tuile Message), le sceau, le pion de score, les cases sombres.

## Its word as players type it (after `new`, in /new's expansions), separated by spaces:
## the first is the one written, all are read (spelling.rs).

expansion-typed-messengers = hérauts herauts héraut heraut missives

## Its printed name, as every message that names the expansion says it.

expansion-title-messengers = Les Hérauts

## Words of its own that its messages share.

ms-title = { $message ->
        [road] Route la plus courte
        [city] Ville la plus petite
        [monastery] Abbaye la plus petite
        [tile] Tuile supplémentaire
        [arms] 2 points par blason
        [knights] 2 points par chevalier
        [farmers] 3 points par paysan
       *[follower] Évaluer un suiveur
    }
ms-meaning = { $message ->
        [road] marquez votre route qui rapporte le moins, comme en fin de partie (votre brigand reste)
        [city] marquez votre ville qui rapporte le moins, comme en fin de partie (votre chevalier reste)
        [monastery] marquez votre abbaye qui rapporte le moins, comme en fin de partie (votre moine reste)
        [tile] piochez une tuile de plus et posez-la ce tour-ci
        [arms] 2 points par blason dans les villes où vous avez un chevalier
        [knights] chacun de vos chevaliers vous rapporte 2 points et reste en place
        [farmers] chacun de vos paysans vous rapporte 3 points et reste en place
       *[follower] évaluez l'un de vos suiveurs comme en fin de partie et reprenez-le
    }
ms-mover = { $mover ->
        [meeple] pion de score
       *[messenger] héraut
    }
ms-meeple-at = pion de score sur { $count }
ms-messenger-at = héraut sur { $count }

## The engine's rule errors (RuleError) and setup errors.

rule-ms-no-advance = une figurine de la piste de score n'avance que lorsque vous avez marqué des points
rule-ms-advance-pending = choisissez d'abord laquelle de vos figurines avance sur la piste de score : `avancer meeple` ou `avancer héraut`
rule-ms-no-message = vous n'avez pas de missive
rule-ms-message-pending = exécutez d'abord la missive piochée (`missive`) ou prenez son sceau (`sceau`)
rule-ms-useless = cette missive n'a rien sur quoi agir maintenant : prenez son sceau (`sceau`)
rule-ms-no-follower = désignez l'un de vos suiveurs sur le plateau, par ex. `missive 1 -1 route E`
setup-ms-without-box = une pile de missives fixée demande Les Hérauts
setup-ms-twice = la pile n'a qu'une missive « { ms-title } », pas deux
notation-ms-mover = `avancer` prend `meeple` ou `héraut`, pas `{ $typed }`
notation-ms-target = `missive` ne prend rien, ou la case et le lieu d'un suiveur, par ex. `missive 1 -1 route E`, pas `{ $typed }`
notation-ms-seal = `sceau` ne prend rien, pas `{ $typed }`
notation-ms-message = `{ $typed }` n'est pas une missive : de `MS/1` à `MS/8`

## Narration.

ms-advanced = { $name } avance son { ms-mover } de { $count ->
        [one] 1 case
       *[other] { $count } cases
    }, jusqu'à { $to }.
ms-drawn = Votre missive : { ms-title } — { ms-meaning } ; ou son sceau, 2 points.
ms-carried = { $name } exécute une missive : { ms-title }.
ms-sealed = { $name } prend le sceau d'une missive ({ ms-title }) : 2 points.
ms-joined = La partie est finie : { $name } ajoute { $count ->
        [one] le point
       *[other] les { $count } points
    } de son héraut à son pion de score.

## What the game waits for.

prompt-ms-advance = { $name } : vous marquez { $count ->
        [one] { $count } point
       *[other] { $count } points
    } — avancez votre pion de score (sur { $meeple }) ou votre héraut (sur { $messenger }) ? Une figurine qui s'arrête sur une case sombre (0, 5, 10…) pioche une missive (`avancer meeple`, `avancer héraut`).
page-prompt-ms-advance = { $name } : vous marquez { $count ->
        [one] { $count } point
       *[other] { $count } points
    } — avancez votre pion de score (sur { $meeple }) ou votre héraut (sur { $messenger }) ? Une figurine qui s'arrête sur une case sombre (0, 5, 10…) pioche une missive : choisissez ci-dessous.
prompt-ms-message = { $name } a pioché une missive : l'exécuter ou prendre son sceau, 2 points (`missive`, `sceau`).
page-prompt-ms-message = { $name } a pioché une missive : l'exécuter ou prendre son sceau, 2 points : choisissez ci-dessous.

## Labels of the one-click choices (choices.rs) and autocomplete entries.

choice-ms-meeple = Avancer votre pion de score
choice-ms-messenger = Avancer votre héraut
choice-ms-carry = { $aim ->
        [target] Évaluer et reprendre votre suiveur : { $spot } en { $x } { $y }
       *[other] Exécuter votre missive
    }
choice-ms-seal = Prendre le sceau (2 points)
# Sur un bouton, le suiveur nommé par ce qui est là ($target).
button-ms-carry = Missive : { $target }

## The image's title while a decision waits ($who: whoever decides).

render-title-ms-advance = { $who } : avancez une figurine sur la piste de score
render-title-ms-message = { $who } : une missive

## The rules in brief (`rules`).

rules-messengers = Les Hérauts : chaque joueur a une seconde figurine sur la piste de score, son héraut, à côté de son pion de score ; son score est la somme des deux. Chaque fois que vous marquez des points pendant votre tour, choisissez laquelle des deux avance (`avancer meeple`, `avancer héraut`), une évaluation à la fois ; les points marqués pendant le tour d'un autre joueur font avancer votre pion de score. Quand, pendant votre tour, une figurine s'arrête sur une case sombre (0, 5, 10, 15…), piochez la missive du dessus (vous seul la voyez) et exécutez-la (`missive`) ou prenez son sceau, 2 points (`sceau`) ; elle retourne ensuite sous la pile. Missives : 1 marquez votre route qui rapporte le moins comme en fin de partie, 2 votre ville, 3 votre abbaye (la figurine reste) ; 4 piochez et posez une tuile de plus ce tour-ci ; 5 2 points par blason dans les villes où vous avez un chevalier ; 6 2 points par chevalier ; 7 3 points par paysan ; 8 évaluez l'un de vos suiveurs comme en fin de partie et reprenez-le (`missive 1 -1 route E`). Les points d'une missive font aussi avancer une figurine, et peuvent faire piocher une autre missive. En fin de partie, les points du héraut rejoignent le pion de score et l'évaluation finale ne fait piocher aucune missive.

## Its verbs' help lines (also their Discord descriptions), at most 100 characters.

verb-help-advance = Après avoir marqué pendant votre tour, avancez votre pion de score ou votre héraut
verb-help-message = Exécutez la missive piochée (une missive Suiveur désigne le suiveur)
verb-help-seal = Prenez le sceau de la missive piochée : 2 points au lieu de son action

## Its verbs' parameters' descriptions, at most 100 characters.

param-help-advance-figure = meeple ou héraut (choisir dans la liste)
param-help-message-follower = Missive Suiveur : x,y et lieu de votre suiveur, p. ex. 1,0 route E (choisir dans la liste)

## What its own decisions have their owners do.

suggest-doing-ms-advance = en train d'avancer une figurine sur la piste de score
suggest-doing-ms-message = en train de lire une missive

## Its kinds of points.

category-title-messages = Missives
scored-what-messages = une missive
breakdown-category-messages = missives
