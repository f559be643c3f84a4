# The River: every text of this expansion alone, whatever it words (its names, the rules'
# refusals, narration, buttons, its rules in brief, the image). fr/river.ftl holds the
# same ids. A backticked word is a command, written in the canonical notation. What
# several expansions or the base game share stays in the files by kind (terms.ftl,
# play.ftl…).

## Its word as players type it (after `new`, in `/new`'s expansions), separated by
## spaces: the first is the one written, all are read (spelling.rs).

expansion-typed-river = river

## Its printed name, as every message that names the expansion says it.

expansion-title-river = The River

## The engine's rule errors (RuleError): why a move was refused.

rule-river-not-continued = a river tile continues the river: place it at cell { $mx } { $my }, not at { $x } { $y }
rule-river-ended = the river has ended in the lake: a river tile cannot go at cell { $x } { $y }
rule-river-u-turn = the river may not turn the same way twice in a row: turn your tile the other way

## A game's setup refused (SetupError): the terminal's expansions, options and draws.

setup-river-order = { $expansion }: the spring is the start tile, and the draw order starts with the other river tiles, the lake last of them

## The rules in brief (`rules`): one message per paragraph (at most 2,000 characters each).

rules-river = The River: the game starts from the spring instead of the usual start tile; the river tiles are drawn first, in random order, the lake last, then the land tiles. Each river tile must continue the river from its open end, and the river may not turn the same way twice in a row (so it never loops back). No figure stands on the water; its two banks are fields, and cities, roads and monasteries on river tiles score as usual.

## Its parts of a tile in words (tile_words.rs): once with its article, and in the
## plural.

tile-a-spring = the spring of a river
tile-many-spring = springs
tile-a-lake = a river ending in a lake
tile-many-lake = rivers ending in a lake
tile-a-straight-river = a straight river
tile-many-straight-river = straight rivers
tile-a-curved-river = a curved river
tile-many-curved-river = curved rivers
