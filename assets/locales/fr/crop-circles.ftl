# Cercles de culture : tous les textes de cette extension seule (ses noms, les refus des
# règles, le récit, les boutons, ses règles en bref). en/crop-circles.ftl a les mêmes
# identifiants. Ce que partagent plusieurs extensions ou le jeu de base reste dans les
# fichiers par genre (terms.ftl, play.ftl…).

## Son mot tel que les joueurs le tapent (après `new`, dans les extensions de `/new`),
## séparés par des espaces : le premier est celui qu'on écrit, tous sont lus (spelling.rs).

expansion-typed-crop-circles = cercles-de-culture cercles cercle crop-circles

## Son nom imprimé, tel que le disent tous les messages qui nomment l'extension (nom
## français officiel non trouvé : docs/rules.md).

expansion-title-crop-circles = Cercles de culture

## Des mots à elle que ses messages partagent.

# Les suiveurs que vise un cercle ($circle : rake, club ou shield), au pluriel.
cc-kind = { $circle ->
        [rake] paysans
        [club] brigands
       *[shield] chevaliers
    }
# L'un d'eux.
cc-one = { $circle ->
        [rake] un paysan
        [club] un brigand
       *[shield] un chevalier
    }
# Le motif du cercle.
cc-circle = { $circle ->
        [rake] la fourche
        [club] la massue
       *[shield] le bouclier
    }
# Où se tient un des suiveurs du type du joueur interrogé, dans une invite : $spot en
# mots, sa case $x $y.
cc-post = { $spot } en { $x } { $y }
cc-posts-none = aucun sur le plateau

## Les erreurs de règle du moteur (RuleError) : pourquoi un coup a été refusé. $x $y
## $spot nomment une zone du plateau ; $figure le nom d'une figurine.

rule-cc-no-circle = on n'ajoute ni ne reprend de suiveur qu'après une tuile à cercle de culture
rule-cc-pending = l'action du cercle de culture passe d'abord
rule-cc-no-feature = aucune zone en { $x } { $y } { $spot }
rule-cc-not-yours = aucun de vos suiveurs du type du cercle n'est en { $x } { $y } { $spot }
rule-cc-none-in-supply = il ne vous reste aucun { $figure } en réserve
rule-cc-cannot-stand = un { $figure } ne se pose pas sur { feature-a }
# $typed : ce qui suit `cercle`.
notation-cc-mode = `cercle` prend ajouter ou retirer, pas `{ $typed }`

## Le récit : une phrase par événement. $name est le nom d'un joueur ; $circle rake,
## club ou shield ; $mode add ou remove ; $figure le nom d'une figurine ; $x $y une case,
## $spot un lieu en mots.

cc-chosen = { $name } choisit pour { cc-circle } : { $mode ->
        [add] chaque joueur ajoute { cc-one }
       *[remove] chaque joueur reprend { cc-one }
    }.
cc-added = { $name } ajoute un { $figure } en { $x } { $y } ({ $spot }).
cc-removed = { $name } reprend un { $figure } en { $x } { $y } ({ $spot }).
cc-declined = { $name } n'ajoute rien.

## Ce que la partie attend. $name est qui doit agir ; $circle le type du cercle ; $posts
## où sont ses suiveurs de ce type (cc-post, ou cc-posts-none).

prompt-circle = { $name } : un cercle de culture, { cc-circle } — choisissez : chaque joueur ajoute { cc-one } à côté d'un des siens, ou chaque joueur en reprend un (`cercle ajouter`, `cercle retirer`). Vos { cc-kind } : { $posts }.
prompt-circle-adding = { $name } : le cercle de culture — ajoutez { cc-one } de votre réserve à l'emplacement d'un des vôtres (`ajouter X Y LIEU`), ou `passer`. Vos { cc-kind } : { $posts }.
prompt-circle-removing = { $name } : le cercle de culture — reprenez un de vos { cc-kind } (`retirer X Y LIEU`). Vos { cc-kind } : { $posts }.
page-prompt-circle = { $name } : un cercle de culture, { cc-circle } — choisissez : chaque joueur ajoute { cc-one } à côté d'un des siens, ou chaque joueur en reprend un. Vos { cc-kind } : { $posts }.
page-prompt-circle-adding = { $name } : le cercle de culture — ajoutez { cc-one } de votre réserve à l'emplacement d'un des vôtres : touchez un emplacement numéroté ou choisissez ci-dessous, ou passez. Vos { cc-kind } : { $posts }.
page-prompt-circle-removing = { $name } : le cercle de culture — reprenez un de vos { cc-kind } : touchez un emplacement numéroté ou choisissez ci-dessous. Vos { cc-kind } : { $posts }.

## Libellés des choix en un clic (choices.rs) et de l'autocomplétion : $figure-name la
## figurine, $spot la zone en mots, sa case $x $y.

choice-circle-add = Chaque joueur ajoute un suiveur
choice-circle-remove = Chaque joueur reprend un suiveur
choice-circle-join = Ajouter un { $figure-name } : { $spot } en { $x } { $y }
choice-circle-leave = Reprendre le { $figure-name } : { $spot } en { $x } { $y }
# Sur un bouton, la zone nommée par ce qui s'y trouve ($target : lm-named ou lm-short),
# comme les autres cibles du plateau.
button-circle-join = Ajouter un { $figure-name } : { $target }
button-circle-leave = Reprendre le { $figure-name } : { $target }
# Le bouton pour passer à l'ajout d'un cercle de culture.
button-pass-circle-adding = Passer (ne rien ajouter)

## Les titres de l'image pendant l'action du cercle ($who : qui agit).

render-title-circle = { $who } : chacun ajoute ou reprend
render-title-circle-adding = { $who } : ajoutez un suiveur, ou passez
render-title-circle-removing = { $who } : reprenez un suiveur

## Les règles en bref (`règles`) : un message par paragraphe (2 000 caractères au plus chacun).

rules-crop-circles = Cercles de culture : six tuiles avec un cercle de culture au milieu, de trois motifs — une fourche (paysans), une massue (brigands, sur les routes) ou un bouclier (chevaliers). Le cercle n'accueille aucune figurine et termine les routes et les prés qui le touchent. Après le tour d'une tuile à cercle (tuile, figurine, évaluation), son joueur choisit : chaque joueur ajoute un suiveur de ce type de sa réserve à l'emplacement d'un des siens (`cercle ajouter`), ou chaque joueur en reprend un (`cercle retirer`). Puis chacun à son tour, du suivant jusqu'au poseur en dernier, le fait : `ajouter 2 -1 route E` (un grand meeple : `ajouter 2 -1 route E grand`), qu'on peut refuser avec `passer` ; ou `retirer 2 -1 route E`, obligatoire. Un joueur sans suiveur du type sur le plateau ne fait rien ; si personne n'en a, rien n'est demandé. Rien n'est évalué ensuite.

## Les lignes d'aide de ses verbes (aussi leurs descriptions Discord), 100 caractères au plus : verb-help-<verbe>.

verb-help-crop = Après une tuile à cercle : chaque joueur ajoute un suiveur, ou chaque joueur en reprend un
verb-help-add = Au cercle de culture, ajoutez un suiveur à l'emplacement d'un des vôtres de son type
verb-help-remove = Au cercle de culture, reprenez un de vos suiveurs de son type

## Les descriptions des paramètres de ses verbes, 100 caractères au plus : param-help-<verbe>-<paramètre>.

param-help-crop-choice = ajouter ou retirer (choisir dans la liste)
param-help-add-target = x,y et l'emplacement d'un de vos suiveurs, p. ex. 1,0 route E (choisir dans la liste)
param-help-remove-target = x,y et l'emplacement d'un de vos suiveurs, p. ex. 1,0 route E (choisir dans la liste)

## Ce que ses décisions font faire à leur joueur, dans une aide d'une ligne (suggest.rs) : suggest-doing-<étape>.

suggest-doing-circle = en train de choisir l'action du cercle de culture
suggest-doing-circle-adding = en train d'ajouter un suiveur au cercle de culture
suggest-doing-circle-removing = en train de reprendre un suiveur au cercle de culture
