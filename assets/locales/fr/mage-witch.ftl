# Mage et Sorcière : tous les textes de cette extension seule (ses noms, les refus des
# règles, le récit, les boutons, ses règles en bref). en/mage-witch.ftl a les mêmes
# identifiants. Ce que partagent plusieurs extensions ou le jeu de base reste dans les
# fichiers par genre (terms.ftl, play.ftl…).

## Son mot tel que les joueurs le tapent (après `new`, dans les extensions de `/new`),
## séparés par des espaces : le premier est celui qu'on écrit, tous sont lus (spelling.rs).

expansion-typed-mage-witch = mage-sorcière mage-et-sorcière mage-sorciere sorcière sorciere mage

## Son nom imprimé, tel que le disent tous les messages qui nomment l'extension.

expansion-title-mage-witch = Mage et Sorcière

## Des mots à elle que ses messages partagent.

# Une figurine magique avec son article ($figure : mage ou witch).
mw-the = { $figure ->
        [mage] le mage
       *[witch] la sorcière
    }
# Une zone du plateau : sa case $x $y et $spot comme on nomme un lieu.
mw-target = { $x } { $y } { $spot }
# Où se tient une figurine, dans une invite : $figure, $spot en mots, sa case $x $y.
mw-post = { mw-the } sur la { $spot } en { $x } { $y }
mw-posts-none = tous deux à côté du plateau

## Les erreurs de règle du moteur (RuleError) : pourquoi un coup a été refusé. $target
## est une zone du plateau (mw-target) ; $figure le mage ou la sorcière.

rule-mw-no-magic = le mage et la sorcière ne se déplacent qu'après une tuile au symbole magique
rule-mw-pending = placez d'abord le mage ou la sorcière
rule-mw-not-road-or-city = le mage et la sorcière se posent sur une route ou une ville, pas sur { feature-a }
rule-mw-no-feature = aucune zone en { $target }
rule-mw-finished = la zone en { $target } est achevée : le mage et la sorcière ne vont que sur des routes et des villes inachevées
rule-mw-taken = { mw-the } est sur cette zone : les deux ne la partagent jamais
rule-mw-stays = { mw-the } est déjà sur cette zone : déplacez-{ $figure ->
        [mage] le
       *[witch] la
    } vers une autre
rule-mw-place-left = une route ou une ville accueille encore une figurine magique : placez-en une plutôt que d'en écarter une
rule-mw-not-on-board = { mw-the } n'est pas sur le plateau
# $typed : ce qui suit `écarter`.
notation-mw-figure = `écarter` prend une figurine, mage ou sorcière, pas `{ $typed }`

## Le récit : une phrase par événement. $name est le nom d'un joueur, $figure le mage ou
## la sorcière, $spot un lieu en mots (« route est »).

mw-entered = { $name } pose { mw-the } sur la { $spot } en { $x } { $y }.
mw-moved = { $name } déplace { mw-the } sur la { $spot } en { $x } { $y }.
mw-set-aside = Plus aucune route ni ville n'accueille de figurine magique : { $name } écarte { mw-the } de { $x } { $y }.
# $feature : le genre de la zone achevée.
mw-returned = Zone achevée en { $x } { $y } ({ $feature-name }) : { mw-the } quitte le plateau.

## Ce que la partie attend. $name est qui doit agir ; $posts où sont les figurines
## (mw-post, ou mw-posts-none).

prompt-magic = { $name } : le symbole magique — posez le mage ou la sorcière sur une route ou une ville inachevée, jamais celle de l'autre (`mage X Y LIEU`, `sorcière X Y LIEU`). Pour l'instant : { $posts }.
prompt-magic-apart = { $name } : votre tuile a réuni le mage et la sorcière — déplacez l'un des deux vers une autre route ou ville inachevée (`mage X Y LIEU`, `sorcière X Y LIEU`). Pour l'instant : { $posts }.
prompt-magic-aside = { $name } : plus aucune route ni ville n'accueille de figurine magique — écartez-en une (`écarter mage`, `écarter sorcière`). Pour l'instant : { $posts }.
page-prompt-magic = { $name } : le symbole magique — posez le mage ou la sorcière sur une route ou une ville inachevée, jamais celle de l'autre : touchez une zone éclairée ou choisissez ci-dessous. Pour l'instant : { $posts }.
page-prompt-magic-apart = { $name } : votre tuile a réuni le mage et la sorcière — déplacez l'un des deux vers une autre route ou ville inachevée : touchez une zone éclairée ou choisissez ci-dessous. Pour l'instant : { $posts }.
page-prompt-magic-aside = { $name } : plus aucune route ni ville n'accueille de figurine magique — choisissez laquelle écarter. Pour l'instant : { $posts }.

## Libellés des choix en un clic (choices.rs) et de l'autocomplétion : $spot la zone en
## mots, sa case $x $y.

choice-mage = Mage : { $spot } en { $x } { $y }
choice-witch = Sorcière : { $spot } en { $x } { $y }
choice-mage-aside = Écarter le mage
choice-witch-aside = Écarter la sorcière
# Sur un bouton, la zone où va une figurine nommée par ce qui s'y trouve ($target :
# lm-named ou lm-short), comme les autres cibles du plateau.
button-mage = Mage : { $target }
button-witch = Sorcière : { $target }

## Les titres de l'image pendant qu'on place une figurine magique ($who : qui la place).

render-title-magic = { $who } : placez le mage ou la sorcière
render-title-magic-apart = { $who } : déplacez le mage ou la sorcière

## L'en-tête de l'image pendant qu'on place une figurine : chaque figurine, combien de
## routes et de villes l'accueillent ($count) et sa commande ($command).

render-mw-targets = { mw-the } : { $count ->
        [one] une route ou ville
       *[other] { $count } routes et villes
    } (`{ $command }`)

## Les règles en bref (`règles`) : un message par paragraphe (2 000 caractères au plus chacun).

rules-mage-witch = Mage et Sorcière : après avoir posé une tuile au symbole magique, avant votre figurine, posez le mage ou la sorcière sur n'importe quelle route ou ville inachevée du plateau (`mage 2 -1 route E`, `sorcière 0 1 ville N`), jamais sur celle de l'autre ; si les deux sont sur le plateau, déplacez l'un d'eux vers une autre zone. Une tuile qui réunit leurs deux zones oblige son joueur à déplacer aussitôt l'un des deux. Une route ou une ville avec le mage rapporte 1 point de plus par tuile (pas par blason) ; avec la sorcière, la moitié, arrondie au supérieur, après le bonus d'une auberge ou d'une cathédrale ; en fin de partie aussi. Une fois sa zone évaluée, la figurine quitte le plateau. S'il ne reste aucune route ni ville, écartez-en une (`écarter mage`). Les figurines n'appartiennent à personne : les meeples partagent leurs zones.


## Les lignes d'aide de ses verbes (aussi leurs descriptions Discord), 100 caractères au plus : verb-help-<verbe>.

verb-help-mage = Après une tuile magique, posez le mage sur une route ou une ville inachevée
verb-help-witch = Après une tuile magique, posez la sorcière sur une route ou une ville inachevée
verb-help-aside = S'il ne reste aucune route ni ville, écartez le mage ou la sorcière

## Les descriptions des paramètres de ses verbes, 100 caractères au plus : param-help-<verbe>-<paramètre>.

param-help-mage-target = x,y et une route ou ville inachevée, p. ex. 1,0 route E (choisir dans la liste)
param-help-witch-target = x,y et une route ou ville inachevée, p. ex. 1,0 ville N (choisir dans la liste)
param-help-aside-figure = mage ou sorcière (choisir dans la liste)

## Ce que ses décisions font faire à leur joueur, dans une aide d'une ligne (suggest.rs) : suggest-doing-<étape>.

suggest-doing-magic = en train de placer le mage ou la sorcière
suggest-doing-magic-apart = en train d'écarter le mage de la sorcière
