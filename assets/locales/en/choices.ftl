# Choices: button labels, spot and tile words, autocomplete entries and hints.
# fr/choices.ftl holds the same ids.

## Buttons the renderer also names under the waiting tile (render/panel.rs reads these
## ids so the image and the buttons always say the same words).

button-no-figure = No figure
button-pass-bid = Pass (no raise)
button-grow = Grow the flock
button-herd = Herd the flock
button-build-castle = Build a castle
button-score-city = Score the city
button-tile = Tile { $n }
button-keep = Keep { $n }
button-architect = Architect
button-cube = Cube: { $monument } { $n }
button-bridge = Bridge at { $x } { $y } { $axis }
# A shepherd's spot: $spot is the spot's own words ("① road").
button-shepherd-spot = shepherd, { $spot }

## Tiles in words: the parts a tile shows (tile_words.rs), counted, then joined.

# A part of a tile, $count times: "a city cap", "two city caps".
tile-part = { $count ->
        [1] { tile-noun.a }
        [2] two { tile-noun.many }
        [3] three { tile-noun.many }
        [4] four { tile-noun.many }
       *[other] { $count } { tile-noun.many }
    }
# Each part ($part), once with its article and in the plural.
tile-noun =
    .a = { $part ->
        [monastery] a monastery
        [city-cap] a city cap
        [city-across] a city across the tile
        [city-corner] a city corner
        [city-three-sides] a three-sided city
        [city-four-sides] a city on all four sides
        [city] a city
        [junction] a junction of three roads
        [crossroads] a crossroads
        [road-to-junction] a road ending at a junction
        [straight-road] a straight road
        [curved-road] a curved road
        [road-to-gate] a road to a city gate
        [road-to-house] a road ending at a house
        [road-to-bazaar] a road to a bazaar
        [road] a road
        [inn] an inn by a lake
        [bazaar] a bazaar
        [vineyard] a vineyard
        [hill] a hill
        [pennant] a pennant
       *[field] a field
    }
    .many = { $part ->
        [monastery] monasteries
        [city-cap] city caps
        [city-across] cities across the tile
        [city-corner] city corners
        [city-three-sides] three-sided cities
        [city-four-sides] cities on all four sides
        [city] cities
        [junction] junctions of three roads
        [crossroads] crossroads
        [road-to-junction] roads ending at a junction
        [straight-road] straight roads
        [curved-road] curved roads
        [road-to-gate] roads to city gates
        [road-to-house] roads ending at houses
        [road-to-bazaar] roads to a bazaar
        [road] roads
        [inn] inns by a lake
        [bazaar] bazaars
        [vineyard] vineyards
        [hill] hills
        [pennant] pennants
       *[field] fields
    }
# A part ($part) some number of times, after "with": "city corners with pennants".
tile-some = { tile-noun.many }
# A part ($part, already worded) and what it carries ($with): "a city cap with a pennant".
tile-with = { $part } with { $with }
# Two city caps ($part, worded) and how they lie ($sides: opposite, adjacent).
tile-sides = { $part } { $sides ->
        [opposite] on opposite sides
       *[adjacent] on adjacent sides
    }
# The parts of a tile: all but the last ($init, joined by commas), then the last.
tile-list = { $init } and { $last }
# A tile of one part ($tile, worded) on a hill.
tile-on-a-hill = { $tile } on a hill
# A monument ($monument = cathedral…) with its article.
tile-the-monument = the { monument-title }
# A monument's large tile, and with its parts ($parts, worded).
tile-monument = { tile-the-monument }, a large tile
tile-monument-with = { tile-the-monument }, a large tile with { $parts }
# A monument's token ($monument), the small tile drawn from the stack.
tile-token = { tile-the-monument } token (played as its large tile)

## A figure spot of the tile just placed, as the image places its disc (spots.rs). A
## spot alone of its kind is the shared feature-name ("road").

# $feature (road, city, monastery, field) toward $point of the tile.
spot-toward = { feature-name } { $point ->
        [north] north
        [north-east] north-east
        [east] east
        [south-east] south-east
        [south] south
        [south-west] south-west
        [west] west
       *[north-west] north-west
    }
spot-middle = { feature-name } in the middle
# Two spots with the same words ($spot): the one on side $side (north, east, south, west).
spot-of-two = { $spot } ({ $side } of the two)
# Several spots with the same words ($spot, of $feature): the $rank-th from side $from.
spot-rank = { $spot } ({ $rank ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $rank }th
    } from the { $from })
