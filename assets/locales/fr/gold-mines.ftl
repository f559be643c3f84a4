# Les Mines d'or : tous les textes de cette extension seule (ses noms, les refus des
# règles, le récit, les boutons, ses règles en bref). en/gold-mines.ftl a les mêmes
# identifiants. Ce que partagent plusieurs extensions ou le jeu de base reste dans les
# fichiers par genre (terms.ftl, play.ftl…). Aucun nom français officiel n'a été
# trouvé : « Les Mines d'or » et « lingots d'or », comme le résumé des règles.

## Son mot tel que les joueurs le tapent (après `new`, dans les extensions de `/new`),
## séparés par des espaces : le premier est celui qu'on écrit, tous sont lus (spelling.rs).

expansion-typed-gold-mines = mines-d-or mines-dor or

## Son nom imprimé, tel que le disent tous les messages qui nomment l'extension.

expansion-title-gold-mines = Les Mines d'or

## Des mots à elle que ses messages partagent.

# Des lingots d'or, $count.
gm-ingots = { $count ->
        [one] un lingot d'or
       *[other] { $count } lingots d'or
    }
# Les lingots d'un joueur dans la colonne de réserve de la page du plateau.
gm-count = { $count ->
        [one] 1 lingot d'or
       *[other] { $count } lingots d'or
    }

## Les erreurs de règle du moteur (RuleError) : pourquoi un coup a été refusé. $x $y est une case.

rule-gm-no-gold = un lingot d'or ne se pose sur une tuile voisine qu'après une tuile au symbole de l'or
rule-gm-pending = posez d'abord le second lingot d'or sur une tuile autour de la tuile d'or
rule-gm-no-tile = aucune tuile en { $x } { $y }
rule-gm-not-neighbour = la tuile en { $x } { $y } n'est pas l'une des huit autour de la tuile d'or
# $typed : ce qui suit `lingot`.
notation-gm-cell = `lingot` prend une case, x et y, par ex. `lingot 1 -1`, pas `{ $typed }`

## Le récit : une phrase par événement. $name est le nom d'un joueur, $x $y la case
## d'une tuile, $count un nombre de lingots.

gm-placed = { $name } pose un lingot d'or sur la tuile en { $x } { $y }.
gm-taken = { $name } prend { gm-ingots } sur la tuile en { $x } { $y }.
gm-discarded = La partie est finie : { $count ->
        [one] le lingot d'or resté sur le plateau est retiré
       *[other] les { $count } lingots d'or restés sur le plateau sont retirés
    }.

## Ce que la partie attend. $name est qui doit agir ; $count combien de tuiles autour
## peuvent recevoir le lingot.

prompt-gold-ingot = { $name } : le symbole de l'or — un lingot est sur votre tuile ; posez le second sur l'une des { $count } tuiles autour, diagonales comprises (`lingot X Y`).
page-prompt-gold-ingot = { $name } : le symbole de l'or — un lingot est sur votre tuile ; posez le second sur l'une des { $count } tuiles autour, diagonales comprises : touchez une tuile éclairée ou choisissez ci-dessous.

## Libellés des choix en un clic (choices.rs) et de l'autocomplétion : la case $x $y de la tuile.

choice-gold = Lingot d'or sur la tuile en { $x } { $y }
# Sur un bouton, la tuile nommée par ce qui s'y trouve ($target : lm-named ou lm-short de lm-tile).
button-gold = Lingot d'or : { $target }

## Le titre de l'image pendant qu'on pose le second lingot ($who : qui le pose).

render-title-gold-ingot = { $who } : posez le second lingot d'or

## Les règles en bref (`règles`) : un message par paragraphe (2 000 caractères au plus chacun).

rules-gold-mines = Les Mines d'or : poser une tuile au symbole de l'or y met un lingot d'or ; avant votre figurine, posez-en un second sur l'une des tuiles posées autour, diagonales comprises (`lingot 1 -1` ; d'office s'il n'y en a qu'une). Les lingots appartiennent à leur tuile, pas à une zone. Quand une route, une ville ou une abbaye est achevée et évaluée, son majoritaire prend tous les lingots de ses tuiles (une abbaye : sa tuile et les huit autour) ; des joueurs à égalité, ou ceux de plusieurs zones achevées en même temps, les prennent un par un à partir du joueur actif. Une zone achevée sans personne ne prend rien : son or attend la suivante. En fin de partie, les lingots restés sur le plateau sont retirés et chacun marque les siens : de 1 à 3 lingots 1 point chacun, de 4 à 6 2 chacun, de 7 à 9 3 chacun, 10 ou plus 4 chacun (le barème de JCloisterZone).

## Les lignes d'aide de ses verbes (aussi leurs descriptions Discord), 100 caractères au plus : verb-help-<verbe>.

verb-help-gold = Après une tuile d'or, posez le second lingot d'or sur une tuile autour

## Les descriptions des paramètres de ses verbes, 100 caractères au plus : param-help-<verbe>-<paramètre>.

param-help-gold-cell = x,y d'une tuile posée autour de la tuile d'or, p. ex. 1,0 (choisir dans la liste)

## Ce que ses décisions font faire à leur joueur, dans une aide d'une ligne (suggest.rs) : suggest-doing-<étape>.

suggest-doing-gold-ingot = en train de poser un lingot d'or

## Ses catégories de points : category-title-<catégorie> (une colonne du tableau final,
## une ligne de /stats), scored-what-<quoi> (ce pour quoi le récit dit qu'elles ont été
## marquées ; $tiles, $count gagnants) et breakdown-category-<catégorie> (le décompte final).

category-title-gold = Or
scored-what-gold = { $count ->
        [one] ses lingots d'or
       *[other] leurs lingots d'or
    }
breakdown-category-gold = or
