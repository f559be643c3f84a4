# Auberges et Cathédrales : tous les textes de cette extension seule (ses noms, le refus
# des règles, le récit, les boutons, ses règles en bref, les parties de ses tuiles).
# en/inns-cathedrals.ftl a les mêmes identifiants. Ce que partagent plusieurs extensions
# ou le jeu de base reste dans les fichiers par genre (terms.ftl, play.ftl…).

## Son mot tel que les joueurs le tapent (après `new`, dans les extensions de `/new`),
## séparés par des espaces : le premier est celui qu'on écrit, tous sont lus (spelling.rs).

expansion-typed-inns-cathedrals = auberges-cathédrales auberges-cathedrales auberges cathédrales cathedrales

## Son nom imprimé, tel que le disent tous les messages qui nomment l'extension.

expansion-title-inns-cathedrals = Auberges et Cathédrales

## Les erreurs de règle du moteur (RuleError) : pourquoi un coup a été refusé.

rule-big-meeple-on-board = votre grand meeple est déjà sur le plateau
rule-big-meeple-held = votre grand meeple n'est pas dans votre réserve : un autre joueur le retient prisonnier

## Le récit : une phrase par événement. $name est le nom d'un joueur.

big-meeple-placed = { $name } a posé son grand meeple { feature-on }.

## Libellés des choix en un clic (choices.rs) et entrées d'autocomplétion.

# $feature : road, city, monastery ou field.
choice-big-meeple = Grand meeple { feature-on }


## Les règles en bref (`rules`) : un message par paragraphe (2 000 caractères au plus chacun).

rules-inns-cathedrals = Auberges et Cathédrales : une route terminée avec une auberge rapporte 2 points par tuile, une ville terminée avec une cathédrale 3 points par tuile et par blason ; inachevée à la fin, l'une ou l'autre ne rapporte rien. Chaque joueur a un grand meeple : au lieu d'un meeple, posez-le sur n'importe quelle zone de votre tuile, un pré aussi (`grand route E`). Il compte pour deux meeples dans la majorité et revient quand sa zone est évaluée.

## Les parties de ses tuiles en mots (tile_words.rs) : une fois avec son article, et au
## pluriel.

tile-a-cathedral = une cathédrale
tile-many-cathedral = cathédrales
tile-a-wayside-inn = une auberge
tile-many-wayside-inn = auberges

## L'aide de ses verbes (aussi leur description Discord), 100 caractères au plus : verb-help-<verbe>.

verb-help-big = Au lieu d'un meeple, poser votre grand meeple (il compte pour deux) sur une zone de votre tuile

## La description des paramètres de ses verbes, 100 caractères au plus : param-help-<verbe>-<paramètre>.

param-help-big-spot = La zone : route E, ville N, pré Es, abbaye

## Le nom de ses figurines : figure-name-<figurine>.

figure-name-big-meeple = grand meeple

## Ses suiveurs tels que les repères les nomment (landmarks.ftl) : lm-role-<figurine>,
## avec leur genre.

lm-role-big = grand meeple
    .gender = masc
