# Les Bacs : tous les textes de cette extension seule (ses noms, les refus de la règle, la
# narration, les boutons, sa règle en bref). en/ferries.ftl a les mêmes identifiants.
# Le nom français officiel n'a pas été trouvé (résumé des règles) : « Les Bacs », le bac
# étant le bateau sur le lac.

## Son mot tel que les joueurs le tapent (après `new`, dans les extensions de /new),
## séparés par des espaces : le premier est celui écrit, tous sont lus (spelling.rs).

expansion-typed-ferries = bacs bac ferries

## Son nom imprimé, tel que le dit chaque message qui nomme l'extension.

expansion-title-ferries = Les Bacs

## Mots à elle que ses messages partagent.

# Une tuile à lac en mots : $roads routes (3 ou 4) aboutissent à son lac ; $city vaut yes avec un bout de ville.
fr-tile = { $city ->
        [yes] un bout de ville et trois routes vers un lac à bac
       *[no] { $roads ->
            [3] trois
           *[other] quatre
        } routes vers un lac à bac
    }

## Les refus de la règle (RuleError). $x $y est une case, $side la lettre d'un côté (N, E, S, W).

rule-fr-no-ferry = un bac ne se pose sur un lac qu'après une tuile à lac, ou ne se déplace que quand une route qui y mène est prolongée
rule-fr-place-pending = posez d'abord le bac sur le lac
rule-fr-move-pending = déplacez d'abord un bac ou laissez-les où ils sont (`passer`)
rule-fr-not-new-lake = le nouveau bac va sur la tuile à lac que vous venez de poser, pas en { $x } { $y }
rule-fr-no-lake = aucune tuile à lac en { $x } { $y }
rule-fr-not-reached = le bac en { $x } { $y } ne peut pas bouger : aucune route de la tuile posée ne l'atteint en premier
rule-fr-no-road-end = aucune route n'aboutit au lac du côté { $side ->
        [N] nord
        [E] est
        [S] sud
       *[W] ouest
    }
rule-fr-unchanged = le bac en { $x } { $y } relie déjà ces bouts de route
# $typed : ce qui suivait `bac`.
notation-fr-form = `bac` prend une case et deux bouts de route, par ex. `bac 0 1 E O`, pas `{ $typed }`
notation-fr-same-end = un bac relie deux bouts de route différents, pas { $side ->
        [N] N
        [E] E
        [S] S
       *[W] O
    } avec lui-même

## Narration : une phrase par événement. $name est le nom d'un joueur, $x $y la case d'un
## lac, $a et $b les deux bouts de route que relie le bac (lettres de côté).

fr-placed = { $name } pose le bac en { $x } { $y } sur les bouts { $a ->
        [N] nord
        [E] est
        [S] sud
       *[W] ouest
    } et { $b ->
        [N] nord
        [E] est
        [S] sud
       *[W] ouest
    }.
fr-moved = { $name } déplace le bac en { $x } { $y } sur les bouts { $a ->
        [N] nord
        [E] est
        [S] sud
       *[W] ouest
    } et { $b ->
        [N] nord
        [E] est
        [S] sud
       *[W] ouest
    }.
fr-kept = { $name } laisse les bacs où ils sont.

## Ce qu'attend la partie. $name est qui doit agir ; $count combien de déplacements sont proposés.

prompt-ferry-place = { $name } : posez le bac sur votre lac, reliant deux de ses bouts de route (`bac X Y BOUT BOUT`) ; les autres bouts s'arrêtent au lac.
page-prompt-ferry-place = { $name } : posez le bac sur votre lac, reliant deux de ses bouts de route : choisissez ci-dessous.
prompt-ferry-move = { $name } : votre tuile prolonge une route jusqu'à un bac — déplacez-le sur deux autres bouts de route de son lac (`bac X Y BOUT BOUT`, { $count ->
        [one] { $count } façon
       *[other] { $count } façons
    }), ou laissez les bacs où ils sont (`passer`).
page-prompt-ferry-move = { $name } : votre tuile prolonge une route jusqu'à un bac — déplacez-le sur deux autres bouts de route de son lac, ou laissez les bacs où ils sont : choisissez ci-dessous.

## Libellés des choix en un clic (choices.rs) et entrées d'autocomplétion : la case du lac
## $x $y, les deux bouts de route $side et $other (lettres de côté).

choice-ferry = Bac en { $x } { $y } : bouts { $side ->
        [N] nord
        [E] est
        [S] sud
       *[W] ouest
    } et { $other ->
        [N] nord
        [E] est
        [S] sud
       *[W] ouest
    }
# Sur un bouton, le lac nommé par ce qui s'y trouve ($target : lm-named ou lm-short de lm-tile).
button-ferry = Bac, bouts { $side ->
        [N] nord
        [E] est
        [S] sud
       *[W] ouest
    } et { $other ->
        [N] nord
        [E] est
        [S] sud
       *[W] ouest
    } : { $target }

# Le bouton qui refuse un déplacement : `passer` laisse chaque bac où il est.
button-pass-ferry-move = Laisser les bacs

## Le titre de l'image pendant ses décisions ($who : qui décide).

render-title-ferry-place = { $who } : posez le bac sur le lac
render-title-ferry-move = { $who } : déplacez un bac, ou laissez-les

## La règle en bref (`rules`) : un message par paragraphe (2 000 caractères au plus chacun).

rules-ferries = Les Bacs : toutes les routes d'une tuile à lac aboutissent à son lac. Après votre figurine (un meeple peut prendre l'un de ces bouts de route, jamais le bac), posez le bac du lac sur deux de ses bouts de route, à votre choix, en ligne droite aussi sur le lac à quatre routes (`bac 1 0 E O`) : ils ne font plus qu'une route ; les autres bouts s'arrêtent au lac. Ensuite, quand votre tuile prolonge une route qui atteint un bac, vous pouvez déplacer le premier bac rencontré dans chaque sens de la route sur deux autres bouts de route de son lac (`bac X Y BOUT BOUT`), ou laisser les bacs (`passer`) ; chaque bac ne bouge qu'une fois par tour, et un déplacement qui met un autre bac à portée le propose ensuite. Une route qui s'arrête à un lac sans le bac de ce côté n'atteint aucun bac. Un déplacement peut couper une route et en relier une autre : une route qu'il ferme est évaluée aussitôt. Les routes comptent comme d'habitude, chaque tuile à lac une fois ; les bacs ne rapportent rien eux-mêmes.

## Aide de ses verbes (aussi leur description Discord), 100 caractères au plus : verb-help-<verbe>.

verb-help-ferry = Posez le bac du nouveau lac sur deux bouts de route, ou déplacez un bac atteint

## Description des paramètres de ses verbes, 100 caractères au plus : param-help-<verbe>-<paramètre>.

param-help-ferry-ferry = x,y du lac et deux bouts de route, p. ex. 1,0 E O (choisir dans la liste)

## Ce que font les joueurs pendant ses décisions, en une ligne (suggest.rs) : suggest-doing-<étape>.

suggest-doing-ferry-place = en train de poser un bac sur un lac
suggest-doing-ferry-move = en train de déplacer un bac
