# The image: the header, the waiting tile's words, the bazaar, legends and the final table.
# fr/render.ftl holds the same ids. A title's shorter wordings follow it (-short,
# -shortest): the header draws the first that fits. $who and $deciders are player
# names, never translated.

## The header's column titles, over the players.

render-column-player = Player
render-column-score = Score
render-column-supply = Supply
# Over the tile a player won at a bazaar and has still to play.
render-column-bazaar = Bazaar
# A seat whose player's name is unknown.
render-stand-in = Player { $n }

## Under the players, joined by " · " as long as the line fits.

render-tiles-left = Tiles left: { $n }
render-sheep-bag = Bag: { $n }
render-gift-deck = Gift deck: { $n }

## What must happen now, and by whom: the title over the waiting tile.

# A monument's large tile in hand; $monument is the engine's word (cathedral…).
render-title-monument = { $who } places the { monument-title } by its top-left cell:
render-title-monument-short = { $who } places the { monument-title }:
render-title-place = { $who } places:
# A tile that fits in some places only with a bridge the player then builds.
render-title-plank = { $who } places (a plank: fits only with a bridge):
render-title-plank-short = { $who } places (plank: only with a bridge):
render-title-figure = { $who } may place a figure:
render-title-figure-or-bridge = { $who } may place a figure or build a bridge:
render-title-flock = { $who }'s shepherd: grow the flock or herd it
render-title-bridge = { $who } must build a bridge for this tile:
# $deciders: the owners of the small city, "Ann" or "Ann and Bob".
render-title-castle = { $deciders }: castle or score the small city?
render-title-bazaar-choose = Bazaar: { $deciders } chooses a tile
# $tile: the number of the tile under the hammer.
render-title-bazaar-bid = Bazaar: { $deciders } opens bidding on tile { $tile }
render-title-bazaar-raise = Bazaar: { $deciders } bids more or passes
render-title-bazaar-trade = Bazaar: { $deciders } buys or sells tile { $tile }
render-title-take-two = { $who } keeps one of two tiles:

# The last two of a list: "Ann and Bob", "north, east and south".
render-and = { $first } and { $last }

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

## The monuments' objectives legend under the board.

render-objectives-title = { monument-title } objectives
render-reward-per-cube = reward per cube
# $kind: points, fame or bridges.
render-reward = { $kind ->
        [points] { $n ->
            [one] { $n } point
           *[other] { $n } points
        }
        [fame] { $n } fame
       *[bridges] { $n ->
            [one] { $n } bridge
           *[other] { $n } bridges
        }
    }
# Where cells still to fill lie round the monument; $direction is north, north-east…
render-direction = { $direction ->
        [north] north
        [north-east] north-east
        [east] east
        [south-east] south-east
        [south] south
        [south-west] south-west
        [west] west
       *[north-west] north-west
    }
# $place: one direction, or several joined ("north and east").
render-fill = fill { $cells } { $cells ->
        [one] cell
       *[other] cells
    } { $place }
render-fill-corners = fill { $cells } corners
# Every cell holds a tile: the objective pays when the turn's scoring ends.
render-filled = filled: pays this turn
render-done = done ✓
# Before the cubes a just-completed objective paid.
render-paid = paid

## The final table.

# $count: how many share the best score; $names: theirs, joined; $score: that score.
render-game-over = { $count ->
        [0] Game over
        [one] Game over — { $names } wins with { $score ->
            [one] { $score } point
           *[other] { $score } points
        }
       *[other] Game over — { $names } tie with { $score ->
            [one] { $score } point
           *[other] { $score } points
        }
    }
render-total = Total

## The timelapse of a finished game: each frame's title, over the final table's columns.

# $n: the tiles on the board in this frame; $count: the tiles on the final board.
render-timelapse-start = Tile { $n } of { $count }: the start tile
# $who placed the last of the $n tiles.
render-timelapse-placed = Tile { $n } of { $count } — { $who }
# A frame whose tile's player is unknown.
render-timelapse-tile = Tile { $n } of { $count }
