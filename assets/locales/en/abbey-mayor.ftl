# Abbey & Mayor: every text of this expansion alone, whatever it says (its names, the
# rules' refusals, the narration, the buttons, its rules in short, the page). fr/abbey-mayor.ftl
# has the same ids. What several expansions or the base game share stays in the files by
# kind (terms.ftl, play.ftl…): its figures' names are its own (figure-name-mayor…), below.

## Its word as players type it (after `new`, in /new's expansions), separated by spaces:
## the first is the one written, all are read (spelling.rs).

expansion-typed-abbey-mayor = abbey-mayor

## Its printed name, as every message that names the expansion says it.

expansion-title-abbey-mayor = Abbey & Mayor

## Its things.

# The abbey tile, in a turn's prompt and wherever a tile is named.
tile-abbey = the abbey tile
# Its tiles whose features cross without joining.
tile-am-cities-crossing = two crossing cities, one with a pennant
tile-am-cap-crossing = a city cap with a pennant crossing a city across the tile
tile-am-well = a road with three arms round a well
tile-am-tunnel = a city across the tile with a pennant over a road in a tunnel
# Where a wagon may go: its $feature (road, city, monastery) at $spot on the tile at $x $y.
am-target = the { $spot } at { $x } { $y }
# Where a wagon whose feature scored leaves from: its tile at $x $y, or a castle there.
am-from-tile = from { $x } { $y }
am-from-castle = from the castle at { $x } { $y }
# A corner of a tile, $corner NE, SE, SW or NW.
am-corner = { $corner ->
        [NE] north-east
        [SE] south-east
        [SW] south-west
       *[NW] north-west
    }
# Abbey tiles a player still holds.
am-supply-abbeys = { $count ->
        [one] abbey tile
       *[other] { $count } abbey tiles
    }

## The engine's rule errors (RuleError): why a move was refused. $figure: mayor, wagon
## or barn.

rule-am-not-a-hole = the abbey tile goes only where tiles stand on all four sides
rule-am-not-in-supply = your { am-figure-name } is not in your supply
# $feature: the feature it was sent to.
rule-am-not-there = your { am-figure-name } cannot stand on { feature-a }
rule-am-no-field-corner = a barn goes where four tiles meet and the corner of each shows one field and nothing else
rule-am-barn-there = that field has a barn already
rule-am-barn-field = that field has a barn: no figure may join it
rule-am-no-wagon-target = your wagon may move only to an unfinished, unoccupied road, city or monastery on its tile or one next to it
rule-am-dragon-there = your wagon may not move onto the dragon's tile
rule-am-choose-abbey = first place your abbey tile or draw
rule-am-move-wagon = first move your wagon or leave it home
rule-am-no-abbey-choice = you are not choosing between your abbey tile and the draw
rule-am-no-wagon-to-move = no wagon of yours waits to move

## Words that are none of its actions. $typed: what was typed.

notation-am-corner = `{ $typed }` is not a corner: say `NE`, `SE`, `SW` or `NW`
notation-am-barn-corner = `barn` takes the corner of the tile you placed, e.g. `barn NE`

## Narration: one sentence per event. $name is a player's name.

am-abbey-taken = { $name } takes their abbey tile instead of drawing.
am-abbey-kept = { $name } keeps their abbey tile and draws.
# After the last tile: nothing is left to draw.
am-abbey-declined = { $name } keeps their abbey tile: no tile is left to draw.
am-placed = { $name } put their { am-figure-name } { feature-on }.
# $corner: the corner of the tile at $x $y, in words (`am-corner`).
am-barn-placed = { $name } put their barn on the { $corner } corner of { $x } { $y }.
# The farmers of a barn's field score $per a completed city, then go home; the points
# follow in a line of their own.
am-farmers-scored = { $per ->
        [3] A barn came to a field with farmers: they score 3 a completed city and go home.
       *[other] A field with farmers joined a barn's: they score { $per } a completed city and go home.
    }
# $target: where it went ("the road east at 2 1").
am-wagon-moved = { $name }'s wagon rolls on to { $target }.
am-wagon-home = { $name }'s wagon goes home.
# Its feature scored and no feature around is open to it.
am-wagon-stranded = { $name }'s wagon goes home: it has nowhere to go.

## What the game waits for. $name is who must act.

# $count: the holes where the abbey tile may go, $holes their cells ("1 1, 2 -1").
prompt-abbey = { $name }: place your abbey tile in a hole (`abbey`: { $count ->
        [one] one hole
       *[other] { $count } holes
    }, { $holes }), or draw a tile (`draw`)?
page-prompt-abbey = { $name }: place your abbey tile in a hole ({ $count ->
        [one] one hole
       *[other] { $count } holes
    }: { $holes }), or draw a tile?
# After the last tile: place it or keep it, nothing being left to draw (`draw` keeps it).
prompt-abbey-last = { $name }: no tile is left to draw. Place your abbey tile in a hole (`abbey`: { $count ->
        [one] one hole
       *[other] { $count } holes
    }, { $holes }), or keep it (`draw`)?
page-prompt-abbey-last = { $name }: no tile is left to draw. Place your abbey tile in a hole ({ $count ->
        [one] one hole
       *[other] { $count } holes
    }: { $holes }), or keep it?
# $from: where the wagon leaves from; $targets: where it may go.
prompt-wagon = { $name }: your wagon's feature scored. Move it { $from } to { $targets }, or send it home (`wagon home`).
page-prompt-wagon = { $name }: your wagon's feature scored. Move it { $from } to { $targets }, or send it home.
# The barn's corners among a figure step's options ($corners: NE, SW…).
option-barn = your barn at the { $corners } corner
option-barn-command = your barn ({ $corners })

## Labels of the one-click choices (choices.rs) and autocomplete entries.

choice-abbey = Place the abbey tile
choice-draw = Draw a tile
# `draw` after the last tile, when nothing is left to draw.
button-keep-abbey = Keep the abbey tile
# $spot: the spot as the reader types it (city N).
choice-am-figure = { $figure ->
        [mayor] Mayor
       *[wagon] Wagon
    }: { $spot }
choice-barn = Barn: { am-corner } corner
# Where the wagon goes ("the road east at 2 1"): the feature's $spot words at $x $y.
choice-wagon-move = Wagon to { am-target }
choice-wagon-home = Wagon home
# $target: the feature named by what a player sees there.
button-wagon-move = Wagon to { $target }

## The image's titles while a player chooses the abbey tile or the draw, and while a
## wagon moves. $who: whose decision it is.

render-title-abbey = { $who }: abbey tile or draw
render-title-wagon = { $who }: move the wagon

## The supplies (/status): abbey tiles held and figures at home.

am-supplies = Abbey & Mayor at home: { $supplies }.
am-supplies-one = { $name } { $listed ->
        [0] nothing
       *[other] { $words }
    }

## The rules in brief (`rules`): one message per paragraph (at most 2,000 characters each).

rules-abbey-mayor = Abbey & Mayor: each player holds one abbey tile. At the start of your turn, when the board has a hole (an empty cell with tiles on all four sides), you may place your abbey tile there instead of drawing (`abbey`, then `place X Y 0`; or `draw`). It fits against anything and closes every road and city that meets it, which score at once (the abbey is not counted in them); it is a monastery, where a monk, an abbot or a wagon may stand. Instead of a meeple you may put your mayor in a city of your tile (`mayor city N`): its strength is the number of pennants of the whole city (none without one). Your wagon goes on a road, city or monastery (`wagon road E`); when its feature scores during the game, you may move it at once to an unfinished feature with nobody on it on its tile or one of the eight around (`wagon 2 1 city N`), or send it home (`wagon home`). Instead of a figure you may put your barn on a corner of your tile where four tiles meet in one field (`barn NE`): the farmers of that field score 3 a completed city at once and go home, and no farmer may join it; a tile that joins a field with farmers to it scores them 1 a city. At the end each barn scores 4 a completed city of its field.

## The image's list of choices (its own words where the service gave none).


## Its verbs' help lines (also their Discord descriptions), at most 100 characters: verb-help-<verb>.

verb-help-mayor = Instead of a meeple, put your mayor in a city of your tile: it counts its pennants
verb-help-wagon = Put your wagon on a road, city or monastery; after it scores, move it next door or home
verb-help-barn = Instead of a figure, put your barn on a corner of your tile where four fields meet
verb-help-abbey = At the start of your turn, place your abbey tile in a hole instead of drawing
verb-help-draw = At the start of your turn, keep your abbey tile and draw as usual

## Its verbs' parameters' descriptions, at most 100 characters: param-help-<verb>-<parameter>.

param-help-mayor-spot = A city of the tile you placed, e.g. city N
param-help-wagon-spot = A feature of your tile (road E), or after it scores x,y and a feature or home (pick from the list)
param-help-barn-corner = NE, SE, SW or NW: a corner of your tile where four fields meet (pick from the list)

## What its own decisions have their owners do, in a one-line hint (suggest.rs): suggest-doing-<step>.

suggest-doing-abbey = choosing between their abbey tile and a drawn tile
suggest-doing-wagon = moving their wagon

## Its figures' names: figure-name-<figure>.

figure-name-mayor = mayor
figure-name-wagon = wagon
figure-name-barn = barn
# One of them by its word ($figure: mayor, wagon, barn), for this file's messages.
am-figure-name = { $figure ->
         [mayor] { figure-name-mayor }
         [wagon] { figure-name-wagon }
        *[barn] { figure-name-barn }
    }

## Its followers as the landmarks name them (landmarks.ftl): lm-role-<figure>.

lm-role-mayor = mayor
lm-role-wagon = wagon
