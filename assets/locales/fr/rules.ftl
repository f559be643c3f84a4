# Les refus des règles : pourquoi le moteur n'accepte pas un coup (ses erreurs typées, en mots).
# en/rules.ftl a les mêmes identifiants.
# Chacun est une proposition (« ce n'est pas votre tour ») ; le service en fait une phrase.
# Un mot entre accents graves est une commande, écrite dans la notation canonique.

## Les erreurs de règle du moteur (RuleError) : pourquoi un coup a été refusé.

rule-game-over = la partie est terminée
rule-no-such-seat = il n'y a pas de place { $seat } dans cette partie
rule-not-your-turn = ce n'est pas votre tour
rule-tile-not-placed = posez d'abord votre tuile
rule-tile-already-placed = vous avez déjà posé votre tuile ; posez une figurine ou passez
rule-occupied = la case { $x } { $y } est déjà occupée
rule-detached = la case { $x } { $y } ne touche aucune tuile
# $tile en mots, $dir le côté (N, E, S, W).
rule-mismatch = votre tuile ({ $tile }) en { $x } { $y } ne correspond pas à sa voisine { $dir ->
        [N] au nord
        [E] à l'est
        [S] au sud
       *[W] à l'ouest
    }
# $spot tel que le joueur le tape (« route E »), $feature sa zone (road, city, monastery, field).
rule-no-such-feature = la tuile qui vient d'être posée n'a pas { $feature ->
        [monastery] d'{ $spot }
       *[other] de { $spot }
    }
rule-feature-occupied = { $feature ->
        [road] cette route a
        [city] cette ville a
        [monastery] cette abbaye a
       *[field] ce pré a
    } déjà un meeple
rule-no-meeple-left = il ne vous reste aucun meeple
rule-not-in-game = cette partie se joue sans { expansion-title }
rule-no-shepherd-left = votre berger est déjà sur le plateau
rule-shepherd-off-field = un berger se pose dans un pré, pas { $feature ->
        [road] sur une route
        [city] dans une ville
        [monastery] dans une abbaye
       *[field] ailleurs
    }
rule-field-has-shepherd = ce pré a déjà un berger
rule-flock-choice-pending = choisissez d'abord : agrandir votre troupeau ou le rentrer
rule-no-flock-choice = il n'y a aucun troupeau à agrandir ou à rentrer maintenant
rule-bridge-owed = votre tuile ne se pose là qu'avec un pont : construisez-le d'abord
rule-no-bridge-left = il ne vous reste aucun pont
rule-bridge-already-built = vous avez déjà construit un pont ce tour-ci
rule-bridge-too-far = un pont se construit sur la tuile qui vient d'être posée ou sur une tuile qui la touche par un côté ; { $x } { $y } n'est ni l'une ni l'autre
rule-bridge-on-empty-cell = il n'y a pas de tuile en { $x } { $y } sur laquelle construire un pont
rule-tile-has-bridge = la tuile en { $x } { $y } a déjà un pont
rule-bridge-end-not-field = les deux bouts d'un pont doivent reposer sur des bords de pré ; le bord { $dir ->
        [N] nord
        [E] est
        [S] sud
       *[W] ouest
    } de la tuile en { $x } { $y } n'est pas un pré
rule-bridge-end-blocked = le bout { $dir ->
        [N] nord
        [E] est
        [S] sud
       *[W] ouest
    } du pont en { $x } { $y } rencontrerait un bord de tuile qui n'est pas une route
rule-bridge-does-not-fit = ce pont ne permet pas de poser votre tuile : il doit prolonger la route qui rencontre un pré
rule-castle-choice-pending = choisissez d'abord : construire une forteresse sur votre petite ville ou la compter
rule-no-castle-choice = aucune petite ville n'attend de forteresse
rule-no-castle-left = il ne vous reste aucune forteresse
rule-choose-first = choisissez d'abord une des tuiles du bazar
rule-opening-bid-pending = ouvrez d'abord les enchères sur votre tuile : misez 0 ou plus
rule-raise-or-pass = surenchérissez ou passez
rule-buy-or-sell = choisissez : acheter la tuile ou la vendre
rule-no-auction = aucune enchère n'est en cours
rule-no-such-offer = le bazar n'a pas de tuile numéro { $n }
rule-offer-taken = la tuile numéro { $n } du bazar est déjà prise
rule-bid-too-low = une surenchère doit dépasser l'enchère actuelle de { $points }
rule-keep-first = choisissez d'abord la tuile à garder : `keep 1` ou `keep 2`
rule-gift-before-placing = une carte Présent se déballe après avoir pioché votre tuile et avant de la poser
rule-no-tile-to-keep = il n'y a pas deux tuiles entre lesquelles choisir
# $gift est le mot de commande de la carte (synod…).
rule-gift-not-in-hand = vous n'avez pas de carte { gift-title }
rule-gift-already-opened = vous avez déjà déballé une carte Présent ce tour-ci
rule-gift-has-use = votre carte { gift-title } a une cible maintenant : nommez-la
rule-gift-useless = votre carte { gift-title } n'a rien sur quoi agir maintenant, et les règles de cette partie la gardent non déballée
# Une zone du plateau : sa case ($x $y) et son emplacement ($spot).
rule-not-an-incomplete-monastery = { $x } { $y } { $spot } n'est pas une abbaye inachevée
rule-not-an-incomplete-road = { $x } { $y } { $spot } n'est pas une route inachevée
rule-no-meeple-there = vous n'avez aucun meeple dans la zone en { $x } { $y } { $spot }
rule-no-such-change = un meeple se couche dans un pré ou s'en relève, sur sa propre tuile ; { $spot } ne le permet pas
rule-no-monument-placed = un architecte se pose sur le monument que vous venez de poser ; votre tuile n'est pas un monument
rule-no-such-objective = un monument a les objectifs 1 à 4, pas { $n }
# $monument est le mot du monument (cathedral…).
rule-monument-not-on-board = { tile-the-monument } n'est pas sur le plateau
rule-no-cube-left = il ne vous reste aucun cube
rule-river-not-continued = une tuile Rivière prolonge la rivière : posez-la sur la case { $mx } { $my }, pas sur { $x } { $y }
rule-river-ended = la rivière s'est jetée dans le lac : aucune tuile Rivière ne peut aller sur la case { $x } { $y }
rule-river-u-turn = la rivière ne peut pas tourner deux fois de suite du même côté : tournez votre tuile pour qu'elle tourne de l'autre côté
rule-objective-closed = l'objectif { $n } { tile-of-the-monument } n'accepte pas de cube : il est complet, ou la tuile que vous avez posée n'est pas ce monument et ne remplit aucune de ses cases

## La mise en place refusée (SetupError) : les extensions, options et tirages du terminal.

setup-players = une partie se joue de 1 à { $max } joueurs, pas { $count }
# $word est ce qui a été tapé, $words les mots possibles.
setup-unknown-expansion = `{ $word }` n'est pas une extension : dites { $words }
setup-unknown-option = `{ $word }` n'est pas une option : dites { $words }
setup-expansion-too-new = { expansion-title } demande la version { $since } des règles ou une plus récente ; cette partie est en version { $version }
setup-option-without-expansion = l'option { $option } demande { expansion-title }
# Les tuiles sont ici nommées par leurs identifiants, comme s'écrit l'ordre de tirage.
setup-tile-not-in-game = la tuile { $tile } ne fait pas partie des tuiles de la partie
setup-too-many-tiles = un ordre de tirage fixé compte au plus { $max } tuiles, pas { $count }
setup-version = cette partie a été créée avec la version { $version } des règles ; ce moteur joue les versions 1 à { $max }
setup-bag-without-hills-sheep = des tirages fixés du sac de moutons demandent { expansion-title }
setup-deck-without-gifts = une pioche de cartes Présent fixée demande { expansion-title }
setup-large-tile-in-stack = { $tile } se joue quand son jeton est tiré : mettez plutôt { $token } dans l'ordre de tirage
setup-river-order = avec { expansion-title }, la source est la tuile de départ, et l'ordre de pioche commence par les autres tuiles Rivière, le lac en dernier
setup-too-many-gifts = la pioche compte 5 cartes { gift-title }, pas { $count }

## Des mots tapés qui ne sont pas une action (ParseActionError de la notation) ; $word
## est le mot fautif, cité.

notation-empty = action vide
notation-unknown-verb = `{ $word }` n'est pas une action : dites `place`, `meeple`, `shepherd`, `grow`, `herd`, `pass`, `bridge`, `castle`, `choose`, `bid`, `buy`, `sell`, `gift`, `keep`, `architect` ou `cube`
notation-place-arity = `place` prend x, y et une orientation, par exemple `place 1 0 90`
notation-bridge-arity = `bridge` prend x, y et NS ou EO, par exemple `bridge 1 0 NS`
notation-axis = `{ $word }` n'est pas une direction de pont : dites NS (nord–sud) ou EO (est–ouest)
notation-castle-choice = dites `castle build` ou `castle score`
# $verb est la commande (choose, bid, keep…).
notation-number-arity = `{ $verb }` prend un nombre entier, par exemple `{ $verb } 2`
notation-bid = une enchère est un nombre entier de points de 0 à { $max }, pas `{ $word }`
notation-tile-number = `{ $word }` n'est pas un numéro de tuile du bazar : dites 1, 2, …
notation-gift = `{ $word }` n'est pas une carte Présent : dites { $words }
notation-gift-arity = `gift` prend une carte et ce sur quoi elle agit, par exemple `gift retreat 1 0 city N`
notation-keep = dites `keep 1` ou `keep 2`
notation-cube-arity = `cube` prend un monument et un objectif de 1 à 4, par exemple `cube cathedral 2`
notation-monument = `{ $word }` n'est pas un monument : dites { $words }
notation-number = `{ $word }` n'est pas un nombre entier
notation-trailing = `{ $verb }` ne prend pas d'argument
notation-missing-cell = une zone du plateau se désigne par sa case et son emplacement, par exemple `3 -1 route E`
notation-feature = `{ $word }` n'est pas une zone : dites route, ville, pré ou abbaye
notation-missing-edge = { $feature ->
        [road] une route
        [city] une ville
        [monastery] une abbaye
       *[field] un pré
    } demande un bord : N, E, S ou O (par exemple `{ feature-name } N`)
notation-missing-half = un pré demande un demi-bord : No, Ne, En, Es, Se, So, Os ou On (par exemple `pré Es`)
notation-monastery-edge = une abbaye ne prend pas de bord
notation-spot-trailing = `{ $word }` après l'emplacement n'est pas compris
# $wanted : direction, half-edge ou rotation.
notation-geometry = `{ $word }` n'est pas { $wanted ->
        [direction] une direction (N, E, S ou O)
        [half-edge] un demi-bord (No, Ne, En, Es, Se, So, Os ou On)
       *[rotation] une orientation (0, 90, 180 ou 270)
    }

## Un niveau de bot qui n'existe pas.

level-unknown = `{ $word }` n'est pas un niveau de bot : dites { $words }
