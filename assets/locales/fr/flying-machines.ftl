# Les Ornithoptères : tous les textes de cette extension seule (ses noms, les refus des
# règles, le récit, les boutons, ses règles en bref). en/flying-machines.ftl a les mêmes
# identifiants. Ce que partagent plusieurs extensions ou le jeu de base reste dans les
# fichiers par genre (terms.ftl, play.ftl…).

## Son mot tel que les joueurs le tapent (après `new`, dans les extensions de `/new`),
## séparés par des espaces : le premier est celui qu'on écrit, tous sont lus (spelling.rs).

expansion-typed-flying-machines = ornithopteres ornithoptères machines-volantes machine-volante flying-machines

## Son nom imprimé, tel que le disent tous les messages qui nomment l'extension (les textes
## français du projet : « Mini n°1 – Les Ornithoptères », docs/rules.md).

expansion-title-flying-machines = Les Ornithoptères

## Les erreurs de règle du moteur (RuleError) : pourquoi un coup est refusé. $x $y $spot
## nomment une zone du plateau ; $figure le nom d'une figurine ; $feature un genre de zone.

rule-fl-no-machine = la tuile que vous avez posée n'a pas de machine volante
rule-fl-not-a-follower = votre { $figure } ne vole pas : seuls les suiveurs volent
rule-fl-not-in-supply = votre { $figure } n'est pas dans votre réserve
rule-fl-no-flight = aucun suiveur n'est en vol
rule-fl-pending = faites d'abord atterrir le suiveur en vol
rule-fl-not-in-flight = c'est votre { $figure } qui est en vol
rule-fl-elsewhere = le vol est arrivé en { $x } { $y } : atterrissez sur cette tuile
rule-fl-no-feature = il n'y a pas de zone en { $x } { $y } { $spot }
rule-fl-not-there = votre { $figure } n'atterrit pas sur { feature-a }
rule-fl-finished = { $x } { $y } { $spot } est achevée : un volant n'atterrit que sur une zone inachevée
rule-fl-dragon = le dragon est sur cette tuile
# $typed : ce qui suivait `voler`.
notation-fl-figure = `voler` prend un suiveur (grand, abbé, maire, charriot), ou rien pour un meeple, pas `{ $typed }`
# $typed : un lancer fixé du dé qui n'en est pas un.
notation-fl-roll = le dé de vol montre 1, 2 ou 3, pas `{ $typed }`
setup-fl-without-box = des lancers fixés du dé de vol demandent Les Ornithoptères

## Récit : une phrase par événement. $name est le nom d'un joueur ; $figure le nom d'une
## figurine ; $fx $fy la case de la machine ; $roll le dé ; $x $y la case atteinte, $spot
## un lieu en mots.

fl-flew = { $name } pose un { $figure } sur la machine volante en { $fx } { $fy } et lance le dé : { $roll }. Il vole jusqu'en { $x } { $y }.
fl-landed = { $name } fait atterrir son { $figure } sur { spot-the } en { $x } { $y }.
fl-crashed = { $name } : rien en { $x } { $y } n'accueille son { $figure }, qui s'écrase et retourne dans la réserve.
fl-crashed-empty = { $name } : pas de tuile en { $x } { $y }, son { $figure } s'écrase et retourne dans la réserve.

## Ce qu'attend la partie. $name est celui qui doit agir ; $figure le suiveur en vol ;
## $roll le dé ; $x $y la case atteinte.

prompt-flight = { $name } : votre { $figure } a volé de { $roll } { $roll ->
        [one] tuile
       *[other] tuiles
    } jusqu'en { $x } { $y } — posez-le sur une route, une ville ou une abbaye inachevée de cette tuile, occupé ou non (`atterrir X Y LIEU`).
page-prompt-flight = { $name } : votre { $figure } a volé de { $roll } { $roll ->
        [one] tuile
       *[other] tuiles
    } jusqu'en { $x } { $y } — posez-le sur une route, une ville ou une abbaye inachevée de cette tuile, occupé ou non : touchez un lieu numéroté ou choisissez ci-dessous.

## Parmi les options d'une pose de figurine ($figures : les suiveurs qui peuvent voler).

option-fly-meeple = un meeple sur la machine volante
option-fly-meeple-command = un meeple sur la machine volante (`voler`)
option-fly = un suiveur sur la machine volante : { $figures }
option-fly-command = un suiveur sur la machine volante : { $figures } (`voler`, puis le mot de la figurine si ce n'est pas un meeple : `grand`, `abbé`, `maire`, `charriot`)

## Libellés des choix en un clic (choices.rs) et entrées d'autocomplétion : $figure-name
## la figurine, $spot la zone en mots, sa case $x $y.

choice-fly = Envoyer un meeple dans la machine volante
choice-fly-figure = Envoyer le { $figure-name } dans la machine volante
choice-land = Atterrir : { $spot } en { $x } { $y }
# Sur un bouton, la zone nommée par ce qui s'y trouve ($target : lm-named ou lm-short),
# comme les autres cibles du plateau.
button-land = Atterrir : { $target }

## Le titre de l'image pendant l'atterrissage ($who : celui qui agit).

render-title-flight = { $who } : faites atterrir le volant

## Les règles en bref (`règles`) : un message par paragraphe (2 000 caractères au plus).

rules-flying-machines = Les Ornithoptères : huit tuiles portant une machine volante, tournée dans une direction (droite ou en diagonale ; elle tourne avec sa tuile), et un dé dont les faces montrent 1, 1, 2, 2, 3, 3. Après avoir posé une tuile à machine volante, au lieu d'une figurine sur cette tuile vous pouvez poser un suiveur de votre réserve sur la machine (`voler` ; le grand meeple, l'abbé, le maire ou le charriot : `voler grand`) : on lance le dé et il vole d'autant de tuiles dans la direction de la machine, une diagonale comptant une tuile par pas. Sur la tuile atteinte, il doit se poser sur une route, une ville ou une abbaye inachevée, même occupée par d'autres, jamais dans un pré (`atterrir 2 -1 route E`) ; le maire seulement dans une ville, l'abbé seulement sur une abbaye ou un jardin. S'il n'y a pas de tuile, ou rien où il puisse se poser (une zone que la tuile vient d'achever est achevée), il s'écrase : retour à la réserve, et vous ne posez pas d'autre figurine ce tour. Le volant compte ensuite et marque comme tout suiveur.

## Les lignes d'aide de ses verbes (aussi leurs descriptions Discord), 100 caractères au plus.

verb-help-fly = Au lieu d'une figurine sur votre tuile à machine, faites voler un suiveur dans sa direction
verb-help-land = Posez votre volant sur une route, ville ou abbaye inachevée de la tuile atteinte

## Les descriptions des paramètres de ses verbes, 100 caractères au plus.

param-help-fly-figure = le suiveur, si ce n'est pas un meeple : grand, abbé, maire, charriot (dans la liste)
param-help-land-target = x,y et une route, ville ou abbaye inachevée, ex. 0,0 ville N (dans la liste)

## Ce que font les joueurs de ses décisions, en une ligne d'indice (suggest.rs).

suggest-doing-flight = en train de faire atterrir un volant
