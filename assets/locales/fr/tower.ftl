# La Tour : tous les textes de cette extension seule (ses noms, les refus des règles, le
# récit, les boutons, ses règles en bref). en/tower.ftl a les mêmes identifiants. Ce que
# partagent plusieurs extensions ou le jeu de base reste dans les fichiers par genre
# (terms.ftl, play.ftl…).

## Son mot tel que les joueurs le tapent (après `new`, dans les extensions de `/new`),
## séparés par des espaces : le premier est celui qu'on écrit, tous sont lus (spelling.rs).

expansion-typed-tower = tour la-tour

## Son nom imprimé, tel que le disent tous les messages qui nomment l'extension.

expansion-title-tower = La Tour

## Des mots à elle que ses messages partagent.

# Un suiveur qu'une tour capture ($figure : meeple, big, abbot), avec son article.
to-figure = { $figure ->
        [big] le grand meeple
        [abbot] l'abbé
        [mayor] le maire
        [wagon] le charriot
       *[meeple] un meeple
    }
# Où se tient un suiveur à portée d'une tour : son lieu $spot (de la zone $feature : road,
# city, monastery, garden, field) sur la tuile en $x $y, comme on le dit (« sur la route
# est en 2 1 », « dans l'abbaye en 1 1 »).
to-captive = { spot-on } en { $x } { $y }
# Le même dans une phrase, son lieu par un repère et sa case ($where : lm-place) :
# « dans l'abbaye à côté du paysan d'Ann (1 1) ».
to-captive-at = { spot-on } { $where }
# Le même, tel qu'on le tape ($spot dans la notation).
to-captive-notation = { $x } { $y } { $spot }
# Où se tient le meeple au sommet de la tour en $x $y.
to-captive-top = au sommet de la tour en { $x } { $y }
# Le même dans une phrase ($where : lm-place).
to-captive-top-at = au sommet de la tour { $where }
# Le même, tel qu'on le tape.
to-captive-top-notation = { $x } { $y } tour

## Les erreurs de règle du moteur (RuleError) : pourquoi un coup a été refusé.

rule-to-no-foundation = il n'y a pas de fondation de tour en { $x } { $y }
rule-to-closed = la tour en { $x } { $y } est fermée : un meeple est à son sommet
rule-to-no-tower = la fondation en { $x } { $y } n'a pas encore de tour : seul un étage de tour s'y pose
rule-to-no-piece = vous n'avez plus d'étage de tour
rule-to-not-for-top = seul un meeple ou le grand meeple de votre réserve se pose au sommet d'une tour
# $captive : ce qui a été nommé (to-captive-notation ou to-captive-top-notation).
rule-to-out-of-range = rien à capturer en { $captive } à portée de la tour que vous avez construite
rule-to-capture-first = capturez d'abord un suiveur à portée de la tour, ou personne (`capture aucun`)
rule-to-no-capture = on ne capture que juste après avoir posé un étage de tour
rule-to-exchange-first = choisissez d'abord laquelle de vos figurines revient dans l'échange
rule-to-no-exchange = il n'y a pas d'échange de cette figurine à faire
rule-to-paid-already = vous avez déjà payé une rançon ce tour-ci
rule-to-too-poor = une rançon coûte 3 points : vous en avez moins
# $seat : la place nommée (1 à 6) ; $figure : meeple, big, abbot.
rule-to-no-prisoner = la place { $seat } ne retient { $figure ->
        [big] pas votre grand meeple
        [abbot] pas votre abbé
       *[meeple] aucun de vos meeples
    }
# $typed : ce qui suivait le verbe.
notation-to-cell = une tour se nomme par sa case, par ex. `0 1`, pas `{ $typed }`
notation-to-figure = `{ $typed }` n'est pas un suiveur : meeple, grand ou abbé
notation-to-seat = une rançon nomme la place qui retient votre figurine puis la figurine, par ex. `2 meeple`, pas `{ $typed }`

## Récit : une phrase par événement. $name est le nom d'un joueur.

# $where : le lieu de la tour, par un repère et sa case (lm-place).
to-built = { $name } élève la tour { $where } à { $height ->
        [one] un étage
       *[other] { $height } étages
    }.
to-topped = { $name } pose { to-figure } au sommet de la tour { $where } : elle est fermée.
# $owner : à qui est la figurine ; $captive : où elle était (to-captive-at, to-captive-top-at).
to-captured = { $name } capture { $figure ->
        [big] le grand meeple
        [abbot] l'abbé
       *[meeple] le meeple
    } { ELIDE("de", $owner) } { $captive } : c'est son prisonnier.
to-captured-own = { $name } capture son propre { $figure ->
        [big] grand meeple
        [abbot] abbé
       *[meeple] meeple
    } { $captive } : il retourne dans sa réserve.
to-spared = { $name } ne capture personne.
# $got, $gave : meeple, big, abbot.
to-exchanged = { $name } et { $other } échangent leurs prisonniers : { $name } récupère son { $got ->
        [big] grand meeple
        [abbot] abbé
       *[meeple] meeple
    }, { $other } son { $gave ->
        [big] grand meeple
        [abbot] abbé
       *[meeple] meeple
    }.
to-ransomed = { $name } paie à { $holder } une rançon de { $points } points pour son { $figure ->
        [big] grand meeple
        [abbot] abbé
       *[meeple] meeple
    }.

## Ce que la partie attend. $name est qui doit jouer.

# $x $y : la tour qui vient d'être construite ; $height : sa hauteur ; $captives : ce qu'elle peut
# capturer, chacun nommé par ce qui s'y trouve (lm-named), « A, B ou C ».
prompt-capture = { $name } : la tour en { $x } { $y } a { $height ->
        [one] un étage
       *[other] { $height } étages
    } — avec `capture`, capturez { $captives } ; ou `capture aucun`.
page-prompt-capture = { $name } : la tour en { $x } { $y } a { $height ->
        [one] un étage
       *[other] { $height } étages
    } — capturez { $captives }, ou personne.
# $other : qui les retenait ; $figures : ce qui peut revenir.
prompt-exchange = { $name } : vous échangez vos prisonniers avec { $other } — laquelle de vos figurines revient : { $figures } (`exchange`) ?
page-prompt-exchange = { $name } : vous échangez vos prisonniers avec { $other } — choisissez laquelle de vos figurines revient : { $figures }.
# Parmi les options d'une étape de figurine ; $pieces : étages restants.
option-tower = un étage de tour ({ $pieces } en réserve)
option-tower-command = `tour X Y` ({ $pieces ->
        [one] { $pieces } étage
       *[other] { $pieces } étages
    } en réserve)
option-top = un meeple au sommet d'une tour
option-top-command = `sommet X Y`
option-ransom = une rançon (3 points)
# $figures : les figurines qu'une rançon peut libérer, telles qu'on les tape (meeple/grand).
option-ransom-command = `rançon PLACE { $figures }` (3 points)

## Libellés des choix en un clic (choices.rs) et entrées de l'autocomplétion.

choice-tower = Étage de tour en { $x } { $y }
# Sur un bouton, la cible nommée par ce qui s'y trouve ($target : lm-named ou lm-short) :
# un étage sur une tour ou une fondation, un meeple ($figure : meeple, big) au sommet, une capture.
button-tower = Étage de tour sur { $target }
button-top = { $figure ->
        [big] Grand meeple
       *[meeple] Meeple
    } au sommet de { $target }
button-capture = Capturer { $target }
choice-top = { $figure ->
        [big] Grand meeple
       *[meeple] Meeple
    } au sommet de la tour en { $x } { $y }
# Un suiveur sur une zone ($aim target : to-captive), ou le meeple au sommet d'une tour.
choice-capture = Capturer le suiveur { $aim ->
        [top] { to-captive-top }
       *[target] { to-captive }
    }
choice-spare = Ne capturer personne
choice-exchange = Récupérer { to-figure }
# Sans les noms sous la main (le libellé de l'image et d'une ligne de coup) : la place de qui le retient.
choice-ransom = Rançon : { $figure ->
        [big] votre grand meeple
        [abbot] votre abbé
       *[meeple] un meeple
    } retenu par la place { $seat } (3 points)
# Le bouton d'une rançon (sur Discord et sur la page) et sa proposition d'autocomplétion : qui le retient, par son nom.
button-ransom = Rançon : { $figure ->
        [big] votre grand meeple
        [abbot] votre abbé
       *[meeple] un meeple
    } retenu par { $holder } (3 points)

## Les titres de l'image pendant la capture d'une tour et pendant un échange.

render-title-capture = { $who } : capturer un suiveur
render-title-exchange = { $who } : échanger des prisonniers

## Réserves (/status et la page du plateau).

to-supplies = Étages de tour et prisonniers : { $supplies }.
to-supplies-one = { $name } { $pieces } { $pieces ->
        [one] étage
       *[other] étages
    }, { $prisoners } { $prisoners ->
        [one] prisonnier
       *[other] prisonniers
    }
page-supply-tower-pieces = { $count } { $count ->
        [one] étage de tour
       *[other] étages de tour
    }
page-supply-prisoners = { $count } { $count ->
        [one] prisonnier
       *[other] prisonniers
    }

## Les règles en bref (`rules`) : un message par paragraphe (2 000 caractères au plus chacun).

rules-tower = La Tour : des tuiles avec une fondation de tour. Chaque joueur a des étages de tour (10 à deux joueurs, 9 à trois, 7 à quatre, 6 à cinq, 5 à six). Au lieu de poser un suiveur, posez un étage sur n'importe quelle fondation vide ou tour ouverte du plateau (`tour 0 1`), puis vous pouvez capturer un suiveur à sa portée — la tuile de la tour et, sur sa ligne et sa colonne, autant de tuiles que sa nouvelle hauteur, par-dessus les trous (`capture 2 1 route E`, ou `capture aucun`) : le vôtre retourne dans votre réserve, celui d'un adversaire devient votre prisonnier. Ou posez un meeple au sommet d'une tour ouverte (`sommet 0 1`) : il la ferme, ne rapporte rien et y reste sauf si une tour le capture. Quand deux joueurs détiennent chacun un prisonnier de l'autre, ils les échangent aussitôt, un contre un. Une fois par tour, vous pouvez libérer un de vos prisonniers en payant une rançon de 3 points à qui le détient (`rançon 2 meeple` : la place qui le retient), si vous avez 3 points. Les tours et les prisonniers ne rapportent rien à la fin.

## Sa tuile en mots (tile_words.rs).

# Une tuile avec une fondation de tour : ses mots ($tile), puis la fondation en bref.
tile-with-tower = { $tile } (tour)

## Les mots de la page du plateau pour la tour.

page-hint-capture = Touchez l'anneau autour du suiveur à capturer (sa couleur est celle de son propriétaire), ou la case éclairée d'une tour pour prendre le meeple à son sommet ; ou choisissez ci-dessous.

## L'aide de ses verbes (aussi leur description Discord), 100 caractères au plus : verb-help-<verbe>.

verb-help-tower = Au lieu d'un suiveur, poser un étage de tour sur une fondation vide ou une tour ouverte
verb-help-top = Au lieu d'un suiveur, poser votre meeple au sommet d'une tour ouverte : il la ferme
verb-help-ransom = Libérer un de vos prisonniers : 3 points à qui le retient (une fois par tour)
verb-help-capture = Capturer un suiveur à portée de la tour que vous avez construite, ou aucun
verb-help-exchange = Dans un échange de prisonniers, choisir laquelle de vos figurines revient

## La description des paramètres de ses verbes, 100 caractères au plus : param-help-<verbe>-<paramètre>.

param-help-tower-cell = x,y d'une fondation vide ou d'une tour ouverte, par ex. 0,1 (choisir dans la liste)
param-help-top-tower = x,y d'une tour ouverte, par ex. 0,1 ; ajouter grand pour votre grand meeple (choisir dans la liste)
param-help-ransom-prisoner = La place qui le retient et la figurine, par ex. 2 meeple (choisir dans la liste)
param-help-capture-follower = x,y et la zone du suiveur, par ex. 2,1 route E, ou aucun (choisir dans la liste)
param-help-exchange-figure = meeple, grand ou abbé (choisir dans la liste)

## Ce que ses décisions font faire, dans une indication d'une ligne (suggest.rs) : suggest-doing-<étape>.

suggest-doing-capture = en train de choisir qui sa tour capture
suggest-doing-exchange = en train de choisir quel prisonnier revient

## Ses catégories de points : category-title-<catégorie> (une colonne du tableau final,
## une ligne de /stats), scored-what-<quoi> (ce pour quoi le récit dit qu'elles ont été
## marquées ; $tiles, $count gagnants) et breakdown-category-<catégorie> (le décompte final).

category-title-ransom = Rançons
scored-what-ransom = les rançons
breakdown-category-ransom = rançons

## Ses cibles telles que la page du plateau les compte (page-hint-kind de web.ftl) :
## page-target-<genre>, $count d'entre elles, avec leur genre.

page-target-tower = { $count ->
        [one] tour éclairée
       *[other] tours éclairées
    }
    .gender = fem
page-target-foundation = { $count ->
        [one] fondation vide éclairée
       *[other] fondations vides éclairées
    }
    .gender = fem
page-target-top = { $count ->
        [one] tour éclairée surmontée d'un meeple
       *[other] tours éclairées surmontées d'un meeple
    }
    .gender = fem
