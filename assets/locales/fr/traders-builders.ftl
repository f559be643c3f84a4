# Marchands et Bâtisseurs : tous les textes de cette extension seule, quoi qu'ils disent
# (ses noms, les refus des règles, le récit, les boutons, ses règles en bref, l'image).
# en/traders-builders.ftl a les mêmes identifiants. Ce que partagent plusieurs extensions
# ou le jeu de base reste dans les fichiers par genre (terms.ftl, play.ftl…).

## Son mot tel que les joueurs le tapent (après `new`, dans les extensions de `/new`),
## séparés par des espaces : le premier est celui qu'on écrit, tous sont lus (spelling.rs).

expansion-typed-traders-builders = marchands-bâtisseurs marchands-batisseurs marchands

## Son nom imprimé, tel que le disent tous les messages qui nomment l'extension.

expansion-title-traders-builders = Marchands et Bâtisseurs

## Ses choses. $good : wine, grain ou cloth.

good-name = { $good ->
        [wine] vin
        [grain] blé
       *[cloth] tissu
    }
# Un nombre de jetons d'une marchandise : « 2 vin ».
goods-count = { $count } { good-name }
# Les marchandises d'un joueur, en liste, ou aucune.
goods-none = aucune marchandise

## Les erreurs de règle du moteur (RuleError) : pourquoi un coup a été refusé. $figure : builder ou pig.

rule-tb-on-board = votre { tb-figure-name } est déjà sur le plateau
# $feature : la zone où il était envoyé.
rule-tb-wrong-feature = { $figure ->
        [builder] un bâtisseur se pose sur une route ou dans une ville
       *[pig] un cochon se pose dans un pré
    }, pas { $feature-place ->
        [on] sur
       *[in] dans
    } { feature-a }
rule-tb-no-follower = { $figure ->
        [builder] un bâtisseur se pose seulement sur une route ou dans une ville où vous avez déjà un meeple
       *[pig] un cochon se pose seulement dans un pré où vous avez déjà un paysan
    }
# $feature : road ou city.
rule-tb-complete = { $feature ->
        [road] cette route est complète
       *[city] cette ville est complète
    } : elle rapporte ses points maintenant

## Le récit : une phrase par événement. $name est le nom d'un joueur.

tb-placed = { $name } a posé son { tb-figure-name } { feature-on }.
tb-went-home = Le { tb-figure-name } { ELIDE("de", $name) } retourne dans sa réserve depuis { $x } { $y }.
# $goods : les jetons pris, en liste (« 1 vin et 1 tissu »).
tb-goods-taken = { $name } a achevé la ville et prend { $goods }.
tb-second-tile = Bâtisseur { ELIDE("de", $name) } : { $name } joue une seconde tuile.
# $names : qui en a le plus ; $held : combien de jetons chacun ; $count : combien de joueurs.
tb-majority = Le plus de { good-name } ({ $held }) : { $names } { $count ->
        [one] marque
       *[other] marquent
    } 10 points.
tb-majority-none = Personne n'a de { good-name }.
# $cities : villes achevées bordant le pré du cochon, 1 point chacune.
tb-pig-fed = Cochon { ELIDE("de", $name) } : +{ $cities } pour le pré ({ $cities } { $cities ->
        [one] ville
       *[other] villes
    }).

## Libellés des choix en un clic (choices.rs) et entrées de l'autocomplétion.

# $spot : la case telle que le lecteur la tape (ville N, pré So).
choice-builder = Bâtisseur : { $spot }
choice-pig = Cochon : { $spot }

## Ce que la partie attend.

# La seconde tuile du tour d'un bâtisseur, dite dans l'invite.
prompt-second-tile = (seconde tuile : le bâtisseur)

## L'image : les marchandises dans l'en-tête et les figurines en réserve.

render-goods = { $wine }/{ $grain }/{ $cloth }

## Les règles en bref (`rules`) : un message par paragraphe (2 000 caractères au plus chacun).

rules-traders-builders = Marchands et Bâtisseurs : certaines villes montrent une marchandise (vin, blé ou tissu). Qui pose la tuile qui achève une ville prend ses marchandises, même sans meeple dedans ; en fin de partie, le plus de jetons de chaque marchandise rapporte 10 points (chaque joueur à égalité marque les 10). Au lieu d'un meeple, vous pouvez poser votre bâtisseur sur la route ou dans la ville de votre tuile où vous avez déjà un meeple (`builder road E`) : à chaque tour suivant où votre tuile prolonge cette route ou cette ville, vous jouez aussitôt une seconde tuile (une fois par tour). Ou poser votre cochon dans un pré de votre tuile où vous avez déjà un paysan (`pig field Sw`) : en fin de partie, si ce pré vous rapporte, chaque ville achevée qui le borde vous donne 4 points au lieu de 3. Le bâtisseur retourne dans votre réserve quand sa route ou sa ville est évaluée, et chacun des deux quand vous n'avez plus de meeple à côté.

## L'invite de la page du plateau pour une tuile à poser qui est la seconde tuile d'un bâtisseur.
page-prompt-second-tile = Votre bâtisseur vous a valu cette seconde tuile.

## L'aide de ses verbes (aussi leur description Discord), 100 caractères au plus : verb-help-<verbe>.

verb-help-builder = Au lieu d'un meeple, poser votre bâtisseur près de votre meeple (route ou ville de votre tuile)
verb-help-pig = Au lieu d'un meeple, poser votre cochon près de votre paysan, dans un pré de votre tuile

## La description des paramètres de ses verbes, 100 caractères au plus : param-help-<verbe>-<paramètre>.

param-help-builder-spot = Une route ou une ville de la tuile posée, où vous avez un meeple
param-help-pig-spot = Un pré de la tuile posée, où vous avez un paysan

## Le nom de ses figurines : figure-name-<figurine>.

figure-name-builder = bâtisseur
figure-name-pig = cochon
# L'une d'elles par son mot ($figure : builder, pig), pour les messages de ce fichier.
tb-figure-name = { $figure ->
         [builder] { figure-name-builder }
        *[pig] { figure-name-pig }
    }

## Ses catégories de points : category-title-<catégorie> (une colonne du tableau final,
## une ligne de /stats), scored-what-<quoi> (ce pour quoi le récit dit qu'elles ont été
## marquées ; $tiles, $count gagnants) et breakdown-category-<catégorie> (le décompte final).

category-title-goods = Marchandises
# (Pas dit aujourd'hui : le récit laisse les majorités de marchandises au tableau final.)
scored-what-goods = les majorités de marchandises
breakdown-category-goods = marchandises
