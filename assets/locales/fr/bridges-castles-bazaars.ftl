# Ponts, Forteresses et Bazars : tous les textes de cette extension seule, quoi qu'ils
# disent (ses noms, les refus des règles, le récit, les boutons, ses règles en bref,
# l'image). en/bridges-castles-bazaars.ftl a les mêmes identifiants. Un mot entre accents
# graves est une commande, écrite dans la notation canonique. Ce que partagent plusieurs
# extensions ou le jeu de base reste dans les fichiers par genre (terms.ftl, play.ftl…).

## Son mot tel que les joueurs le tapent (après `new`, dans les extensions de `/new`),
## séparés par des espaces : le premier est celui qu'on écrit, tous sont lus (spelling.rs).

expansion-typed-bridges-castles-bazaars = ponts-forteresses-bazars ponts forteresses bazars

## Son nom imprimé, tel que le disent tous les messages qui nomment l'extension.

expansion-title-bridges-castles-bazaars = Ponts, Forteresses et Bazars

## Les erreurs de règle du moteur (RuleError) : pourquoi un coup a été refusé.

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

## Des mots tapés qui ne sont pas une action (ParseActionError de la notation) ; $word
## est le mot fautif, cité.

notation-bridge-arity = `bridge` prend x, y et NS ou EO, par exemple `bridge 1 0 NS`
notation-axis = `{ $word }` n'est pas une direction de pont : dites NS (nord–sud) ou EO (est–ouest)
notation-castle-choice = dites `castle build` ou `castle score`
notation-bid = une enchère est un nombre entier de points de 0 à { $max }, pas `{ $word }`
notation-tile-number = `{ $word }` n'est pas un numéro de tuile du bazar : dites 1, 2, …

## Le récit : une phrase par événement. $name est le nom d'un joueur.

bridge-built = { $name } a construit un pont { $axis ->
        [ns] nord–sud
       *[ew] est–ouest
    } en { $x } { $y }.
castle-chose-build = { $name } a choisi de construire une forteresse.
castle-chose-score = { $name } a choisi de compter la petite ville.
castle-built = { $names } { $count ->
        [one] a
       *[other] ont
    } construit une forteresse sur { $x1 } { $y1 } et { $x2 } { $y2 }.
bazaar-opened = Un bazar ouvre : { $tiles ->
        [one] 1 tuile est retournée
       *[other] { $tiles } tuiles sont retournées
    } face visible.
bazaar-chosen = { $name } a choisi la tuile { $number } ({ $tile }) au bazar.
bid-made = { $name } propose { $points } { $points ->
        [one] point
       *[other] points
    }.
bid-passed = { $name } passe (pas de surenchère).
tile-won-free = { $name } prend { $tile } gratuitement.
tile-won-bank = { $name } prend { $tile } et paie { $price } { $price ->
        [one] point
       *[other] points
    } à la banque.
tile-won-paid = { $name } prend { $tile } et paie { $price } { $price ->
        [one] point
       *[other] points
    } à { $to }.

## L'enchère du bazar, racontée à chaque étape.

bazaar-line = Bazar : { $offers }.
offer-taken = { $tile } — prise par { $name } pour { $price }
# Sans enchères (option bazaar_no_bid) : pas de prix.
offer-taken-free = { $tile } — prise par { $name }
offer-top-bid = { $tile } — aux enchères, meilleure offre { $bid } par { $name }
offer-up = { $tile } — aux enchères
bazaar-choose = { $name } : choisissez une tuile à mettre aux enchères (`choose N`, par son numéro).
# Un bazar sans enchères (option bazaar_no_bid) : le joueur prend la tuile gratuitement.
bazaar-choose-no-bid = { $name } : choisissez votre tuile, sans enchères (`choose N`, par son numéro).
bazaar-bid = { $name } : ouvrez les enchères sur la tuile { $number } (`bid N`, 0 ou plus).
bazaar-raise = { $name } : surenchérissez sur la tuile { $number } (`bid { $next }` ou plus) ou `pass`.
bazaar-trade = { $name } : `buy` pour acheter la tuile { $number } (payez { $bid } à { $bidder }) ou `sell` pour la vendre à { $bidder } contre { $bid }.

## Scores et réserves.

supplies = Ponts et forteresses restants : { $supplies }.
supplies-one = { $name } { $bridges } et { $castles }

## Ce que la partie attend. $name est qui doit jouer.

prompt-figure-bridge = Vous pouvez d'abord construire un pont : { $bridges }.
prompt-bridge = { $name } : votre tuile ne va là qu'avec un pont — construisez-le : { $bridges }.
prompt-castle-at = {" "}en { $x1 } { $y1 } et { $x2 } { $y2 }
prompt-castle = { $names } : votre petite ville{ $at } est achevée — { $count ->
        [one] {""}
       *[other] chacun,{" "}
    }`castle score` (elle marque tout de suite) ou `castle build` : votre meeple passe sur une forteresse, qui vous rapportera les points de la première route, ville, abbaye ou forteresse achevée à côté lors d'un tour suivant.

## Boutons que l'image nomme aussi sous la tuile en attente (render/panel.rs lit ces
## identifiants : l'image et les boutons disent toujours les mêmes mots).

button-pass-bazaar-raise = Passer (sans surenchère)
choice-build-castle = Construire une forteresse
choice-score-city = Compter la ville
choice-tile = Tuile { $n }
# La tuile $n du bazar sur son bouton et dans l'image, ses mots après elle sur le bouton.
button-tile = Tuile { $n }
# L'axe du pont en mots, comme le dit un joueur.
choice-bridge = Pont en { $x } { $y } { $axis ->
        [NS] nord–sud
       *[EW] est–ouest
    }

## Libellés des autres choix en un clic (choices.rs) et le choix de l'orientation.

choice-bid = Miser { $points }
choice-buy = Acheter
choice-sell = Vendre

## L'autocomplétion (suggest.rs) : les noms des suggestions et les indications qui disent
## pourquoi il n'y en a pas.

suggest-bridge = x { $x }, y { $y }, { $axis ->
        [NS] nord–sud
       *[EW] est–ouest
    }

## Les règles en bref (`rules`) : un message par paragraphe (2 000 caractères au plus chacun).

rules-bridges-castles-bazaars = Ponts, Forteresses et Bazars : chaque joueur a 3 ponts et 3 forteresses (2 et 2 à 5 ou 6 joueurs). Un pont fait passer une route au-dessus d'un pré. Une petite ville achevée (deux tuiles) peut devenir une forteresse (la commande se tape aussi « château ») au lieu de marquer : son meeple y reste et gagne les points de la première route, ville, abbaye ou forteresse achevée à côté lors d'un tour suivant (la plus grosse si plusieurs s'achèvent à la fois). Une tuile bazar ouvre une enchère d'une tuile par joueur, payée en points (avec l'option bazaar_no_bid, chaque joueur à son tour en prend une et la joue aussitôt).

## Les titres des colonnes de l'en-tête, au-dessus des joueurs.

# Au-dessus de la tuile qu'un joueur a obtenue au bazar et doit encore jouer.
render-column-bazaar = Bazar

## Ce qui doit se passer maintenant, et par qui : le titre au-dessus de la tuile en attente.

# Une tuile qui ne tient à certains endroits qu'avec un pont que le joueur construit ensuite.
render-title-plank = { $who } pose (planche : ne tient qu'avec un pont) :
render-title-plank-short = { $who } pose (planche : avec un pont) :
render-title-figure-or-bridge = { $who } peut poser une figurine ou construire un pont :
render-title-bridge = { $who } doit construire un pont pour cette tuile :
# $who : les propriétaires de la petite ville, « Anne » ou « Anne et Bruno ».
render-title-castle = { $who } : forteresse ou points de la petite ville ?
render-title-bazaar-choose = Bazar : { $who } choisit une tuile
# $tile : le numéro de la tuile aux enchères.
render-title-bazaar-bid = Bazar : { $who } ouvre les enchères sur la tuile { $tile }
render-title-bazaar-raise = Bazar : { $who } surenchérit ou passe
render-title-bazaar-trade = Bazar : { $who } achète ou vend la tuile { $tile }

## Le bazar : ce que le joueur qui doit répondre peut faire, les enchères sur la tuile en jeu.

# Les mots de Discord pour les boutons d'enchère : la plus petite mise possible.
render-bid-buttons = Miser : { $least } ou plus
render-buy-buttons = Acheter : vous payez { $bid }
render-sell-buttons = Vendre : vous recevez { $bid }
# Ceux du terminal : $command est `buy` ou `sell` tel que son lecteur le tape (`acheter`, `vendre`), le reste l'explique.
render-buy-command = { $command }  (vous payez { $bid })
render-sell-command = { $command }  (vous recevez { $bid })
render-bids-on-tile = Enchères sur la tuile { $n } :
# Sous la figurine d'un joueur : il a passé sur cette tuile.
render-passed = passe

## Ses parties de tuile en mots (tile_words.rs) : une fois avec l'article, et au
## pluriel.

tile-a-road-to-bazaar = une route vers un bazar
tile-many-road-to-bazaar = routes vers un bazar
tile-a-bazaar = un bazar
tile-many-bazaar = bazars

## La page du plateau : le titre au-dessus des tuiles du bazar, dessinées tant qu'il dure.
web-page-bazaar = Le bazar

## La page du plateau : le champ des points d'une mise et son bouton.

web-page-bid = Miser
web-page-bid-points = Points à miser

## La colonne de réserve de la page du plateau : ce qu'il reste à un joueur.

page-supply-bridges = { $count ->
        [one] { $count } pont
       *[other] { $count } ponts
    }
page-supply-castles = { $count ->
        [one] { $count } forteresse
       *[other] { $count } forteresses
    }

## Les invites de la page du plateau : celles du salon, qui nomment les boutons de la page et non des commandes.
page-prompt-castle = { $names } : votre petite ville{ $at } est achevée — { $count ->
        [one] {""}
       *[other] chacun,{" "}
    }« { choice-score-city } » (elle marque tout de suite) ou « { choice-build-castle } » : votre meeple passe sur une forteresse, qui vous rapportera les points de la première route, ville, abbaye ou forteresse achevée à côté lors d'un tour suivant.
page-bazaar-choose = { $name } : choisissez une tuile à mettre aux enchères.
page-bazaar-choose-no-bid = { $name } : choisissez votre tuile, sans enchères.
page-bazaar-bid = { $name } : misez sur la tuile { $number } pour ouvrir les enchères (0 point ou plus).
page-bazaar-raise = { $name } : misez { $next } ou plus sur la tuile { $number }, ou « { button-pass-bazaar-raise } ».
page-bazaar-trade = { $name } : achetez la tuile { $number } (payez { $bid } à { $bidder }) ou vendez-la à { $bidder } contre { $bid } — « { choice-buy } » ou « { choice-sell } ».

## L'aide de ses verbes (aussi leur description Discord), 100 caractères au plus : verb-help-<verbe>.

verb-help-bridge = Construire un pont (une route qui enjambe un pré) sur votre tuile ou à côté
verb-help-castle = Votre petite ville achevée : y construire une forteresse (ou « château »), ou la compter
verb-help-choose = Choisir une tuile du bazar à mettre aux enchères, par son numéro
verb-help-bid = Ouvrir les enchères sur une tuile du bazar, ou surenchérir
verb-help-buy = Garder votre tuile en payant son enchère au meilleur enchérisseur
verb-help-sell = Vendre votre tuile au meilleur enchérisseur pour son enchère

## La description des paramètres de ses verbes, 100 caractères au plus : param-help-<verbe>-<paramètre>.

param-help-bridge-bridge = x,y et NS ou EO — par ex. 1,0 NS (choisissez parmi les ponts possibles)
param-help-castle-choice = construire ou compter
param-help-choose-tile = Le numéro d'une tuile du bazar que personne n'a encore prise
param-help-bid-amount = Les points que vous misez

## Ce que ses décisions font faire, dans une indication d'une ligne (suggest.rs) : suggest-doing-<étape>.

suggest-doing-bridge = en train de construire le pont qu'exige { suggest-whose } tuile
suggest-doing-castle = en train de choisir entre une forteresse et le décompte de { suggest-whose } petite ville
suggest-doing-bazaar-choose = en train de choisir une tuile au bazar
suggest-doing-bazaar-bid = en train d'enchérir au bazar
suggest-doing-bazaar-trade = en train d'acheter ou de vendre au bazar

## Une orientation qui ne va que si l'on construit ensuite un pont (choice-rotation-<règle>,
## suggest-degrees-<règle>, suggest-rotations-<règle> de choices.ftl).

choice-rotation-bridge = { $degrees }° si vous construisez ensuite un pont
suggest-degrees-bridge = { $degrees }° avec un pont
suggest-rotations-bridge = { $rotations } avec un pont

## Ce que change son option (options-option, rules-option de commands.ftl) : option-meaning-<option>.

option-meaning-bazaar_no_bid = les tuiles d'un bazar sont prises à tour de rôle, sans enchères

## Ce que montrent ses images, après rules-board des règles : rules-board-expansion-<mot>.

rules-board-expansion-bridges-castles-bazaars = Les ponts sont en grès avec des rambardes brunes, les forteresses en pierre grise, les bazars des étals à rayures orange, une mare bleue le lac d'une auberge.

## Ses catégories de points : category-title-<catégorie> (une colonne du tableau final,
## une ligne de /stats), scored-what-<quoi> (ce pour quoi le récit dit qu'elles ont été
## marquées ; $tiles, $count gagnants) et breakdown-category-<catégorie> (le décompte final).

category-title-castle = Forteresses
category-title-bazaar = Bazars
scored-what-castle = { $count ->
        [one] sa forteresse
       *[other] leur forteresse
    }
scored-what-bazaar = le bazar
breakdown-category-castle = forteresses
breakdown-category-bazaar = bazars
