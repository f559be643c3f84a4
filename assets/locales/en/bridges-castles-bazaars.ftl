# Bridges, Castles & Bazaars: every text of this expansion alone, whatever it words (its
# names, the rules' refusals, narration, buttons, its rules in brief, the image).
# fr/bridges-castles-bazaars.ftl holds the same ids. A backticked word is a command,
# written in the canonical notation. What several expansions or the base game share stays
# in the files by kind (terms.ftl, play.ftl…).

## Its word as players type it (after `new`, in `/new`'s expansions), separated by
## spaces: the first is the one written, all are read (spelling.rs).

expansion-typed-bridges-castles-bazaars = bridges-castles-bazaars

## Its printed name, as every message that names the expansion says it.

expansion-title-bridges-castles-bazaars = Bridges, Castles & Bazaars

## The engine's rule errors (RuleError): why a move was refused.

rule-bridge-owed = your tile fits there only with a bridge: build it first
rule-no-bridge-left = you have no bridge left
rule-bridge-already-built = you have already built a bridge this turn
rule-bridge-too-far = a bridge goes on the tile just placed or a tile sharing an edge with it; { $x } { $y } is neither
rule-bridge-on-empty-cell = there is no tile at { $x } { $y } to build a bridge on
rule-tile-has-bridge = the tile at { $x } { $y } already has a bridge
rule-bridge-end-not-field = both ends of a bridge must rest on field edges; the { $dir } edge of the tile at { $x } { $y } is not a field
rule-bridge-end-blocked = the bridge's { $dir } end at { $x } { $y } would meet a tile edge that is not a road
rule-bridge-does-not-fit = that bridge does not make your tile fit: the bridge must continue the road that meets a field
rule-castle-choice-pending = choose first: build a castle on your small city or score it
rule-no-castle-choice = no small city waits for a castle
rule-no-castle-left = you have no castle left
rule-choose-first = choose one of the bazaar's tiles first
rule-opening-bid-pending = open the bidding on your tile first: bid 0 or more
rule-raise-or-pass = raise the bid or pass
rule-buy-or-sell = choose: buy the tile or sell it
rule-no-auction = no auction is running
rule-no-such-offer = the bazaar has no tile number { $n }
rule-offer-taken = tile number { $n } of the bazaar is already taken
rule-bid-too-low = a raise must be more than the current bid of { $points }

## Typed words that are no action (the notation's ParseActionError); $word is the word
## at fault, quoted back.

notation-bridge-arity = `bridge` takes x, y and NS or EW, e.g. `bridge 1 0 NS`
notation-axis = `{ $word }` is not a bridge's direction: say NS (north–south) or EW (east–west)
notation-castle-choice = say `castle build` or `castle score`
notation-bid = a bid is a whole number of points from 0 to { $max }, not `{ $word }`
notation-tile-number = `{ $word }` is not a tile number of the bazaar: say 1, 2, …

## Narration: one sentence per event. $name is a player's name.

bridge-built = { $name } built a bridge { $axis ->
        [ns] north–south
       *[ew] east–west
    } at { $x } { $y }.
castle-chose-build = { $name } chose to build a castle.
castle-chose-score = { $name } chose to score the small city.
castle-built = { $names } built a castle over { $x1 } { $y1 } and { $x2 } { $y2 }.
bazaar-opened = A bazaar opens: { $tiles ->
        [one] 1 tile goes
       *[other] { $tiles } tiles go
    } face up.
bazaar-chosen = { $name } chose tile { $number } ({ $tile }) at the bazaar.
bid-made = { $name } bids { $points }.
bid-passed = { $name } passes (no raise).
tile-won-free = { $name } takes { $tile } for free.
tile-won-bank = { $name } takes { $tile }, paying { $price } to the bank.
tile-won-paid = { $name } takes { $tile }, paying { $price } to { $to }.

## The bazaar's auction, told at each step.

bazaar-line = Bazaar: { $offers }.
offer-taken = { $tile } — taken by { $name } for { $price }
# Without bidding (option bazaar_no_bid): no price.
offer-taken-free = { $tile } — taken by { $name }
offer-top-bid = { $tile } — up for auction, top bid { $bid } by { $name }
offer-up = { $tile } — up for auction
bazaar-choose = { $name }: choose a tile for the auction (`choose N`, by its number).
# A bazaar without bidding (option bazaar_no_bid): the chooser takes the tile for free.
bazaar-choose-no-bid = { $name }: choose your tile, without bidding (`choose N`, by its number).
bazaar-bid = { $name }: open the bidding on tile { $number } (`bid N`, 0 or more).
bazaar-raise = { $name }: raise the bid on tile { $number } (`bid { $next }` or more) or `pass`.
bazaar-trade = { $name }: `buy` tile { $number } (pay { $bidder } { $bid }) or `sell` it to { $bidder } for { $bid }.

## Scores and supplies.

supplies = Bridges and castles left: { $supplies }.
supplies-one = { $name } { $bridges } and { $castles }

## What the game waits for. $name is who must act.

prompt-figure-bridge = You may first build a bridge: { $bridges }.
prompt-bridge = { $name }: your tile fits there only with a bridge — build it: { $bridges }.
prompt-castle-at = {" "}at { $x1 } { $y1 } and { $x2 } { $y2 }
# $count: how many owners share the small city.
prompt-castle = { $names }: your small city{ $at } is complete — { $count ->
        [one] {""}
       *[other] each of you,{" "}
    }`castle score` (it scores now) or `castle build`: your meeple moves onto a castle, which earns you the points of the first road, city, monastery or castle completed beside it in a later turn.

## Buttons the renderer also names under the waiting tile (render/panel.rs reads these
## ids so the image and the buttons always say the same words).

button-pass-bazaar-raise = Pass (no raise)
choice-build-castle = Build a castle
choice-score-city = Score the city
choice-tile = Tile { $n }
# A bazaar's tile $n on its button and in the picture, its words after it on the button.
button-tile = Tile { $n }
choice-bridge = Bridge at { $x } { $y } { $axis ->
        [NS] north–south
       *[EW] east–west
    }

## Labels of the other one-click choices (choices.rs) and the rotation picker.

choice-bid = Bid { $points }
choice-buy = Buy
choice-sell = Sell

## Autocomplete (suggest.rs): entries' names and the hints that say why there is none.

suggest-bridge = x { $x }, y { $y }, { $axis ->
        [NS] north–south
       *[EW] east–west
    }

## The rules in brief (`rules`): one message per paragraph (at most 2,000 characters each).

rules-bridges-castles-bazaars = Bridges, Castles & Bazaars: each player has 3 bridges and 3 castles (2 and 2 with 5 or 6 players). A bridge carries a road across a field. A completed small city (two tiles) may become a castle instead of scoring: its meeple stays on it and earns the points of the first road, city, monastery or castle completed beside it in a later turn (the biggest if several complete at once). A bazaar tile opens an auction of one tile per player, paid in points (with the option bazaar_no_bid, each player in turn takes one and plays it at once).

## The header's column titles, over the players.

# Over the tile a player won at a bazaar and has still to play.
render-column-bazaar = Bazaar

## What must happen now, and by whom: the title over the waiting tile.

# A tile that fits in some places only with a bridge the player then builds.
render-title-plank = { $who } places (a plank: fits only with a bridge):
render-title-plank-short = { $who } places (plank: only with a bridge):
render-title-figure-or-bridge = { $who } may place a figure or build a bridge:
render-title-bridge = { $who } must build a bridge for this tile:
# $who: the owners of the small city, "Ann" or "Ann and Bob".
render-title-castle = { $who }: castle or score the small city?
render-title-bazaar-choose = Bazaar: { $who } chooses a tile
# $tile: the number of the tile under the hammer.
render-title-bazaar-bid = Bazaar: { $who } opens bidding on tile { $tile }
render-title-bazaar-raise = Bazaar: { $who } bids more or passes
render-title-bazaar-trade = Bazaar: { $who } buys or sells tile { $tile }

## The bazaar: what the answering player may do, the bids on the tile under the hammer.

# Discord's words for the bid buttons: the least bid they may make.
render-bid-buttons = Bid { $least } or more
render-buy-buttons = Buy: you pay { $bid }
render-sell-buttons = Sell: you get { $bid }
# The terminal's: $command is `buy` or `sell` as its reader types it, the rest explains it.
render-buy-command = { $command }  (you pay { $bid })
render-sell-command = { $command }  (you get { $bid })
render-bids-on-tile = Bids on tile { $n }:
# Under a player's figure: they passed on this tile.
render-passed = passed

## Its parts of a tile in words (tile_words.rs): once with its article, and in the
## plural.

tile-a-road-to-bazaar = a road to a bazaar
tile-many-road-to-bazaar = roads to a bazaar
tile-a-bazaar = a bazaar
tile-many-bazaar = bazaars

## The board page: the heading over the bazaar's face-up tiles, drawn while it runs.
web-page-bazaar = The bazaar

## The board page: the field of a bid's points and its button.

web-page-bid = Bid
web-page-bid-points = Points to bid

## The board page's supply column: what a player has left.

page-supply-bridges = { $count ->
        [one] { $count } bridge
       *[other] { $count } bridges
    }
page-supply-castles = { $count ->
        [one] { $count } castle
       *[other] { $count } castles
    }

## The board page's prompts: the channel's, naming the page's buttons, not commands.
page-prompt-castle = { $names }: your small city{ $at } is complete — { $count ->
        [one] {""}
       *[other] each of you,{" "}
    }“{ choice-score-city }” (it scores now) or “{ choice-build-castle }”: your meeple moves onto a castle, which earns you the points of the first road, city, monastery or castle completed beside it in a later turn.
page-bazaar-choose = { $name }: choose a tile for the auction.
page-bazaar-choose-no-bid = { $name }: choose your tile, without bidding.
page-bazaar-bid = { $name }: bid on tile { $number } to open the bidding (0 points or more).
page-bazaar-raise = { $name }: bid { $next } or more on tile { $number }, or “{ button-pass-bazaar-raise }”.
page-bazaar-trade = { $name }: buy tile { $number } (pay { $bidder } { $bid }) or sell it to { $bidder } for { $bid } — “{ choice-buy }” or “{ choice-sell }”.

## Its verbs' help lines (also their Discord descriptions), at most 100 characters: verb-help-<verb>.

verb-help-bridge = Build a bridge (a road across a field) on or beside your tile
verb-help-castle = Your completed small city: build a castle on it, or score it
verb-help-choose = Pick a bazaar tile to auction, by number
verb-help-bid = Open the bidding on a bazaar tile, or raise the bid
verb-help-buy = Keep your tile, paying the top bidder their bid
verb-help-sell = Sell your tile to the top bidder for their bid

## Its verbs' parameters' descriptions, at most 100 characters: param-help-<verb>-<parameter>.

param-help-bridge-bridge = x,y and NS or EW — e.g. 1,0 NS (pick from the list of legal bridges)
param-help-castle-choice = build or score
param-help-choose-tile = The number of a bazaar tile nobody has taken yet
param-help-bid-amount = The points you bid

## What its own decisions have their owners do, in a one-line hint (suggest.rs): suggest-doing-<step>.

suggest-doing-bridge = building the bridge { suggest-whose } tile needs
suggest-doing-castle = choosing between a castle and scoring { suggest-whose } small city
suggest-doing-bazaar-choose = choosing a tile at the bazaar
suggest-doing-bazaar-bid = bidding at the bazaar
suggest-doing-bazaar-trade = buying or selling at the bazaar

## A rotation that fits only if a bridge is then built (choices.ftl's choice-rotation-<need>,
## suggest-degrees-<need>, suggest-rotations-<need>).

choice-rotation-bridge = { $degrees }° if you then build a bridge
suggest-degrees-bridge = { $degrees }° with a bridge
suggest-rotations-bridge = { $rotations } with a bridge

## Its option's meaning (commands.ftl's options-option, rules-option): option-meaning-<option>.

option-meaning-bazaar_no_bid = a bazaar's tiles are taken in turn, without bidding

## What its pictures show, after the rules' rules-board: rules-board-expansion-<word>.

rules-board-expansion-bridges-castles-bazaars = Bridges are sandstone with brown rails, castles grey stone, bazaars orange striped stalls, a blue pool an inn's lake.

## Its kinds of points: category-title-<category> (a column of the final table, a line of
## /stats), scored-what-<what> (what the narration says they were scored for; $tiles,
## $count winners) and breakdown-category-<category> (the final breakdown).

category-title-castle = Castles
category-title-bazaar = Bazaars
scored-what-castle = their castle
scored-what-bazaar = a bazaar
breakdown-category-castle = castle
breakdown-category-bazaar = bazaar
