# Monuments: every text of this expansion alone, whatever it words (its names, the rules'
# refusals, narration, buttons, its rules in brief, the image). fr/monuments.ftl holds the
# same ids. A backticked word is a command, written in the canonical notation. What
# several expansions or the base game share stays in the files by kind (terms.ftl,
# play.ftl…).

## Its word as players type it (after `new`, in `/new`'s expansions), separated by
## spaces: the first is the one written, all are read (spelling.rs).

expansion-typed-monuments = monuments

## Its printed name, as every message that names the expansion says it.

expansion-title-monuments = Monuments

## Its names (the engine's word for the thing is the argument).

monument-title = { $monument ->
        [cathedral] Cathedral
        [arena] Arena
        [lighthouse] Lighthouse
       *[library] Great Library
    }

## The engine's rule errors (RuleError): why a move was refused.

rule-no-monument-placed = an architect goes on the monument you just placed; your tile is not a monument
rule-no-such-objective = a monument has objectives 1 to 4, not { $n }
# $monument is the monument's word (cathedral…).
rule-monument-not-on-board = { tile-the-monument } is not on the board
rule-no-cube-left = you have no cube left
rule-objective-closed = objective { $n } of { tile-the-monument } is not open to a cube: it is complete, or the tile you placed neither is that monument nor fills one of its cells

## A game's setup refused (SetupError): the terminal's expansions, options and draws.

setup-large-tile-in-stack = { $tile } is played when its token is drawn: put { $token } in the draw order instead

## Typed words that are no action (the notation's ParseActionError); $word is the word
## at fault, quoted back.

notation-cube-arity = `cube` takes a monument and an objective from 1 to 4, e.g. `cube cathedral 2`
notation-monument = `{ $word }` is not a monument: say { $words }

## Narration: one sentence per event. $name is a player's name.

# A monument after "on": "the Cathedral".
monument-the = the { monument-title }
# A monument after a noun: "of the Cathedral".
monument-of = of { monument-the }
architect-placed = { $name } put an architect on { monument-the }.
cube-placed = { $name } put a cube on objective { $objective } { monument-of }.
cube-automatic = { $name }'s tile completes objective { $objective } { monument-of }: a cube of theirs joins it.
# $paid: who earned what ("Alice 3 points, Bob 1 fame token").
objective-completed = Objective { $objective } { monument-of } is complete: { $paid }.
objective-no-cube = no cube on it
# What cubes earned: $reward is points, fame or bridges.
reward = { $n } { $reward ->
        [points] { $n ->
            [one] point
           *[other] points
        }
        [fame] { $n ->
            [one] fame token
           *[other] fame tokens
        }
       *[bridges] { $n ->
            [one] bridge
           *[other] bridges
        }
    }
# One player's share of a completed objective in $paid: $name, and what their cubes
# earned ($reward, $n).
objective-paid = { $name } { $reward ->
        [points] scores
       *[other] gets
    } { reward }
monument-completed = The { monument-title } is complete!

## What the game waits for. $name is who must act.

option-cube = a cube on { monument-the }'s objective { $objective }
option-architect = { $mark } the architect

## Labels of the one-click choices (the picture names them so too, render/choice_words.rs).

choice-architect = Architect
# A cube on objective $n of $monument's card (monument-title).
choice-cube = Cube: { monument-title } { $n }

## Tiles in words: the parts a tile shows (tile_words.rs), counted, then joined.

# A monument ($monument = cathedral…) with its article.
tile-the-monument = the { monument-title }
# A monument ($monument) after a noun: "of the Cathedral".
tile-of-the-monument = of { tile-the-monument }
# A monument's large tile, and with its parts ($parts, worded).
tile-monument = { tile-the-monument }, a large tile
tile-monument-with = { tile-the-monument }, a large tile with { $parts }
# A monument's token ($monument), the small tile drawn from the stack.
tile-token = { tile-the-monument } token (played as its large tile)

## Autocomplete (suggest.rs): entries' names and the hints that say why there is none.

# A monument's objective ($monument, $n) and its reward per cube ($amount of $reward).
suggest-objective = { monument-title } { $n } — { $amount } { $reward ->
        [points] { $amount ->
            [one] point
           *[other] points
        }
        [fame] { $amount ->
            [one] fame token
           *[other] fame tokens
        }
       *[bridges] { $amount ->
            [one] bridge
           *[other] bridges
        }
    } per cube

## The rules in brief (`rules`): one message per paragraph (at most 2,000 characters each).

rules-monuments = Monuments: a monument is a 2×2 tile placed by its top-left cell, with four objectives (cells around it). After placing a tile you may put your architect on the monument you just placed, or a cube on an objective your tile reaches. When an objective's cells are all filled, each cube earns its reward (points, fame or a bridge); the fourth completes the monument: 40 for its architect. Fame scores at the end.

## What must happen now, and by whom: the title over the waiting tile.

# A monument's large tile in hand; $monument is the engine's word (cathedral…).
render-title-monument = { $who } places the { monument-title } by its top-left cell:
render-title-monument-short = { $who } places the { monument-title }:

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

## The board page's supply column: the cubes a player has left, the fame tokens won.

page-supply-cubes = { $count ->
        [one] { $count } cube
       *[other] { $count } cubes
    }
page-supply-fame = { $count } { $count ->
        [one] fame token
       *[other] fame tokens
    }

## Its verbs' help lines (also their Discord descriptions), at most 100 characters: verb-help-<verb>.

verb-help-architect = Put a meeple on the monument you just placed as its architect: 40 when it completes
verb-help-cube = Instead of a meeple, put a cube on an objective your tile reaches: its reward when it completes

## Its verbs' parameters' descriptions, at most 100 characters: param-help-<verb>-<parameter>.

param-help-cube-objective = The monument and objective number, e.g. cathedral 2 (pick from the list)

## Its kinds of points: category-title-<category> (a column of the final table, a line of
## /stats), scored-what-<what> (what the narration says they were scored for; $tiles,
## $count winners) and breakdown-category-<category> (the final breakdown).

category-title-monuments = Monuments
category-title-fame = Fame
scored-what-monuments = their architect
scored-what-fame = their fame tokens
breakdown-category-monuments = monuments
breakdown-category-fame = fame
