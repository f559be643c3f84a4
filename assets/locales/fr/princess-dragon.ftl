# Princesse et Dragon : tous les textes de cette extension seule (ses noms, les refus
# des règles, le récit, les boutons, ses règles en bref). en/princess-dragon.ftl a les
# mêmes identifiants. Ce que partagent plusieurs extensions ou le jeu de base reste dans
# les fichiers par genre (terms.ftl, play.ftl…).

## Son mot tel que les joueurs le tapent (après `new`, dans les extensions de `/new`),
## séparés par des espaces : le premier est celui qu'on écrit, tous sont lus (spelling.rs).

expansion-typed-princess-dragon = princesse-dragon princesse-et-dragon dragon

## Son nom imprimé, tel que le disent tous les messages qui nomment l'extension.

expansion-title-princess-dragon = Princesse et Dragon

## Des mots à elle que ses messages partagent.

# Un côté de la tuile du dragon ($side : N, E, S, W).
dg-side = { $side ->
        [N] nord
        [E] est
        [S] sud
       *[W] ouest
    }
# Une zone du plateau : sa case $x $y et $spot comme on nomme un lieu.
dg-target = { $x } { $y } { $spot }
# Une forteresse de Ponts, Forteresses et Bazars, où la fée peut se poser : le mot tapé
# après la case (`fée 0 -1 forteresse`) et dit dans les libellés.
dg-castle = forteresse

## Les erreurs de règle du moteur (RuleError) : pourquoi un coup a été refusé. $target
## est une zone du plateau (dg-target).

rule-dg-volcano = aucune figurine ne se pose sur un volcan : le dragon y est
rule-dg-no-follower = la fée se pose à côté d'un de vos meeples : vous n'en avez pas en { $target }
rule-dg-fairy-there = la fée est déjà à côté de votre meeple en { $target }
rule-dg-no-portal = la tuile que vous avez posée n'a pas de portail magique
rule-dg-no-feature = aucune zone n'accueille de meeple en { $target }
rule-dg-occupied = la zone en { $target } est occupée
rule-dg-finished = la zone en { $target } est achevée : le portail ne mène qu'aux zones inachevées
rule-dg-dragon-there = le dragon est sur cette tuile : aucun meeple ne s'y pose
# $figure : le nom d'une figurine (figure-name-<mot> : bâtisseur, cochon, maire…).
rule-dg-not-a-follower = votre { $figure } ne passe pas par le portail magique : seuls les meeples, le grand meeple, l'abbé, le maire et le charriot y passent
rule-dg-meeple-only = dans cette partie, seul un meeple ordinaire passe par le portail magique
rule-dg-not-in-supply = votre { $figure } n'est pas dans votre réserve
# $feature : la zone où on l'envoyait.
rule-dg-not-there = votre { $figure } ne va pas { $feature-place ->
        [on] sur
       *[in] dans
    } { feature-a }
rule-dg-no-princess = la tuile que vous avez posée n'a pas de princesse
rule-dg-no-knight = aucun chevalier en { $target } dans la ville que rejoint votre princesse
# $side : N, E, S ou W.
rule-dg-blocked = le dragon ne peut pas aller { $side ->
        [N] au nord
        [E] à l'est
        [S] au sud
       *[W] à l'ouest
    } : pas de tuile, une tuile déjà visitée pendant ce déplacement, ou celle de la fée
rule-dg-dragon-moving = le dragon se déplace : choisissez d'abord son prochain pas
rule-dg-dragon-still = le dragon ne se déplace pas en ce moment
# $typed : ce qui suit `dragon`.
notation-dg-side = `dragon` prend un côté, N, E, S ou O, pas `{ $typed }`

## Récit : une phrase par événement. $name est le nom d'un joueur.

dg-dragon-landed = Un volcan entre en éruption en { $x } { $y } : le dragon s'y pose.
dg-tiles-returned = { $count ->
        [one] La tuile Dragon mise de côté retourne dans la pioche.
       *[other] Les { $count } tuiles Dragon mises de côté retournent dans la pioche.
    }
dg-dragon-moved = { $name } déplace le dragon en { $x } { $y }.
# $count figurines mangées, $owners les noms de leurs propriétaires, $players combien
# ils sont : les figurines d'un seul joueur retournent dans « sa » réserve.
dg-dragon-ate = Il mange { $count ->
        [one] une figurine
       *[other] { $count } figurines
    } ({ $owners }) : retour dans { $players ->
        [one] sa réserve
       *[other] leurs réserves
    }.
# Le déplacement du dragon et son repas, dits ensemble.
dg-dragon-moved-ate = { dg-dragon-moved } { dg-dragon-ate }
dg-dragon-stopped = Le dragon s'arrête en { $x } { $y } après { $steps ->
        [one] un pas
       *[other] { $steps } pas
    }.
# $spot : le lieu en mots (« route sud ») ; $feature : sa zone (road, city, monastery,
# garden, field), pour son article.
dg-fairy-moved = { $name } place la fée à côté de son meeple { spot-on } en { $x } { $y }.
dg-portal-used = { $name } passe par le portail magique vers { spot-the } en { $x } { $y }.
# Un autre meeple qu'un meeple ordinaire ($figure : son nom, figure-name-<mot>).
dg-portal-used-figure = { $name } envoie son { $figure } par le portail magique vers { spot-the } en { $x } { $y }.
dg-fairy-moved-castle = { $name } place la fée sur la forteresse, à côté de son meeple, en { $x } { $y }.
# $owner : à qui était le chevalier rentré.
dg-knight-removed = { $name } joue la princesse : le chevalier { ELIDE("de", $owner) } en { $x } { $y } retourne dans sa réserve.

## Ce que la partie attend. $name est la personne qui doit jouer.

# $x $y : la case du dragon ; $step : le numéro de ce pas (sur 6) ; $left : les pas
# restants ; $sides : les côtés ouverts.
prompt-dragon = { $name } : déplacez le dragon depuis { $x } { $y }, pas { $step } sur 6 (`dragon` { $sides }).
page-prompt-dragon = { $name } : déplacez le dragon depuis { $x } { $y }, pas { $step } sur 6 : choisissez un côté ({ $sides }).

## Libellés des choix en un clic (choices.rs) et de l'autocomplétion.

# La fée à côté d'un suiveur sur une zone (dg-target), ou de ceux d'une forteresse ($aim).
choice-fairy = Fée : { $aim ->
        [castle] { $x } { $y } { dg-castle }
       *[target] { dg-target }
    }
choice-portal = Portail : { dg-target }
# Un autre meeple qu'un meeple ordinaire par le portail ($figure-name : son nom).
choice-portal-figure = Portail, { $figure-name } : { dg-target }
choice-princess = Princesse : chevalier en { dg-target }
# Sur un bouton, la cible de la fée, du portail nommée par ce qui s'y trouve ($target :
# lm-named ou lm-short) ; $figure-name le nom d'un autre suiveur qu'un meeple ordinaire.
button-fairy = Fée : { $target }
button-portal = Portail : { $target }
button-portal-figure = Portail, { $figure-name } : { $target }
# Sur un bouton, le chevalier nommé par ce qui s'y trouve ($target : lm-named ou lm-short).
button-princess = Princesse : renvoyer { $target }
choice-dragon = Dragon : { dg-side }
# Sur un bouton, un pas du dragon : son côté $side et la tuile où il entre, nommée par ce
# qui s'y trouve ($target : lm-named ou lm-short de lm-tile) ; avec $eats (dg-eats) là où il
# mangerait des figurines.
button-dragon = Dragon { $side } : { $target }
button-dragon-eats = Dragon { $side }, { $eats } : { $target }
# Ce que le dragon mangerait sur la tuile d'un côté : $count figurines, $owners les noms
# de leurs propriétaires.
dg-eats = mange { $count ->
        [one] une figurine
       *[other] { $count } figurines
    } ({ $owners })

## Le titre de l'image pendant que le dragon se déplace ($who : qui choisit son prochain pas).

render-title-dragon = { $who } : déplacez le dragon

## Les règles en bref (`rules`) : un message par paragraphe (2 000 caractères au plus).

rules-princess-dragon = Princesse et Dragon : une tuile Volcan fait apparaître le dragon sur elle, et aucune figurine ne s'y pose ; les tuiles Dragon piochées avant le premier volcan sont mises de côté jusqu'à lui. Après une tuile au symbole du dragon, le dragon avance de six pas, une tuile à la fois, chaque joueur à son tour choisissant un pas (`dragon N`), jamais sur une tuile déjà visitée pendant ce déplacement ni sur celle de la fée ; il mange toutes les figurines des tuiles où il entre (chacune retourne dans la réserve de son propriétaire), avant toute évaluation. Au lieu de poser une figurine, vous pouvez placer la fée à côté d'un de vos meeples (`fée 1 0 route E`) : 1 point au début de chacun de vos tours, 3 de plus quand la zone de ce meeple est évaluée, et le dragon n'entre jamais sur sa tuile ; avec Ponts, Forteresses et Bazars, aussi sur une forteresse à côté de votre meeple (`fée 0 -1 forteresse`), 3 de plus quand la forteresse rapporte ses points. Sur une tuile avec un portail magique, vous pouvez poser votre meeple sur n'importe quelle zone inoccupée et inachevée du plateau (`portail 2 -1 ville N`), ou une autre de vos figurines là où elle peut se tenir (`portail 2 -1 ville N maire` ; parties commencées avant la version 16 des règles : un meeple seulement). Une tuile dont la princesse rejoint une ville occupée par des chevaliers vous permet d'en renvoyer un dans sa réserve au lieu de poser une figurine (`princesse 0 -1 ville N`).

## Ses parties d'une tuile en mots (tile_words.rs) : une fois avec l'article, et au
## pluriel.

tile-a-volcano = un volcan
tile-many-volcano = volcans
tile-a-road-to-volcano = une route finissant à un volcan
tile-many-road-to-volcano = routes finissant à des volcans
tile-a-dragon = le symbole du dragon
tile-many-dragon = symboles du dragon
tile-a-portal = un portail magique
tile-many-portal = portails magiques
tile-a-princess = une princesse
tile-many-princess = princesses

# Parmi les choix de l'étape des figurines (au lieu d'une figurine sur la tuile).
option-fairy = la fée, à côté d'un de vos meeples
option-fairy-command = la fée (`fée X Y LIEU`)
option-portal = un meeple par le portail magique
option-portal-command = un meeple par le portail magique (`portail X Y LIEU`)
# Quand d'autres figurines qu'un meeple ordinaire peuvent passer ($figures : leurs noms, « meeple, maire ou charriot »).
option-portal-figures = par le portail magique : { $figures }
option-portal-figures-command = par le portail magique : { $figures } (`portail X Y LIEU`, puis le mot de la figurine si ce n'est pas un meeple : `grand`, `abbé`, `maire`, `charriot`)
option-princess = la princesse, qui renvoie un chevalier
option-princess-command = la princesse (`princesse X Y LIEU`)

## Les mots de la page du plateau pour le dragon.

# Le déplacement du dragon en cours : les cases survolées ($path, depuis son départ : « 1 0 → 0 0 »), pas faits, restants, et qui choisit chaque pas restant, dans l'ordre.
page-dragon-flight = Le vol du dragon : { $path } ({ $steps ->
        [0] aucun pas encore
        [one] un pas
       *[other] { $steps } pas
    }), { $left ->
        [one] un pas restant
       *[other] { $left } pas restants
    } ; qui choisit chacun, à tour de rôle : { $pickers }.
# Un côté dont la tuile porte des figurines : le dragon les y mangerait.
page-dragon-eats = le dragon y mangerait { $count ->
        [one] une figurine
       *[other] { $count } figurines
    } ({ $owners })
page-hint-dragon = Touchez une case éclairée pour y mener le dragon (rayée : elle porte des figurines qu'il mangerait), ou choisissez ci-dessous.

## L'aide de ses verbes (aussi leur description Discord), 100 caractères au plus : verb-help-<verbe>.

verb-help-fairy = Au lieu d'une figurine, placer la fée à côté d'un de vos meeples
verb-help-portal = Au lieu d'une figurine sur votre tuile portail, poser un meeple sur une zone libre inachevée
verb-help-princess = Au lieu d'une figurine, votre princesse renvoie un chevalier de sa ville
verb-help-dragon = Choisir le prochain pas du dragon : nord, est, sud ou ouest

## La description des paramètres de ses verbes, 100 caractères au plus : param-help-<verbe>-<paramètre>.

param-help-fairy-target = x,y et la zone de votre meeple, par ex. 1,0 route E (choisir dans la liste)
param-help-portal-target = x,y, une zone libre inachevée, la figurine sauf un meeple : 1,0 ville N maire (liste)
param-help-princess-knight = x,y et la zone du chevalier, par ex. 0,-1 ville N (choisir dans la liste)
param-help-dragon-side = N, E, S ou O (choisir dans la liste)

## Ce que ses décisions font faire, dans une indication d'une ligne (suggest.rs) : suggest-doing-<étape>.

suggest-doing-dragon = en train de déplacer le dragon

## Pourquoi le terminal saute l'étape des figurines (local-figure-skipped de commands.ftl) : local-no-figure-<raison>.

local-no-figure-dragon = le dragon s'y tient

## Ses catégories de points : category-title-<catégorie> (une colonne du tableau final,
## une ligne de /stats), scored-what-<quoi> (ce pour quoi le récit dit qu'elles ont été
## marquées ; $tiles, $count gagnants) et breakdown-category-<catégorie> (le décompte final).

category-title-fairy = Fée
scored-what-fairy = la fée
breakdown-category-fairy = fée

## Ses cibles telles que la page du plateau les compte (page-hint-kind de web.ftl) :
## page-target-<genre>, $count d'entre elles, avec leur genre.

page-target-castle = { $count ->
        [one] forteresse éclairée
       *[other] forteresses éclairées
    }
    .gender = fem
page-target-tile = { $count ->
        [one] tuile éclairée
       *[other] tuiles éclairées
    }
    .gender = fem
