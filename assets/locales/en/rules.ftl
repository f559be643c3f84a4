# The rules' refusals: why the engine would not take a move (its typed errors, worded).
# fr/rules.ftl holds the same ids.
# Each is a clause ("it is not your turn"); the service makes it a sentence. A backticked
# word is a command, written in the canonical notation.

## The engine's rule errors (RuleError): why a move was refused.

rule-game-over = the game is over
rule-no-such-seat = there is no seat { $seat } in this game
rule-not-your-turn = it is not your turn
rule-tile-not-placed = place your tile first
rule-tile-already-placed = you have already placed your tile; place a figure or pass
rule-occupied = cell { $x } { $y } is already taken
rule-detached = cell { $x } { $y } touches no tile
# $tile in words, $dir the side (N, E, S, W).
rule-mismatch = your tile ({ $tile }) at { $x } { $y } does not match its neighbour on the { $dir } edge
# $spot as the player types it ("road E"), $feature its kind (road, city, monastery, field).
rule-no-such-feature = the tile just placed has no { $spot }
rule-feature-occupied = that { feature-name } already has a meeple in it
rule-no-meeple-left = you have no meeple left
rule-not-in-game = this game is played without { expansion-title }
rule-no-shepherd-left = your shepherd is already on the board
rule-shepherd-off-field = a shepherd goes on a field, not on a { feature-name }
rule-field-has-shepherd = that field already has a shepherd
rule-flock-choice-pending = choose first: grow your flock or herd it
rule-no-flock-choice = there is no flock to grow or herd now
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
rule-keep-first = choose the tile to keep first: `keep 1` or `keep 2`
rule-gift-before-placing = a gift is opened after drawing your tile and before placing it
rule-no-tile-to-keep = there are no two tiles to choose from
# $gift is the card's command word (synod…).
rule-gift-not-in-hand = you have no { gift-title } gift
rule-gift-already-opened = you have already opened a gift this turn
rule-gift-has-use = your { gift-title } has something to act on now: name it
rule-gift-useless = your { gift-title } has nothing to act on now, and this game's rules keep it unopened
# A feature on the board: its cell ($x $y) and spot ($spot).
rule-not-an-incomplete-monastery = { $x } { $y } { $spot } is not an incomplete monastery
rule-not-an-incomplete-road = { $x } { $y } { $spot } is not an incomplete road
rule-no-meeple-there = you have no meeple in the feature at { $x } { $y } { $spot }
rule-no-such-change = a meeple lies down in a field or stands up from one, on its own tile; { $spot } does not do that
rule-no-monument-placed = an architect goes on the monument you just placed; your tile is not a monument
rule-no-such-objective = a monument has objectives 1 to 4, not { $n }
# $monument is the monument's word (cathedral…).
rule-monument-not-on-board = { tile-the-monument } is not on the board
rule-no-cube-left = you have no cube left
rule-river-not-continued = a river tile continues the river: place it at cell { $mx } { $my }, not at { $x } { $y }
rule-river-ended = the river has ended in the lake: a river tile cannot go at cell { $x } { $y }
rule-river-u-turn = the river may not turn the same way twice in a row: turn your tile the other way
rule-objective-closed = objective { $n } of { tile-the-monument } is not open to a cube: it is complete, or the tile you placed neither is that monument nor fills one of its cells

## A game's setup refused (SetupError): the terminal's expansions, options and draws.

setup-players = a game needs 1 to { $max } players, not { $count }
# $word is what was typed, $words the words one may say.
setup-unknown-expansion = `{ $word }` is not an expansion: say { $words }
setup-unknown-option = `{ $word }` is not an option: say { $words }
setup-expansion-too-new = { expansion-title } needs rules version { $since } or later; this game is version { $version }
setup-option-without-expansion = option { $option } needs { expansion-title }
# Tiles here are named by their ids, as the draw order is written.
setup-tile-not-in-game = tile { $tile } is not in the game's tile sets
setup-too-many-tiles = a fixed draw order holds at most { $max } tiles, not { $count }
setup-version = this game was made by rules version { $version }; this engine plays versions 1 to { $max }
setup-bag-without-hills-sheep = fixed sheep-bag draws need { expansion-title }
setup-deck-without-gifts = a fixed gift deck needs { expansion-title }
setup-large-tile-in-stack = { $tile } is played when its token is drawn: put { $token } in the draw order instead
setup-river-order = with { expansion-title } the spring is the start tile, and the draw order starts with the other river tiles, the lake last of them
setup-too-many-gifts = the deck holds 5 { gift-title } cards, not { $count }

## Typed words that are no action (the notation's ParseActionError); $word is the word
## at fault, quoted back.

notation-empty = empty action
notation-unknown-verb = `{ $word }` is not an action: say `place`, `meeple`, `shepherd`, `grow`, `herd`, `pass`, `bridge`, `castle`, `choose`, `bid`, `buy`, `sell`, `gift`, `keep`, `architect` or `cube`
notation-place-arity = `place` takes x, y and a rotation, e.g. `place 1 0 90`
notation-bridge-arity = `bridge` takes x, y and NS or EW, e.g. `bridge 1 0 NS`
notation-axis = `{ $word }` is not a bridge's direction: say NS (north–south) or EW (east–west)
notation-castle-choice = say `castle build` or `castle score`
# $verb is the command (choose, bid, keep…).
notation-number-arity = `{ $verb }` takes one whole number, e.g. `{ $verb } 2`
notation-bid = a bid is a whole number of points from 0 to { $max }, not `{ $word }`
notation-tile-number = `{ $word }` is not a tile number of the bazaar: say 1, 2, …
notation-gift = `{ $word }` is not a gift: say { $words }
notation-gift-arity = `gift` takes a card and what it acts on, e.g. `gift retreat 1 0 city N`
notation-keep = say `keep 1` or `keep 2`
notation-cube-arity = `cube` takes a monument and an objective from 1 to 4, e.g. `cube cathedral 2`
notation-monument = `{ $word }` is not a monument: say { $words }
notation-number = `{ $word }` is not a whole number
notation-trailing = `{ $verb }` takes no arguments
notation-missing-cell = a feature on the board is named by its cell and spot, e.g. `3 -1 road E`
notation-feature = `{ $word }` is not a feature: say road, city, field or monastery
notation-missing-edge = a { feature-name } needs an edge: N, E, S or W (e.g. `{ $feature } N`)
notation-missing-half = a field needs a half-edge: Nw, Ne, En, Es, Se, Sw, Ws or Wn (e.g. `field Es`)
notation-monastery-edge = a monastery takes no edge
notation-spot-trailing = `{ $word }` after the spot is not understood
# $wanted: direction, half-edge or rotation.
notation-geometry = `{ $word }` is not a { $wanted ->
        [direction] direction (N, E, S or W)
        [half-edge] half-edge (Nw, Ne, En, Es, Se, Sw, Ws or Wn)
       *[rotation] rotation (0, 90, 180 or 270)
    }

## A bot level that does not exist.

level-unknown = `{ $word }` is not a bot level: say { $words }
