# The Gold Mines: every text of this expansion alone (its names, the rules' refusals,
# the narration, the buttons, its rules in short). fr/gold-mines.ftl has the same ids.
# What several expansions or the base game share stays in the files by kind (terms.ftl,
# play.ftl…).

## Its word as players type it (after `new`, in /new's expansions), separated by spaces:
## the first is the one written, all are read (spelling.rs).

expansion-typed-gold-mines = gold-mines goldmines gold

## Its printed name, as every message that names the expansion says it.

expansion-title-gold-mines = The Gold Mines

## Words of its own that its messages share.

# Gold ingots, $count of them.
gm-ingots = { $count ->
        [one] a gold ingot
       *[other] { $count } gold ingots
    }
# A player's ingots in the board page's supply column.
gm-count = { $count ->
        [one] 1 gold ingot
       *[other] { $count } gold ingots
    }

## The engine's rule errors (RuleError): why a move was refused. $x $y is a cell.

rule-gm-no-gold = a gold ingot goes on a neighbouring tile only after a tile with the gold symbol
rule-gm-pending = put the second gold ingot on a tile around the gold tile first
rule-gm-no-tile = there is no tile at { $x } { $y }
rule-gm-not-neighbour = the tile at { $x } { $y } is not one of the eight around the gold tile
# $typed: what followed `gold`.
notation-gm-cell = `gold` takes a cell, x and y, e.g. `gold 1 -1`, not `{ $typed }`

## Narration: one sentence per event. $name is a player's name, $x $y a tile's cell,
## $count a number of ingots.

gm-placed = { $name } puts a gold ingot on the tile at { $x } { $y }.
gm-taken = { $name } takes { gm-ingots } from the tile at { $x } { $y }.
gm-discarded = The game is over: { gm-ingots } left on the board { $count ->
        [one] is
       *[other] are
    } discarded.

## What the game waits for. $name is who must act; $count how many tiles around take the ingot.

prompt-gold-ingot = { $name }: the gold symbol — one ingot is on your tile; put the second on one of the { $count } tiles around it, diagonals included (`gold X Y`).
page-prompt-gold-ingot = { $name }: the gold symbol — one ingot is on your tile; put the second on one of the { $count } tiles around it, diagonals included: tap a lit tile or choose below.

## Labels of the one-click choices (choices.rs) and autocomplete entries: the tile's cell $x $y.

choice-gold = Gold ingot on the tile at { $x } { $y }
# On a button, the tile named by what is there ($target: lm-named or lm-short of lm-tile).
button-gold = Gold ingot: { $target }

## The image's title while the second ingot is placed ($who: whoever places it).

render-title-gold-ingot = { $who }: put the second gold ingot

## The rules in brief (`rules`): one message per paragraph (at most 2,000 characters each).

rules-gold-mines = The Gold Mines: placing a tile with the gold symbol puts a gold ingot on it; before your figure, put a second on one of the placed tiles around it, diagonals included (`gold 1 -1`; at once when only one is there). Ingots belong to their tile, not to a feature. When a road, city or monastery completes and scores, its majority takes every ingot on its tiles (a monastery: its tile and the eight around); tied players, or players of several features completed at once, take them one at a time from the active player on. A feature completed with nobody in it takes nothing: its gold waits for the next. At the end the ingots on the board are discarded and each player scores theirs: 1 to 3 ingots 1 point each, 4 to 6 2 each, 7 to 9 3 each, 10 or more 4 each (JCloisterZone's table).

## Its verbs' help lines (also their Discord descriptions), at most 100 characters: verb-help-<verb>.

verb-help-gold = After a gold tile, put the second gold ingot on a tile around it

## Its verbs' parameters' descriptions, at most 100 characters: param-help-<verb>-<parameter>.

param-help-gold-cell = x,y of a placed tile around the gold tile, e.g. 1,0 (pick from the list)

## What its own decisions have their owners do, in a one-line hint (suggest.rs): suggest-doing-<step>.

suggest-doing-gold-ingot = putting a gold ingot

## Its kinds of points: category-title-<category> (a column of the final table, a line of
## /stats), scored-what-<what> (what the narration says they were scored for; $tiles,
## $count winners) and breakdown-category-<category> (the final breakdown).

category-title-gold = Gold
scored-what-gold = their gold ingots
breakdown-category-gold = gold
