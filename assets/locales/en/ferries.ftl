# The Ferries: every text of this expansion alone (its names, the rules' refusals, the
# narration, the buttons, its rules in short). fr/ferries.ftl has the same ids. What
# several expansions or the base game share stays in the files by kind (terms.ftl,
# play.ftl…).

## Its word as players type it (after `new`, in /new's expansions), separated by spaces:
## the first is the one written, all are read (spelling.rs).

expansion-typed-ferries = ferries ferry

## Its printed name, as every message that names the expansion says it.

expansion-title-ferries = The Ferries

## Words of its own that its messages share.

# A lake tile in words: $roads roads (3 or 4) end at its lake; $city is yes with a city cap.
fr-tile = { $city ->
        [yes] a city cap and three roads to a ferry lake
       *[no] { $roads ->
            [3] three
           *[other] four
        } roads to a ferry lake
    }

## The engine's rule errors (RuleError): why a move was refused. $x $y is a cell, $side a
## side's letter (N, E, S, W).

rule-fr-no-ferry = a ferry goes on a lake only after a lake tile, or moves when a road to it is extended
rule-fr-place-pending = put the ferry on the lake first
rule-fr-move-pending = move a ferry or keep them where they are first
rule-fr-not-new-lake = the new ferry goes on the lake tile just placed, not at { $x } { $y }
rule-fr-no-lake = there is no lake tile at { $x } { $y }
rule-fr-not-reached = the ferry at { $x } { $y } may not move: no road of the tile just placed reaches it first
rule-fr-no-road-end = no road ends at the lake on side { $side }
rule-fr-unchanged = the ferry at { $x } { $y } is on those road ends already
# $typed: what followed `ferry`.
notation-fr-form = `ferry` takes a cell and two road ends, e.g. `ferry 0 1 E W`, not `{ $typed }`
notation-fr-same-end = a ferry joins two different road ends, not { $side } with itself

## Narration: one sentence per event. $name is a player's name, $x $y a lake's cell, $a
## and $b the two road ends the ferry joins (side letters).

fr-placed = { $name } puts the ferry at { $x } { $y } on the { $a ->
        [N] north
        [E] east
        [S] south
       *[W] west
    } and { $b ->
        [N] north
        [E] east
        [S] south
       *[W] west
    } road ends.
fr-moved = { $name } moves the ferry at { $x } { $y } to the { $a ->
        [N] north
        [E] east
        [S] south
       *[W] west
    } and { $b ->
        [N] north
        [E] east
        [S] south
       *[W] west
    } road ends.
fr-kept = { $name } leaves the ferries where they are.

## What the game waits for. $name is who must act; $count how many moves are offered.

prompt-ferry-place = { $name }: put the ferry on your lake, joining two of its road ends (`ferry X Y END END`); the other ends stop at the lake.
page-prompt-ferry-place = { $name }: put the ferry on your lake, joining two of its road ends: choose below.
prompt-ferry-move = { $name }: your tile extends a road to a ferry — move it to two other road ends of its lake (`ferry X Y END END`, { $count ->
        [one] 1 way
       *[other] { $count } ways
    }), or keep the ferries where they are (`pass`).
page-prompt-ferry-move = { $name }: your tile extends a road to a ferry — move it to two other road ends of its lake, or keep the ferries where they are: choose below.

## Labels of the one-click choices (choices.rs) and autocomplete entries: the lake's cell
## $x $y, the two road ends $side and $other (side letters).

choice-ferry = Ferry at { $x } { $y }: { $side ->
        [N] north
        [E] east
        [S] south
       *[W] west
    } and { $other ->
        [N] north
        [E] east
        [S] south
       *[W] west
    } ends
# On a button, the lake named by what is there ($target: lm-named or lm-short of lm-tile).
button-ferry = Ferry, { $side ->
        [N] north
        [E] east
        [S] south
       *[W] west
    } and { $other ->
        [N] north
        [E] east
        [S] south
       *[W] west
    } ends: { $target }

# The button that declines a move: `pass` keeps every ferry where it is.
button-pass-ferry-move = Keep the ferries

## The image's title during its decisions ($who: whoever decides).

render-title-ferry-place = { $who }: put the ferry on the lake
render-title-ferry-move = { $who }: move a ferry, or keep them

## The rules in brief (`rules`): one message per paragraph (at most 2,000 characters each).

rules-ferries = The Ferries: every road of a lake tile ends at its lake. After your figure (a meeple may claim one of those road ends, never the ferry), put the lake's ferry on two of its road ends of your choice, straight across the four-road lake too (`ferry 1 0 E W`): they become one road; the other ends stop at the lake. Then, when your tile extends a road that reaches a ferry, you may move the first ferry met each way along the road to two other road ends of its lake (`ferry X Y END END`), or keep the ferries (`pass`); each ferry moves once a turn, and a move that brings another ferry within reach offers it next. A road that ends at a lake where the ferry is not reaches no ferry there. A move may split a road and join another: a road it closes scores at once. Roads score as usual, each lake tile once; ferries score nothing themselves.

## Its verbs' help lines (also their Discord descriptions), at most 100 characters: verb-help-<verb>.

verb-help-ferry = Put the new lake's ferry on two road ends, or move a ferry your road reaches

## Its verbs' parameters' descriptions, at most 100 characters: param-help-<verb>-<parameter>.

param-help-ferry-ferry = x,y of the lake and two road ends, e.g. 1,0 E W (pick from the list)

## What its own decisions have their owners do, in a one-line hint (suggest.rs): suggest-doing-<step>.

suggest-doing-ferry-place = putting a ferry on a lake
suggest-doing-ferry-move = moving a ferry
