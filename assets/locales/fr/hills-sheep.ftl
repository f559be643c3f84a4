# Moutons et Collines : tous les textes de cette extension seule, quoi qu'ils disent (ses
# noms, les refus des règles, le récit, les boutons, ses règles en bref, l'image).
# en/hills-sheep.ftl a les mêmes identifiants. Un mot entre accents graves est une
# commande, écrite dans la notation canonique. Ce que partagent plusieurs extensions ou le
# jeu de base reste dans les fichiers par genre (terms.ftl, play.ftl…).

## Son mot tel que les joueurs le tapent (après `new`, dans les extensions de `/new`),
## séparés par des espaces : le premier est celui qu'on écrit, tous sont lus (spelling.rs).

expansion-typed-hills-sheep = moutons-collines moutons collines

## Son nom imprimé, tel que le disent tous les messages qui nomment l'extension.

expansion-title-hills-sheep = Moutons et Collines

## Les erreurs de règle du moteur (RuleError) : pourquoi un coup a été refusé.

rule-no-shepherd-left = votre berger est déjà sur le plateau
rule-shepherd-off-field = un berger se pose dans un pré, pas { $feature-place ->
        [on] sur
       *[in] dans
    } { feature-a }
rule-field-has-shepherd = ce pré a déjà un berger
rule-flock-choice-pending = choisissez d'abord : agrandir votre troupeau ou le rassembler
rule-no-flock-choice = il n'y a aucun troupeau à agrandir ou à rassembler maintenant

## La mise en place refusée (SetupError) : les extensions, options et tirages du terminal.

setup-bag-without-hills-sheep = des tirages fixés du sac de moutons demandent { $expansion }

## Le récit : une phrase par événement. $name est le nom d'un joueur.

tile-under-hill = { $name } a pioché une colline : la tuile suivante se glisse dessous, face cachée.
tile-from-under-hill = La tuile cachée sous la colline { ELIDE("de", $name) } retourne avec elle dans la pioche, face cachée.
shepherd-placed = { $name } a posé son berger { feature-on }.
wolf-drawn = { $name } a tiré un loup !
sheep-drawn = { $name } a tiré { $sheep ->
        [one] { $sheep } mouton
       *[other] { $sheep } moutons
    } pour son troupeau.
flock-chased = Le loup renvoie { $count ->
        [one] le berger
       *[other] les bergers
    } { ELIDE("de", $names) } dans la réserve.
flock-lost = Le loup disperse { $sheep ->
        [one] { $sheep } mouton
       *[other] { $sheep } moutons
    } ; { $count ->
        [one] le berger { ELIDE("de", $names) } retourne
       *[other] les bergers { ELIDE("de", $names) } retournent
    } dans la réserve.

## Ce que la partie attend. $name est qui doit jouer.

prompt-flock = { $name } : la tuile agrandit le pré de votre berger — `grow` (tirer un jeton du sac) ou `herd` (rassembler le troupeau).

## Boutons que l'image nomme aussi sous la tuile en attente (render/panel.rs lit ces
## identifiants : l'image et les boutons disent toujours les mêmes mots).

choice-grow = Agrandir le troupeau
choice-herd = Rassembler le troupeau

## Les tuiles en mots : les parties qu'une tuile montre (tile_words.rs), comptées puis
## réunies.

# Une tuile d'une seule partie ($tile, en mots) sur une colline.
tile-on-a-hill = { $tile } sur une colline

## Libellés des autres choix en un clic (choices.rs) et le choix de l'orientation.

choice-shepherd = Berger : { $spot }

## Les règles en bref (`rules`) : un message par paragraphe (2 000 caractères au plus chacun).

rules-hills-sheep = Moutons et Collines : au lieu d'un meeple, votre berger peut aller sur un pré de votre tuile ; il pioche aussitôt un jeton du sac (1 à 4 moutons ou un loup). Quand votre tuile agrandit son pré, agrandissez le troupeau (piochez encore) ou rassemblez-le (ses bergers marquent 1 par mouton et retournent dans la réserve). Un loup renvoie les bergers du pré dans leur réserve. Une colline recouvre la tuile suivante et départage en sa faveur une égalité pour un meeple posé dessus ; un vignoble à côté d'une abbaye lui ajoute 3 à son achèvement.

## Sous les joueurs, joints par « · » tant que la ligne tient.

render-sheep-bag = Sac : { $n }

## Ce qui doit se passer maintenant, et par qui : le titre au-dessus de la tuile en attente.

render-title-flock = Berger { ELIDE("de", $who) } : agrandir le troupeau ou le rassembler

## Ses parties de tuile en mots (tile_words.rs) : une fois avec l'article, et au
## pluriel.

tile-a-vineyard = un vignoble
tile-many-vineyard = vignobles
tile-a-hill = une colline
tile-many-hill = collines

## L'invite de la page du plateau : celle du salon, qui nomme les boutons de la page et non des commandes.
page-prompt-flock = { $name } : la tuile agrandit le pré de votre berger — « { choice-grow } » (tirer un jeton du sac) ou « { choice-herd } » (marquer les points du troupeau).

## L'aide de ses verbes (aussi leur description Discord), 100 caractères au plus : verb-help-<verbe>.

verb-help-shepherd = Poser votre berger sur un pré de votre tuile ; il pioche aussitôt
verb-help-grow = Votre tuile a agrandi le pré de votre berger : piochez pour le troupeau
verb-help-herd = Rassembler le troupeau de votre berger pour marquer ; ses bergers retournent dans la réserve

## La description des paramètres de ses verbes, 100 caractères au plus : param-help-<verbe>-<paramètre>.

param-help-shepherd-spot = Le pré : par ex. pré Es

## Ce que ses décisions font faire, dans une indication d'une ligne (suggest.rs) : suggest-doing-<étape>.

suggest-doing-flock = en train d'agrandir ou de rassembler { $whose ->
        [your] votre
        [many] leur
       *[one] son
    } troupeau

## Le nom de ses figurines : figure-name-<figurine>.

figure-name-shepherd = berger

## Ce que change son option (options-option, rules-option de commands.ftl) : option-meaning-<option>.

option-meaning-hill_count = en cas d'égalité sur une route, une ville ou un pré, celui qui y a le plus de meeples sur des tuiles colline l'emporte (sans elle, un seul meeple sur une colline suffit, quel que soit le nombre des autres)

## Ce que montrent ses images, après rules-board des règles : rules-board-expansion-<mot>.

rules-board-expansion-hills-sheep = Une colline est un monticule vert sombre, un vignoble des grappes violettes ; un berger porte un large chapeau et une houlette, la taille de son troupeau sur la toison blanche à côté.

## Ses catégories de points : category-title-<catégorie> (une colonne du tableau final,
## une ligne de /stats), scored-what-<quoi> (ce pour quoi le récit dit qu'elles ont été
## marquées ; $tiles, $count gagnants) et breakdown-category-<catégorie> (le décompte final).

category-title-sheep = Moutons
scored-what-sheep = { $count ->
        [one] son troupeau
       *[other] leur troupeau
    }
breakdown-category-sheep = moutons
