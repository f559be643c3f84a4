# L'Abbé : tous les textes de cette extension seule, quoi qu'ils disent (ses noms, les
# refus des règles, le récit, les boutons, ses règles en bref, l'image). en/abbot.ftl a
# les mêmes identifiants. Ce que partagent plusieurs extensions ou le jeu de base reste
# dans les fichiers par genre (terms.ftl, play.ftl…).

## Son mot tel que les joueurs le tapent (après `new`, dans les extensions de `/new`),
## séparés par des espaces : le premier est celui qu'on écrit, tous sont lus (spelling.rs).

expansion-typed-abbot = abbé abbe

## Son nom imprimé, tel que le disent tous les messages qui nomment l'extension.

expansion-title-abbot = L'Abbé

## Les erreurs de règle du moteur (RuleError) : pourquoi un coup a été refusé.

rule-meeple-on-garden = seul un abbé se pose dans un jardin, pas un meeple
# $feature est la zone où l'abbé était envoyé (road, city, field).
rule-abbot-off-cloister = un abbé se pose dans une abbaye ou un jardin, pas { $feature-place ->
        [on] sur
       *[in] dans
    } { feature-a }
rule-abbot-on-board = votre abbé est déjà sur le plateau
rule-abbot-not-on-board = votre abbé n'est pas sur le plateau : il n'y a rien à reprendre
rule-abbot-held = votre abbé n'est pas dans votre réserve : un autre joueur le retient prisonnier
# $feature est la zone de l'abbé (monastery, garden).
rule-abbot-complete = { $feature ->
        [garden] le jardin
       *[monastery] l'abbaye
    } de votre abbé est { $feature ->
        [garden] complet
       *[monastery] complète
    } : { $feature ->
        [garden] il
       *[monastery] elle
    } rapporte ses points maintenant, et l'abbé ne peut pas être repris

## Le récit : une phrase par événement. $name est le nom d'un joueur.

abbot-placed = { $name } a posé son abbé { feature-on }.
# Les points suivent sur une ligne à part.
abbot-recalled = { $name } a repris son abbé en { $x } { $y }.

## Ce que la partie attend. $name est qui doit jouer.

# La reprise parmi les options d'une pose de figurine : $points, ce qu'elle rapporte.
option-recall = reprendre l'abbé (+{ $points })
option-recall-command = `recall` (+{ $points })

## Libellés des choix en un clic (choices.rs) et entrées de l'autocomplétion.

# $feature : monastery ou garden.
choice-abbot = Abbé { $feature ->
        [garden] sur le jardin
       *[monastery] sur l'abbaye
    }
# $points : ce que rapporte maintenant l'abbaye ou le jardin de l'abbé repris.
button-recall = Reprendre l'abbé (+{ $points })
# La reprise quand ses points ne sont pas connus (une liste de coups possibles).
choice-recall = Reprendre l'abbé


## La liste des réponses de l'étape des figurines, sur l'image.

# La reprise tapée : $command, `recall` tel que le lecteur l'écrit ; $points, ce qu'elle rapporte.
render-recall-command = { $command }  (+{ $points })
# La reprise là où le bouton de Discord « Reprendre l'abbé (+N) » répond : son premier
# mot, assez court pour une colonne de la liste.
render-recall-button = Reprendre (+{ $points })

## Les règles en bref (`rules`) : un message par paragraphe (2 000 caractères au plus chacun).

rules-abbot = L'Abbé : certaines tuiles montrent un jardin, où aucun meeple ne se pose. Après avoir posé une tuile, au lieu d'un meeple, vous pouvez poser votre abbé dans son abbaye ou son jardin (`abbot monastery`, `abbot garden`) ; ou, au lieu de poser une figurine, reprendre votre abbé du plateau (`recall`) : son abbaye ou son jardin rapporte aussitôt 1 point par tuile du carré de 3×3 qui l'entoure, et l'abbé retourne dans votre réserve. Un jardin rapporte comme une abbaye : 9 une fois entouré, autant que ses tuiles en fin de partie.

## Ses parties de tuile en mots (tile_words.rs) : une fois avec l'article, et au
## pluriel.

tile-a-garden = un jardin
tile-many-garden = jardins

## L'aide de ses verbes (aussi leur description Discord), 100 caractères au plus : verb-help-<verbe>.

verb-help-abbot = Au lieu d'un meeple, poser votre abbé dans l'abbaye ou le jardin de votre tuile
verb-help-recall = Au lieu d'une figurine, reprendre votre abbé : son abbaye ou son jardin rapporte aussitôt

## La description des paramètres de ses verbes, 100 caractères au plus : param-help-<verbe>-<paramètre>.

param-help-abbot-spot = Abbaye ou jardin, sur la tuile que vous avez posée

## Le nom de ses figurines : figure-name-<figurine>.

figure-name-abbot = abbé

## Ses catégories de points : category-title-<catégorie> (une colonne du tableau final,
## une ligne de /stats), scored-what-<quoi> (ce pour quoi le récit dit qu'elles ont été
## marquées ; $tiles, $count gagnants) et breakdown-category-<catégorie> (le décompte final).

category-title-garden = Jardins
scored-what-garden = un jardin
breakdown-category-garden = jardins

## Sa zone : feature-name-<zone>, avec sa grammaire (feature-name-road de terms.ftl).

feature-name-garden = jardin
    .gender = masc
    .place = in

## Ses suiveurs tels que les repères les nomment (landmarks.ftl) : lm-role-<figurine>,
## avec leur genre.

lm-role-abbot = abbé
    .gender = masc
