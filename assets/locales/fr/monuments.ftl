# Monuments : tous les textes de cette extension seule, quoi qu'ils disent (ses noms, les
# refus des règles, le récit, les boutons, ses règles en bref, l'image). en/monuments.ftl
# a les mêmes identifiants. Un mot entre accents graves est une commande, écrite dans la
# notation canonique. Ce que partagent plusieurs extensions ou le jeu de base reste dans
# les fichiers par genre (terms.ftl, play.ftl…).

## Son mot tel que les joueurs le tapent (après `new`, dans les extensions de `/new`),
## séparés par des espaces : le premier est celui qu'on écrit, tous sont lus (spelling.rs).

expansion-typed-monuments = monuments

## Son nom imprimé, tel que le disent tous les messages qui nomment l'extension.

expansion-title-monuments = Monuments

## Ses noms (le mot du moteur pour la chose est l'argument).

monument-title = { $monument ->
        [cathedral] Cathédrale
        [arena] Arène
        [lighthouse] Phare
       *[library] Grande Bibliothèque
    }

## Les erreurs de règle du moteur (RuleError) : pourquoi un coup a été refusé.

rule-no-monument-placed = un architecte se pose sur le monument que vous venez de poser ; votre tuile n'est pas un monument
rule-no-such-objective = un monument a les objectifs 1 à 4, pas { $n }
# $monument est le mot du monument (cathedral…).
rule-monument-not-on-board = { tile-the-monument } n'est pas sur le plateau
rule-no-cube-left = il ne vous reste aucun cube
rule-objective-closed = l'objectif { $n } { tile-of-the-monument } n'accepte pas de cube : il est complet, ou la tuile que vous avez posée n'est pas ce monument et ne remplit aucune de ses cases

## La mise en place refusée (SetupError) : les extensions, options et tirages du terminal.

setup-large-tile-in-stack = { $tile } se joue quand son jeton est tiré : mettez plutôt { $token } dans l'ordre de tirage

## Des mots tapés qui ne sont pas une action (ParseActionError de la notation) ; $word
## est le mot fautif, cité.

notation-cube-arity = `cube` prend un monument et un objectif de 1 à 4, par exemple `cube cathedral 2`
notation-monument = `{ $word }` n'est pas un monument : dites { $words }

## Le récit : une phrase par événement. $name est le nom d'un joueur.

# Un monument après « de » : « de la Cathédrale », « du Phare ».
monument-of = { $monument ->
        [cathedral] de la Cathédrale
        [arena] de l'Arène
        [lighthouse] du Phare
       *[library] de la Grande Bibliothèque
    }
monument-the = { $monument ->
        [cathedral] la Cathédrale
        [arena] l'Arène
        [lighthouse] le Phare
       *[library] la Grande Bibliothèque
    }
architect-placed = { $name } a posé un architecte sur { monument-the }.
cube-placed = { $name } a posé un cube sur l'objectif { $objective } { monument-of }.
cube-automatic = La tuile { ELIDE("de", $name) } remplit l'objectif { $objective } { monument-of } : un de ses cubes s'y ajoute.
objective-completed = L'objectif { $objective } { monument-of } est rempli : { $paid }.
objective-no-cube = aucun cube dessus
reward = { $n } { $reward ->
        [points] { $n ->
            [one] point
           *[other] points
        }
        [fame] { $n ->
            [one] jeton Renommée
           *[other] jetons Renommée
        }
       *[bridges] { $n ->
            [one] pont
           *[other] ponts
        }
    }
# La part d'un joueur d'un objectif rempli dans $paid : $name, et ce que ses cubes lui
# rapportent ($reward, $n).
objective-paid = { $name } { $reward ->
        [points] marque
       *[other] reçoit
    } { reward }
monument-completed = { $monument ->
        [cathedral] La Cathédrale est achevée !
        [arena] L'Arène est achevée !
        [lighthouse] Le Phare est achevé !
       *[library] La Grande Bibliothèque est achevée !
    }

## Ce que la partie attend. $name est qui doit jouer.

option-cube = un cube sur l'objectif { $objective } { monument-of }
option-architect = { $mark } l'architecte

## Libellés des choix en un clic (l'image les nomme ainsi aussi, render/choice_words.rs).

choice-architect = Architecte
# Un cube sur l'objectif $n de la carte du monument $monument (monument-title).
choice-cube = Cube : { monument-title } { $n }

## Les tuiles en mots : les parties qu'une tuile montre (tile_words.rs), comptées puis
## réunies.

# Un monument ($monument = cathedral…) avec son article.
tile-the-monument = { $monument ->
        [arena] l'{ monument-title }
        [lighthouse] le { monument-title }
       *[other] la { monument-title }
    }
# Un monument ($monument) après un nom : « de la Cathédrale », « du Phare ».
tile-of-the-monument = { $monument ->
        [arena] de l'{ monument-title }
        [lighthouse] du { monument-title }
       *[other] de la { monument-title }
    }
# La grande tuile d'un monument, et avec ses parties ($parts, en mots).
tile-monument = { tile-the-monument }, une grande tuile
tile-monument-with = { tile-the-monument }, une grande tuile avec { $parts }
# Le jeton d'un monument ($monument), la petite tuile tirée de la pioche.
tile-token = le jeton { tile-of-the-monument } (posé comme sa grande tuile)

## L'autocomplétion (suggest.rs) : les noms des suggestions et les indications qui disent
## pourquoi il n'y en a pas.

# L'objectif d'un monument ($monument, $n) et sa récompense par cube ($amount de $reward).
suggest-objective = { monument-title } { $n } — { $amount } { $reward ->
        [points] { $amount ->
            [1] point
           *[other] points
        }
        [fame] { $amount ->
            [1] jeton Renommée
           *[other] jetons Renommée
        }
       *[bridges] { $amount ->
            [1] pont
           *[other] ponts
        }
    } par cube

## Les règles en bref (`rules`) : un message par paragraphe (2 000 caractères au plus chacun).

rules-monuments = Monuments : un monument est une tuile de 2×2 posée par sa case en haut à gauche, avec quatre objectifs (des cases autour de lui). Après avoir posé une tuile, vous pouvez mettre votre architecte sur le monument que vous venez de poser, ou un cube sur un objectif que votre tuile atteint. Quand toutes les cases d'un objectif sont remplies, chaque cube rapporte sa récompense (des points, un jeton Renommée ou un pont) ; le quatrième achève le monument : 40 pour son architecte. Les jetons Renommée rapportent en fin de partie.

## Ce qui doit se passer maintenant, et par qui : le titre au-dessus de la tuile en attente.

# La grande tuile d'un monument en main ; $monument est le mot du moteur (cathedral…).
render-title-monument = { $who } pose { $monument ->
        [arena] l'{ monument-title }
        [lighthouse] le { monument-title }
       *[other] la { monument-title }
    } par sa case en haut à gauche :
render-title-monument-short = { $who } pose { $monument ->
        [arena] l'{ monument-title }
        [lighthouse] le { monument-title }
       *[other] la { monument-title }
    } :

## La légende des objectifs des monuments, sous le plateau.

render-objectives-title = Objectifs { $monument ->
        [arena] de l'{ monument-title }
        [lighthouse] du { monument-title }
       *[other] de la { monument-title }
    }
render-reward-per-cube = récompense par cube
# $kind : points, fame (jetons Renommée, dits « Renommée » pour tenir dans la légende)
# ou bridges (ponts).
render-reward = { $kind ->
        [points] { $n ->
            [one] { $n } point
           *[other] { $n } points
        }
        [fame] { $n } Renommée
       *[bridges] { $n ->
            [one] { $n } pont
           *[other] { $n } ponts
        }
    }
# Où se trouvent les cases à remplir autour du monument ; $direction vaut north, north-east…
render-direction = { $direction ->
        [north] au nord
        [north-east] au nord-est
        [east] à l'est
        [south-east] au sud-est
        [south] au sud
        [south-west] au sud-ouest
        [west] à l'ouest
       *[north-west] au nord-ouest
    }
# $place : une direction, ou plusieurs jointes (« au nord et à l'est »). Sans verbe
# (« 3 cases au sud ») : la légende n'a pas la place d'un « remplir » à côté des cubes.
render-fill = { $cells } { $cells ->
        [one] case
       *[other] cases
    } { $place }
render-fill-corners = { $cells } coins
# Chaque case a sa tuile : l'objectif rapporte à la fin de l'évaluation du tour.
render-filled = rempli : rapporte ce tour-ci
render-done = atteint ✓
# Devant les cubes qu'un objectif qui vient d'être atteint a payés.
render-paid = payé

## La colonne de réserve de la page du plateau : les cubes qu'il reste à un joueur, les jetons Renommée gagnés.

page-supply-cubes = { $count ->
        [one] { $count } cube
       *[other] { $count } cubes
    }
page-supply-fame = { $count } { $count ->
        [one] jeton Renommée
       *[other] jetons Renommée
    }

## L'aide de ses verbes (aussi leur description Discord), 100 caractères au plus : verb-help-<verbe>.

verb-help-architect = Poser un meeple en architecte sur le monument que vous venez de poser : 40 à son achèvement
verb-help-cube = Au lieu d'un meeple, un cube sur un objectif que votre tuile atteint : sa récompense une fois rempli

## La description des paramètres de ses verbes, 100 caractères au plus : param-help-<verbe>-<paramètre>.

param-help-cube-objective = Le monument et le numéro de l'objectif, par ex. cathédrale 2 (choisissez dans la liste)

## Ses catégories de points : category-title-<catégorie> (une colonne du tableau final,
## une ligne de /stats), scored-what-<quoi> (ce pour quoi le récit dit qu'elles ont été
## marquées ; $tiles, $count gagnants) et breakdown-category-<catégorie> (le décompte final).

category-title-monuments = Monuments
category-title-fame = Renommée
scored-what-monuments = { $count ->
        [one] son architecte
       *[other] leur architecte
    }
scored-what-fame = { $count ->
        [one] ses jetons Renommée
       *[other] leurs jetons Renommée
    }
breakdown-category-monuments = monuments
breakdown-category-fame = renommée
