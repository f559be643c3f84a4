# Abbaye et Maire (« Ext. 5 – Maires et Monastères » dans les textes français) : tous les
# textes de cette extension seule. en/abbey-mayor.ftl a les mêmes identifiants. Les mots
# sont ceux des textes français : la tuile spéciale est la « tuile Monastère » (l'« abbaye »
# est déjà le monastère ordinaire), les figurines le « maire », le « charriot » et la
# « grange » (figure-name-mayor…, plus bas).

## Son mot tel que les joueurs le tapent (après `nouvelle`), séparés par des espaces : le
## premier est celui qu'on écrit, tous sont lus (spelling.rs).

expansion-typed-abbey-mayor = maires-monastères maires-monasteres abbey-mayor

## Son nom imprimé.

expansion-title-abbey-mayor = Maires et Monastères

## Ses éléments.

tile-abbey = la tuile Monastère
tile-am-cities-crossing = deux villes qui se croisent, l'une avec un blason
tile-am-cap-crossing = un bout de ville avec un blason croisant une ville traversante
tile-am-well = une route à trois branches autour d'un puits
tile-am-tunnel = une ville traversante avec un blason sur une route en tunnel
# Où un charriot peut aller : sa zone $feature (road, city, monastery) en $spot sur la
# tuile en $x $y.
am-target = { spot-the } en { $x } { $y }
am-from-tile = depuis { $x } { $y }
am-from-castle = depuis la forteresse en { $x } { $y }
am-corner = { $corner ->
        [NE] nord-est
        [SE] sud-est
        [SW] sud-ouest
       *[NW] nord-ouest
    }
am-supply-abbeys = { $count ->
        [one] tuile Monastère
       *[other] { $count } tuiles Monastère
    }

## Les erreurs de règle : pourquoi un coup est refusé. $figure : mayor, wagon ou barn.

rule-am-not-a-hole = la tuile Monastère ne se pose que dans un trou : une case vide entourée de tuiles sur ses quatre côtés (nord, est, sud et ouest)
rule-am-not-in-supply = { $figure ->
        [barn] votre grange n'est pas dans votre réserve
       *[other] votre { am-figure-name } n'est pas dans votre réserve
    }
rule-am-not-there = { $figure ->
        [barn] une grange
       *[other] un { am-figure-name }
    } ne va pas { $feature-place ->
        [on] sur
       *[in] dans
    } { feature-a }{ $figure ->
        [mayor] {""} : seulement dans une ville
        [wagon] {""} : seulement sur une route, dans une ville ou une abbaye
       *[other] {""}
    }
rule-am-no-field-corner = une grange se pose là où quatre tuiles se rejoignent et où le coin de chacune ne montre qu'un seul pré
rule-am-barn-there = ce pré a déjà une grange
rule-am-barn-field = ce pré a une grange : aucune figurine ne peut plus y aller
rule-am-no-wagon-target = votre charriot ne peut aller que sur une route, une ville ou une abbaye inachevée et inoccupée, sur sa tuile ou l'une des huit autour
rule-am-dragon-there = votre charriot ne peut pas aller sur la tuile du dragon
rule-am-choose-abbey = posez d'abord votre tuile Monastère (`monastère`) ou piochez une tuile (`piocher`)
rule-am-move-wagon = déplacez d'abord votre charriot (`charriot X Y LIEU`) ou renvoyez-le dans votre réserve (`charriot réserve`)
rule-am-no-abbey-choice = vous n'avez pas à choisir entre votre tuile Monastère et la pioche maintenant
rule-am-no-wagon-to-move = aucun charriot à vous n'attend d'être déplacé

## Les mots qui ne sont aucune de ses actions. $typed : ce qui a été tapé.

notation-am-corner = `{ $typed }` n'est pas un coin : dites `NE`, `SE`, `So` ou `No`
notation-am-barn-corner = `grange` prend le coin de la tuile posée, par ex. `grange NE`

## Le récit : une phrase par événement. $name : le nom d'un joueur.

am-abbey-taken = { $name } pose sa tuile Monastère au lieu de piocher.
am-abbey-kept = { $name } garde sa tuile Monastère et pioche.
am-abbey-declined = { $name } garde sa tuile Monastère : il ne reste aucune tuile à piocher.
am-placed = { $name } pose { $figure ->
        [barn] sa grange
       *[other] son { am-figure-name }
    } { feature-on }.
am-barn-placed = { $name } pose sa grange au coin { $corner } de { $x } { $y }.
am-farmers-scored = { $per ->
        [3] Une grange arrive dans un pré occupé : ses paysans marquent 3 par ville achevée et retournent dans leur réserve.
       *[other] Un pré occupé rejoint celui d'une grange : ses paysans marquent { $per } par ville achevée et retournent dans leur réserve.
    }
am-wagon-moved = Le charriot { ELIDE("de", $name) } roule vers { $target }.
am-wagon-home = Le charriot { ELIDE("de", $name) } retourne dans sa réserve.
am-wagon-stranded = Le charriot { ELIDE("de", $name) } retourne dans sa réserve : il n'a nulle part où aller.

## Ce que la partie attend. $name : qui doit jouer.

prompt-abbey = { $name } : poser votre tuile Monastère dans un trou (`monastère` : { $count ->
        [one] un trou
       *[other] { $count } trous
    }, { $holes }), ou piocher une tuile (`piocher`) ?
page-prompt-abbey = { $name } : poser votre tuile Monastère dans un trou ({ $count ->
        [one] un trou
       *[other] { $count } trous
    } : { $holes }), ou piocher une tuile ?
prompt-abbey-last = { $name } : il ne reste aucune tuile à piocher. Poser votre tuile Monastère dans un trou (`monastère` : { $count ->
        [one] un trou
       *[other] { $count } trous
    }, { $holes }), ou la garder (`piocher`) ?
page-prompt-abbey-last = { $name } : il ne reste aucune tuile à piocher. Poser votre tuile Monastère dans un trou ({ $count ->
        [one] un trou
       *[other] { $count } trous
    } : { $holes }), ou la garder ?
prompt-wagon = { $name } : la zone de votre charriot a été évaluée. Déplacez-le { $from } vers { $targets }, ou renvoyez-le dans votre réserve (`charriot réserve`).
page-prompt-wagon = { $name } : la zone de votre charriot a été évaluée. Déplacez-le { $from } vers { $targets }, ou renvoyez-le dans votre réserve.
option-barn = votre grange au coin { $corners }
option-barn-command = votre grange ({ $corners })

## Les choix en un clic et l'autocomplétion.

choice-abbey = Poser la tuile Monastère
choice-draw = Piocher une tuile
button-keep-abbey = Garder la tuile Monastère
choice-am-figure = { $figure ->
        [mayor] Maire
       *[wagon] Charriot
    } : { $spot }
choice-barn = Grange : coin { am-corner }
choice-wagon-move = Charriot vers { am-target }
choice-wagon-home = Charriot à la réserve
button-wagon-move = Charriot vers { $target }

## Les titres de l'image. $who : à qui est la décision.

render-title-abbey = { $who } : tuile Monastère ou pioche
render-title-wagon = { $who } : déplacer le charriot

## Les réserves (/état) : tuiles Monastère et figurines à la maison.

am-supplies = Maires et Monastères en réserve : { $supplies }.
am-supplies-one = { $name } { $listed ->
        [0] rien
       *[other] { $words }
    }

## Les règles en bref (`rules`).

rules-abbey-mayor = Maires et Monastères : chaque joueur a une tuile Monastère. Au début de votre tour, si le plateau a un trou (une case vide entourée de tuiles sur ses quatre côtés), vous pouvez y poser votre tuile Monastère au lieu de piocher (`monastère`, puis `poser X Y 0` ; ou `piocher`). Elle convient toujours et ferme toutes les routes et villes qui la touchent, évaluées aussitôt (la tuile Monastère n'y compte pas) ; c'est une abbaye, où peuvent aller un moine, un abbé ou un charriot. Au lieu d'un meeple, vous pouvez poser votre maire dans une ville de votre tuile (`maire ville N`) : sa force est le nombre de blasons de toute la ville (aucune sans blason). Votre charriot va sur une route, une ville ou une abbaye (`charriot route E`) ; quand sa zone est évaluée en cours de partie, vous pouvez aussitôt le déplacer vers une zone inachevée et inoccupée de sa tuile ou des huit autour (`charriot 2 1 ville N`), ou le renvoyer dans votre réserve (`charriot réserve`). Au lieu d'une figurine, vous pouvez poser votre grange au coin de votre tuile où quatre tuiles se rejoignent dans un même pré (`grange NE`) : les paysans de ce pré marquent aussitôt 3 par ville achevée et retournent dans leur réserve, et aucun paysan ne peut plus y aller ; une tuile qui relie à ce pré un pré occupé par des paysans leur rapporte 1 par ville. En fin de partie, chaque grange rapporte 4 par ville achevée de son pré.

## La liste des choix de l'image (ses propres mots quand le service n'en donne pas).


## L'aide de ses verbes (aussi leur description Discord), 100 caractères au plus : verb-help-<verbe>.

verb-help-mayor = Au lieu d'un meeple, poser votre maire dans une ville de votre tuile : il vaut ses blasons
verb-help-wagon = Poser votre charriot (route, ville, abbaye) ; évalué, il va à côté ou dans votre réserve
verb-help-barn = Au lieu d'une figurine, poser votre grange à un coin de votre tuile où quatre prés se rejoignent
verb-help-abbey = En début de tour, poser votre tuile Monastère dans un trou au lieu de piocher
verb-help-draw = En début de tour, garder votre tuile Monastère et piocher comme d'habitude

## La description des paramètres de ses verbes, 100 caractères au plus : param-help-<verbe>-<paramètre>.

param-help-mayor-spot = Une ville de la tuile posée, par ex. ville N
param-help-wagon-spot = Une zone de votre tuile (route E), ou après son évaluation x,y et une zone, ou réserve
param-help-barn-corner = Un coin de votre tuile où quatre prés se rejoignent, par ex. NE (choisir dans la liste)

## Ce que ses décisions font faire, dans une indication d'une ligne (suggest.rs) : suggest-doing-<étape>.

suggest-doing-abbey = en train de choisir entre sa tuile Monastère et la pioche
suggest-doing-wagon = en train de déplacer son charriot

## Le nom de ses figurines : figure-name-<figurine>.

figure-name-mayor = maire
figure-name-wagon = charriot
figure-name-barn = grange
# L'une d'elles par son mot ($figure : mayor, wagon, barn), pour les messages de ce fichier.
am-figure-name = { $figure ->
         [mayor] { figure-name-mayor }
         [wagon] { figure-name-wagon }
        *[barn] { figure-name-barn }
    }

## Ses suiveurs tels que les repères les nomment (landmarks.ftl) : lm-role-<figurine>,
## avec leur genre.

lm-role-mayor = maire
    .gender = masc
lm-role-wagon = charriot
    .gender = masc
