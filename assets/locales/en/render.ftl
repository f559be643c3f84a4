# The image: the header, the waiting tile's words and the final table (the bazaar and the
# monuments' legend are in their expansions' files).
# fr/render.ftl holds the same ids. A title's shorter wordings follow it (-short,
# -shortest): the header draws the first that fits. $who is a player's name, or
# several joined (those a decision waits for), never translated.
# Each expansion's own texts of this kind are in its file, named by its word (river.ftl…).

## The header's column titles, over the players.

render-column-player = Player
render-column-score = Score
render-column-supply = Supply
# A seat whose player's name is unknown.
render-stand-in = Player { $n }

## Under the players, joined by " · " as long as the line fits.

render-tiles-left = Tiles left: { $n }

## What must happen now, and by whom: the title over the waiting tile.

render-title-place = { $who } places:
render-title-figure = { $who } may place a figure:

# The last two of a list: "Ann and Bob", "north, east and south".
render-and = { $first } and { $last }

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
