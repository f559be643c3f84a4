# Choices: button labels, spot and tile words, autocomplete entries and hints.
# fr/choices.ftl holds the same ids.
# Each expansion's own texts of this kind are in its file, named by its word (river.ftl…).
# Words listed by a key the code names (a verb, a parameter, a step, a figure) are one
# message per key, `<list>-<key>` (verb-help-place), never a select on the key: the
# base game's keys here, each expansion's in its own file, so a new one adds no row here.

## Buttons the renderer also names under the waiting tile (render/panel.rs reads these
## ids so the image and the buttons always say the same words).

button-no-figure = No figure

## Tiles in words: the parts a tile shows (tile_words.rs), counted, then joined.

# A part of a tile, $count times: "a city cap", "two city caps".
tile-part = { $count ->
        [1] { $a }
        [2] two { $many }
        [3] three { $many }
        [4] four { $many }
       *[other] { $count } { $many }
    }
# Each part, once with its article (tile-a-<part>) and in the plural (tile-many-<part>);
# an expansion's own parts are in its file.
tile-a-monastery = a monastery
tile-many-monastery = monasteries
tile-a-city-cap = a city cap
tile-many-city-cap = city caps
tile-a-city-across = a city across the tile
tile-many-city-across = cities across the tile
tile-a-city-corner = a city corner
tile-many-city-corner = city corners
tile-a-city-three-sides = a three-sided city
tile-many-city-three-sides = three-sided cities
tile-a-city-four-sides = a city on all four sides
tile-many-city-four-sides = cities on all four sides
tile-a-city = a city
tile-many-city = cities
tile-a-junction = a junction of three roads
tile-many-junction = junctions of three roads
tile-a-crossroads = a crossroads
tile-many-crossroads = crossroads
tile-a-road-to-junction = a road ending at a junction
tile-many-road-to-junction = roads ending at a junction
tile-a-straight-road = a straight road
tile-many-straight-road = straight roads
tile-a-curved-road = a curved road
tile-many-curved-road = curved roads
tile-a-road-to-gate = a road to a city gate
tile-many-road-to-gate = roads to city gates
tile-a-road-to-house = a road ending at a house
tile-many-road-to-house = roads ending at houses
tile-a-road = a road
tile-many-road = roads
tile-a-inn = an inn by a lake
tile-many-inn = inns by a lake
tile-a-pennant = a pennant
tile-many-pennant = pennants
tile-a-field = a field
tile-many-field = fields
# A part ($many, in the plural) some number of times, after "with": "city corners with pennants".
tile-some = { $many }
# A part ($part, already worded) and what it carries ($with): "a city cap with a pennant".
tile-with = { $part } with { $with }
# Two city caps ($part, worded) and how they lie ($sides: opposite, adjacent).
tile-sides = { $part } { $sides ->
        [opposite] on opposite sides
       *[adjacent] on adjacent sides
    }
# Things listed: all but the last ($init, joined by commas), then the last ("a, b and c").
list-and = { $init } and { $last }

## A figure spot of the tile just placed, as the image places its disc (spots.rs). A
## spot alone of its kind is its feature's name ("road"). Each takes its feature's words
## (Lang::feature: $feature-name and its grammar).

# The feature toward $point of the tile.
spot-toward = { $feature-name } { $point ->
        [north] north
        [north-east] north-east
        [east] east
        [south-east] south-east
        [south] south
        [south-west] south-west
        [west] west
       *[north-west] north-west
    }
spot-middle = { $feature-name } in the middle
# Two spots with the same words ($spot): the one on side $side (north, east, south, west).
spot-of-two = { $spot } ({ $side } of the two)
# Several spots with the same words ($spot, of $feature): the $rank-th from side $from.
spot-rank = { $spot } ({ $rank ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $rank }th
    } from the { $from })
# A spot's words ($spot) in a sentence, with its feature's words: "the city north", "on
# the road east".
spot-the = the { $spot }
spot-on = { $feature-place ->
        [on] on
       *[in] in
    } { spot-the }

## Labels of the other one-click choices (choices.rs) and the rotation picker.

# A spot in the notation (its feature's $feature-name, $port = its edge as the notation writes it: E, Nw, S1…).
choice-spot = { $feature-name } { $port }
choice-meeple = Meeple: { $spot }
choice-place = Place at { $x } { $y }, { $degrees }°
# A button naming a tile ($button = "Keep 1", "Tile 2") and the tile in words.
choice-with-tile = { $button }: { $tile }
# A rotation that fits ($degrees): choice-rotation-<need>, plain here, or an expansion's
# rule it fits only by, in its file (choice-rotation-bridge: only with a bridge).
choice-rotation-plain = { $degrees }°
# The rotation picker's answer: the tile in words, the cell, the rotations ($turns,
# joined) and how to pick one ($how).
choice-rotations = Your tile ({ $tile }) fits at { $x } { $y } turned { $turns } — { $how }.
choice-pick-below = pick one below, or type `{ $command }`
choice-type = type { $commands }
# Alternatives: all but the last ($init, joined by commas), then the last.
choice-either = { $init } or { $last }

## Autocomplete (suggest.rs): entries' names and the hints that say why there is none.

# `place` alone: where the drawn tile fits, one cell a line after it.
placements-listed = Where { $tile } fits, best first (place it with `place X Y ROTATION`):
# A turn's verb typed alone ($verb, as the reader types it): its moves, one a line after it.
moves-listed = Your choices for `{ $verb }` now, each the line to type:
moves-none = Nothing to choose with `{ $verb }` now.
suggest-more = … { $cells } more { $cells ->
        [one] cell
       *[other] cells
    } ({ $placements } { $placements ->
        [one] placement
       *[other] placements
    }): type x, to narrow, e.g. { $x },
# What a placement completes (its feature's words, $feature-name…; $points).
suggest-completes-yours = completes your { $feature-name } (+{ $points })
suggest-completes-shared = completes your { $feature-name }, shared with { $others } (+{ $points } each)
# $whose: the names of the $count players the feature goes to.
suggest-completes-theirs = completes { $whose }'s { $feature-name } (+{ $points } { $count ->
        [one] for { $whose }
       *[other] each
    })
suggest-completes-free = completes a free { $feature-name } (+{ $points } with a meeple)
suggest-your = your { $feature-name }
# $features: the asker's features a placement extends, listed.
suggest-extends = extends { $features }
suggest-beside-monastery = beside your monastery
# Two notes of one placement (or two sets of its rotations), the first ($first) and the next ($then).
suggest-also = { $first }; { $then }
# A rotation's degrees, by the rule it fits by (suggest-degrees-<need>, as choice-rotation-<need>).
suggest-degrees-plain = { $degrees }°
# Rotations that fit at a cell ($rotations, joined), all by the same rule (suggest-rotations-<need>, as suggest-degrees-<need>): `90° or 270° with a bridge`.
suggest-rotations-plain = { $rotations }
suggest-any-rotation = any rotation
suggest-only = only { $rotation }
suggest-at = at { $rotation }: { $note }
suggest-beside-last = beside the last tile
# A bot level ($level) and how it plays.
suggest-level = { level-name } — { bot-meaning }
# A tile offered by number ($n), in words ($tile).
suggest-numbered-tile = { $n }: { $tile }
suggest-no-game = There is no game in this channel.
suggest-not-started = The game has not started yet.
suggest-over = The game is over.
# Whose tile, flock or city a step is about ($whose: one or many players, or your).
suggest-whose = { $whose ->
        [your] your
       *[other] their
    }
# What a step has its owners do, suggest-doing-<step> (an expansion's steps are in its
# file); $tile the tile in words.
suggest-doing-place-tile = placing { $tile }
suggest-doing-place-a-tile = placing a tile
suggest-doing-place-figure = putting a figure on { suggest-whose } tile, or passing
suggest-doing-over = done
# Who the game waits for ($names, $count of them), doing what ($doing).
suggest-unseated = { $names } { $count ->
        [one] is
       *[other] are
    } { $doing } — you are not seated in this game.
# The asker's own step asks something else ($what: placement, pick).
suggest-yours = { $what ->
        [placement] No placement now
       *[pick] Nothing to pick now
    }: you are { $doing }.
suggest-waiting = Waiting: { $names } { $count ->
        [one] is
       *[other] are
    } { $doing }.
# $in: how many turns until the asker's.
suggest-not-your-turn = Not your turn: { $names } { $count ->
        [one] is
       *[other] are
    } { $doing }. { $in ->
        [1] You play next.
       *[other] You play in { $in } turns.
    }
# The same, shortest, where long names leave no room for what they are doing.
suggest-not-your-turn-terse = Not your turn: { $names } { $count ->
        [one] plays
       *[other] play
    }. { $in ->
        [1] You play next.
       *[other] You play in { $in } turns.
    }
