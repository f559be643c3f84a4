# Princess & Dragon: every text of this expansion alone (its names, the rules'
# refusals, the narration, the buttons, its rules in short). fr/princess-dragon.ftl has
# the same ids. What several expansions or the base game share stays in the files by
# kind (terms.ftl, play.ftl…).

## Its word as players type it (after `new`, in /new's expansions), separated by spaces:
## the first is the one written, all are read (spelling.rs).

expansion-typed-princess-dragon = princess-dragon dragon

## Its printed name, as every message that names the expansion says it.

expansion-title-princess-dragon = Princess & Dragon

## Words of its own that its messages share.

# A side of the dragon's tile ($side: N, E, S, W).
dg-side = { $side ->
        [N] north
        [E] east
        [S] south
       *[W] west
    }
# A feature on the board: its cell $x $y and $spot as a spot is named.
dg-target = { $x } { $y } { $spot }
# A castle of Bridges, Castles & Bazaars, where the fairy may stand: the word typed
# after the cell (`fairy 0 -1 castle`) and said in labels.
dg-castle = castle

## The engine's rule errors (RuleError): why a move was refused. $target is a feature
## on the board (dg-target).

rule-dg-volcano = no figure goes on a volcano: the dragon is there
rule-dg-no-follower = the fairy goes next to one of your followers: you have none at { $target }
rule-dg-fairy-there = the fairy is already next to your follower at { $target }
rule-dg-no-portal = the tile you placed has no magic portal
rule-dg-no-feature = there is no feature for a meeple at { $target }
rule-dg-occupied = { $target } is occupied
rule-dg-finished = { $target } is finished: the portal leads only to unfinished features
rule-dg-dragon-there = the dragon is on that tile: no meeple goes there
# $figure: a figure's name (figure-name-<word>: builder, pig, mayor…).
rule-dg-not-a-follower = your { $figure } does not go through the magic portal: only followers do
rule-dg-meeple-only = in this game only a plain meeple goes through the magic portal
rule-dg-not-in-supply = your { $figure } is not in your supply
# $feature: the feature it was sent to.
rule-dg-not-there = your { $figure } cannot stand on { feature-a }
rule-dg-no-princess = the tile you placed has no princess
rule-dg-no-knight = no knight at { $target } in the city your princess joins
# $side: N, E, S or W.
rule-dg-blocked = the dragon cannot go { $side }: no tile there, a tile it has been on this move, or the fairy's
rule-dg-dragon-moving = the dragon is moving: choose its next step first
rule-dg-dragon-still = the dragon is not moving now
# $typed: what followed `dragon`.
notation-dg-side = `dragon` takes one side, N, E, S or W, not `{ $typed }`

## Narration: one sentence per event. $name is a player's name.

dg-dragon-landed = A volcano erupts at { $x } { $y }: the dragon lands there.
dg-tiles-returned = { $count ->
        [one] The dragon tile set aside goes back into the stack.
       *[other] The { $count } dragon tiles set aside go back into the stack.
    }
dg-dragon-moved = { $name } moves the dragon to { $x } { $y }.
# $count figures eaten, $owners their owners' names, $players how many owners.
dg-dragon-ate = It eats { $count ->
        [one] a figure
       *[other] { $count } figures
    } ({ $owners }): back to { $players ->
        [one] their owner's supply
       *[other] their owners' supplies
    }.
# The dragon's move and its meal, told together.
dg-dragon-moved-ate = { dg-dragon-moved } { dg-dragon-ate }
dg-dragon-stopped = The dragon stops at { $x } { $y } after { $steps ->
        [one] one step
       *[other] { $steps } steps
    }.
# $spot: the spot in words ("road south"); $feature: its kind (road, city, monastery,
# garden, field), which French needs for its article.
dg-fairy-moved = { $name } moves the fairy next to their follower on the { $spot } at { $x } { $y }.
dg-fairy-moved-castle = { $name } moves the fairy next to their meeple on the castle at { $x } { $y }.
dg-portal-used = { $name } goes through the magic portal to the { $spot } at { $x } { $y }.
# Another follower than a plain meeple ($figure: its name, figure-name-<word>).
dg-portal-used-figure = { $name } sends their { $figure } through the magic portal to the { $spot } at { $x } { $y }.
# $owner: whose knight went home.
dg-knight-removed = { $name }'s princess sends { $owner }'s knight at { $x } { $y } home.

## What the game waits for. $name is who must act.

# $x $y: the dragon's cell; $step: this step's number (of 6); $left: steps left;
# $sides: the open sides.
prompt-dragon = { $name }: move the dragon from { $x } { $y }, step { $step } of 6 (`dragon` { $sides }).
page-prompt-dragon = { $name }: move the dragon from { $x } { $y }, step { $step } of 6: choose a side ({ $sides }).

## Labels of the one-click choices (choices.rs) and autocomplete entries.

# The fairy beside a follower on a feature (dg-target), or beside those on a castle ($aim).
choice-fairy = Fairy: { $aim ->
        [castle] { $x } { $y } { dg-castle }
       *[target] { dg-target }
    }
choice-portal = Portal: { dg-target }
# Another follower than a plain meeple through the portal ($figure-name: its name).
choice-portal-figure = Portal, { $figure-name }: { dg-target }
choice-princess = Princess: knight at { dg-target }
# On a button, the fairy's, the portal's target named by what is there ($target: lm-named
# or lm-short); $figure-name another follower's name than a plain meeple's.
button-fairy = Fairy: { $target }
button-portal = Portal: { $target }
button-portal-figure = Portal, { $figure-name }: { $target }
# On a button, the knight named by what is there ($target: lm-named or lm-short).
button-princess = Princess: send home { $target }
choice-dragon = Dragon: { dg-side }
# On a button, a dragon's step: its $side and the tile it enters, named by what is there
# ($target: lm-named or lm-short of lm-tile); with $eats (dg-eats) where it would eat figures.
button-dragon = Dragon { $side }: { $target }
button-dragon-eats = Dragon { $side }, { $eats }: { $target }
# What the dragon would eat on a side's tile: $count figures, $owners their owners' names.
dg-eats = eats { $count ->
        [one] a figure
       *[other] { $count } figures
    } ({ $owners })

## The image's title while the dragon moves ($who: whoever chooses its next step).

render-title-dragon = { $who }: move the dragon

## The rules in brief (`rules`): one message per paragraph (at most 2,000 characters each).

rules-princess-dragon = Princess & Dragon: a volcano tile brings the dragon onto it, and no figure goes on that tile; dragon tiles drawn before the first volcano are set aside until it comes. After a tile with the dragon symbol, the dragon moves six steps, one tile at a time, each player in turn choosing a step (`dragon N`), never back onto a tile of this move nor onto the fairy's; it eats every figure on each tile it enters (each back to its owner's supply), before anything scores. Instead of placing a figure you may move the fairy next to one of your followers (`fairy 1 0 road E`): 1 point at the start of each of your turns, 3 more when that follower's feature scores, and the dragon never enters its tile; with Bridges, Castles & Bazaars, next to your meeple on a castle too (`fairy 0 -1 castle`), 3 more when the castle scores. On a tile with a magic portal you may put your meeple on any unoccupied, unfinished feature of the board instead (`portal 2 -1 city N`), or another follower where it may stand (`portal 2 -1 city N mayor`; games begun before rules version 16: a meeple only). A tile whose princess joins a city with knights lets you send one of them home instead of placing a figure (`princess 0 -1 city N`).

## Its parts of a tile in words (tile_words.rs): once with its article, and in the
## plural.

tile-a-volcano = a volcano
tile-many-volcano = volcanoes
tile-a-road-to-volcano = a road ending at a volcano
tile-many-road-to-volcano = roads ending at volcanoes
tile-a-dragon = the dragon symbol
tile-many-dragon = dragon symbols
tile-a-portal = a magic portal
tile-many-portal = magic portals
tile-a-princess = a princess
tile-many-princess = princesses

# Among a figure step's options (in place of a figure on the tile).
option-fairy = the fairy, beside one of your meeples
option-fairy-command = the fairy (`fairy X Y SPOT`)
option-portal = a meeple through the magic portal
option-portal-command = a meeple through the magic portal (`portal X Y SPOT`)
# Where other followers than a plain meeple may go through ($figures: their names, "meeple, mayor or wagon").
option-portal-figures = through the magic portal: { $figures }
option-portal-figures-command = through the magic portal: { $figures } (`portal X Y SPOT`, then the figure's word if not a meeple: `big`, `abbot`, `mayor`, `wagon`)
option-princess = the princess, sending a knight home
option-princess-command = the princess (`princess X Y SPOT`)

## The board page's own words for the dragon.

# The dragon's move under way: the cells flown ($path, from where it started: "1 0 → 0 0"), steps taken, left, and who picks each step left, in order.
page-dragon-flight = The dragon's flight: { $path } ({ $steps ->
        [0] no step yet
        [one] one step
       *[other] { $steps } steps
    }), { $left ->
        [one] one step left
       *[other] { $left } steps left
    }; who picks each, in turn: { $pickers }.
# A side whose tile holds figures: the dragon would eat them there.
page-dragon-eats = the dragon would eat { $count ->
        [one] a figure
       *[other] { $count } figures
    } there ({ $owners })
page-hint-dragon = Tap a lit cell to move the dragon there (a striped one holds figures it would eat), or choose below.

## Its verbs' help lines (also their Discord descriptions), at most 100 characters: verb-help-<verb>.

verb-help-fairy = Instead of a figure, move the fairy next to one of your followers
verb-help-portal = Instead of a figure on your portal tile, put a follower on any free unfinished feature
verb-help-princess = Instead of a figure, your princess sends a knight of her city home
verb-help-dragon = Choose the dragon's next step: north, east, south or west

## Its verbs' parameters' descriptions, at most 100 characters: param-help-<verb>-<parameter>.

param-help-fairy-target = x,y and the feature of your follower, e.g. 1,0 road E (pick from the list)
param-help-portal-target = x,y, a free unfinished feature, the figure if not a meeple: 1,0 city N mayor (pick)
param-help-princess-knight = x,y and the knight's feature, e.g. 0,-1 city N (pick from the list)
param-help-dragon-side = N, E, S or W (pick from the list)

## What its own decisions have their owners do, in a one-line hint (suggest.rs): suggest-doing-<step>.

suggest-doing-dragon = moving the dragon

## Why the terminal skips a figure step (commands.ftl's local-figure-skipped): local-no-figure-<why>.

local-no-figure-dragon = the dragon stands on it

## Its kinds of points: category-title-<category> (a column of the final table, a line of
## /stats), scored-what-<what> (what the narration says they were scored for; $tiles,
## $count winners) and breakdown-category-<category> (the final breakdown).

category-title-fairy = Fairy
scored-what-fairy = the fairy
breakdown-category-fairy = fairy

## Its targets as the board page counts them (web.ftl's page-hint-kind): page-target-<kind>,
## $count of them.

page-target-castle = { $count ->
        [one] lit castle
       *[other] lit castles
    }
page-target-tile = { $count ->
        [one] lit tile
       *[other] lit tiles
    }
