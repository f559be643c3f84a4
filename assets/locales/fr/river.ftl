# La Rivière : tous les textes de cette extension seule, quoi qu'ils disent (ses noms, les
# refus des règles, le récit, les boutons, ses règles en bref, l'image). en/river.ftl a
# les mêmes identifiants. Un mot entre accents graves est une commande, écrite dans la
# notation canonique. Ce que partagent plusieurs extensions ou le jeu de base reste dans
# les fichiers par genre (terms.ftl, play.ftl…).

## Son mot tel que les joueurs le tapent (après `new`, dans les extensions de `/new`),
## séparés par des espaces : le premier est celui qu'on écrit, tous sont lus (spelling.rs).

expansion-typed-river = rivière riviere

## Son nom imprimé, tel que le disent tous les messages qui nomment l'extension.

expansion-title-river = La Rivière

## Les erreurs de règle du moteur (RuleError) : pourquoi un coup a été refusé.

rule-river-not-continued = une tuile Rivière prolonge la rivière : posez-la sur la case { $mx } { $my }, pas sur { $x } { $y }
rule-river-ended = la rivière s'est jetée dans le lac : aucune tuile Rivière ne peut aller sur la case { $x } { $y }
rule-river-u-turn = la rivière ne peut pas tourner deux fois de suite du même côté : tournez votre tuile pour qu'elle tourne de l'autre côté

## La mise en place refusée (SetupError) : les extensions, options et tirages du terminal.

setup-river-order = { $expansion } : la source est la tuile de départ, et l'ordre de pioche commence par les autres tuiles Rivière, le lac en dernier

## Les règles en bref (`rules`) : un message par paragraphe (2 000 caractères au plus chacun).

rules-river = La Rivière : la partie commence par la source au lieu de la tuile de départ habituelle ; les tuiles Rivière sont piochées d'abord, dans le désordre, le lac en dernier, puis les tuiles de terre. Chaque tuile Rivière doit prolonger la rivière depuis son extrémité ouverte, et la rivière ne peut pas tourner deux fois de suite du même côté (elle ne revient jamais sur elle-même). Aucune figurine ne se pose sur l'eau ; ses deux rives sont des prés, et les villes, routes et abbayes des tuiles Rivière rapportent comme d'habitude.

## Ses parties de tuile en mots (tile_words.rs) : une fois avec l'article, et au
## pluriel.

tile-a-spring = la source d'une rivière
tile-many-spring = sources
tile-a-lake = une rivière se jetant dans un lac
tile-many-lake = rivières se jetant dans un lac
tile-a-straight-river = une rivière droite
tile-many-straight-river = rivières droites
tile-a-curved-river = une rivière en courbe
tile-many-curved-river = rivières en courbe
