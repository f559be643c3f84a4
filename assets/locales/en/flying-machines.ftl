# The Flying Machines: every text of this expansion alone (its names, the rules' refusals,
# the narration, the buttons, its rules in short). fr/flying-machines.ftl has the same ids.
# What several expansions or the base game share stays in the files by kind (terms.ftl,
# play.ftl…).

## Its word as players type it (after `new`, in /new's expansions), separated by spaces:
## the first is the one written, all are read (spelling.rs).

expansion-typed-flying-machines = flying-machines flying-machine machines flier fliers

## Its printed name, as every message that names the expansion says it.

expansion-title-flying-machines = The Flying Machines

## The engine's rule errors (RuleError): why a move was refused. $x $y $spot name a
## feature on the board; $figure a figure's name; $feature a kind of feature.

rule-fl-no-machine = the tile you placed has no flying machine
rule-fl-not-a-follower = your { $figure } does not fly: only followers do
rule-fl-not-in-supply = your { $figure } is not in your supply
rule-fl-no-flight = no follower is in flight
rule-fl-pending = land the follower in flight first
rule-fl-not-in-flight = your { $figure } is the follower in flight
rule-fl-elsewhere = the flight reached { $x } { $y }: land on that tile
rule-fl-no-feature = there is no feature at { $x } { $y } { $spot }
rule-fl-not-there = your { $figure } does not land on { feature-a }
rule-fl-finished = { $x } { $y } { $spot } is finished: a flier lands only on unfinished features
rule-fl-dragon = the dragon is on that tile
# $typed: what followed `fly`.
notation-fl-figure = `fly` takes one follower (big, abbot, mayor, wagon) or none for a meeple, not `{ $typed }`
# $typed: a fixed roll of the die that is not one.
notation-fl-roll = the flight die shows 1, 2 or 3, not `{ $typed }`
setup-fl-without-box = fixed rolls of the flight die need The Flying Machines

## Narration: one sentence per event. $name is a player's name; $figure a figure's name;
## $fx $fy the machine's cell; $roll the die; $x $y the cell reached, $spot a spot in words.

fl-flew = { $name } puts a { $figure } on the flying machine at { $fx } { $fy } and rolls { $roll }: it flies to { $x } { $y }.
fl-landed = { $name }'s { $figure } lands on the { $spot } at { $x } { $y }.
fl-crashed = Nothing at { $x } { $y } takes { $name }'s { $figure }: it crashes and goes back to the supply.
fl-crashed-empty = No tile at { $x } { $y }: { $name }'s { $figure } crashes and goes back to the supply.

## What the game waits for. $name is who must act; $figure the follower in flight; $roll
## the die; $x $y the cell it reached.

prompt-flight = { $name }: your { $figure } flew { $roll } { $roll ->
        [one] tile
       *[other] tiles
    } to { $x } { $y } — land it on an unfinished road, city or monastery there, taken or not (`land X Y SPOT`).
page-prompt-flight = { $name }: your { $figure } flew { $roll } { $roll ->
        [one] tile
       *[other] tiles
    } to { $x } { $y } — land it on an unfinished road, city or monastery there, taken or not: tap a numbered spot or choose below.

## Among a figure step's options ($figures: the followers that may fly).

option-fly-meeple = a meeple on the flying machine
option-fly-meeple-command = a meeple on the flying machine (`fly`)
option-fly = a follower on the flying machine: { $figures }
option-fly-command = a follower on the flying machine: { $figures } (`fly`, then the figure's word if not a meeple: `big`, `abbot`, `mayor`, `wagon`)

## Labels of the one-click choices (choices.rs) and autocomplete entries: $figure-name
## the figure, $spot the feature in words, its cell $x $y.

choice-fly = Fly a meeple from the flying machine
choice-fly-figure = Fly the { $figure-name } from the flying machine
choice-land = Land: { $spot } at { $x } { $y }
# On a button, the feature named by what is there ($target: lm-named or lm-short), as
# the board's other targets are.
button-land = Land: { $target }

## The image's title during the landing ($who: whoever acts).

render-title-flight = { $who }: land the flier

## The rules in brief (`rules`): one message per paragraph (at most 2,000 characters each).

rules-flying-machines = The Flying Machines: eight tiles with a flying machine, pointing one way (straight or diagonally; it turns with its tile), and a die showing 1, 1, 2, 2, 3, 3. After placing a machine tile, instead of a figure on it you may put a follower from your supply on the machine (`fly`; the big meeple, the abbot, the mayor or the wagon: `fly big`): the die is rolled and it flies that many tiles the way the machine points, a diagonal one tile a step. On the tile it reaches it must land on an unfinished road, city or monastery, even one that others occupy, never a field (`land 2 -1 road E`); the mayor only in a city, the abbot only on a monastery or a garden. With no tile there, or nothing there it may stand on (a feature the tile just finished is finished), it crashes: back to your supply, and you place no other figure this turn. The flier then counts and scores as any follower.

## Its verbs' help lines (also their Discord descriptions), at most 100 characters: verb-help-<verb>.

verb-help-fly = Instead of a figure on your machine tile, fly a follower the way it points
verb-help-land = Land your flier on an unfinished road, city or monastery of the tile it reached

## Its verbs' parameters' descriptions, at most 100 characters: param-help-<verb>-<parameter>.

param-help-fly-figure = the follower, if not a meeple: big, abbot, mayor, wagon (pick from the list)
param-help-land-target = x,y and an unfinished road, city or monastery, e.g. 0,0 city N (pick from the list)

## What its own decisions have their owners do, in a one-line hint (suggest.rs): suggest-doing-<step>.

suggest-doing-flight = landing a flier
