# Hills & Sheep: every text of this expansion alone, whatever it words (its names, the
# rules' refusals, narration, buttons, its rules in brief, the image). fr/hills-sheep.ftl
# holds the same ids. A backticked word is a command, written in the canonical notation.
# What several expansions or the base game share stays in the files by kind (terms.ftl,
# play.ftl…).

## Its word as players type it (after `new`, in `/new`'s expansions), separated by
## spaces: the first is the one written, all are read (spelling.rs).

expansion-typed-hills-sheep = hills-sheep

## Its printed name, as every message that names the expansion says it.

expansion-title-hills-sheep = Hills & Sheep

## The engine's rule errors (RuleError): why a move was refused.

rule-no-shepherd-left = your shepherd is already on the board
rule-shepherd-off-field = a shepherd goes on a field, not on { feature-a }
rule-field-has-shepherd = that field already has a shepherd
rule-flock-choice-pending = choose first: grow your flock or herd it
rule-no-flock-choice = there is no flock to grow or herd now

## A game's setup refused (SetupError): the terminal's expansions, options and draws.

setup-bag-without-hills-sheep = fixed sheep-bag draws need { $expansion }

## Narration: one sentence per event. $name is a player's name.

tile-under-hill = { $name } drew a hill: the next tile goes under it, unseen.
tile-from-under-hill = The tile under { $name }'s hill goes back into the stack with it, unseen.
shepherd-placed = { $name } put their shepherd { feature-on }.
wolf-drawn = { $name } drew a wolf!
sheep-drawn = { $name } drew { $sheep } sheep for the flock.
# $names: the shepherds' owners; $count: how many shepherds.
flock-chased = The wolf chases { $names }'s shepherd home.
flock-lost = The wolf scatters { $sheep } sheep; { $names }'s { $count ->
        [one] shepherd goes
       *[other] shepherds go
    } home.

## What the game waits for. $name is who must act.

prompt-flock = { $name }: the tile extends your shepherd's field — `grow` (draw a token from the bag) or `herd` (score the flock).

## Buttons the renderer also names under the waiting tile (render/panel.rs reads these
## ids so the image and the buttons always say the same words).

choice-grow = Grow the flock
choice-herd = Herd the flock

## Tiles in words: the parts a tile shows (tile_words.rs), counted, then joined.

# A tile of one part ($tile, worded) on a hill.
tile-on-a-hill = { $tile } on a hill

## Labels of the other one-click choices (choices.rs) and the rotation picker.

choice-shepherd = Shepherd: { $spot }

## The rules in brief (`rules`): one message per paragraph (at most 2,000 characters each).

rules-hills-sheep = Hills & Sheep: instead of a meeple, your shepherd may go on a field of your tile; it draws from the bag (1–4 sheep or a wolf). When your tile extends its field, grow (draw again) or herd (its shepherds score 1 per sheep and go home). A wolf sends the field's shepherds home. A hill hides the next tile and wins a tie for a meeple on it; a vineyard beside a monastery adds 3 when it completes.

## Under the players, joined by " · " as long as the line fits.

render-sheep-bag = Bag: { $n }

## What must happen now, and by whom: the title over the waiting tile.

render-title-flock = { $who }'s shepherd: grow the flock or herd it

## Its parts of a tile in words (tile_words.rs): once with its article, and in the
## plural.

tile-a-vineyard = a vineyard
tile-many-vineyard = vineyards
tile-a-hill = a hill
tile-many-hill = hills

## The board page's prompt: the channel's, naming the page's buttons, not commands.
page-prompt-flock = { $name }: the tile extends your shepherd's field — “{ choice-grow }” (draw a token from the bag) or “{ choice-herd }” (score the flock).

## Its verbs' help lines (also their Discord descriptions), at most 100 characters: verb-help-<verb>.

verb-help-shepherd = Put your shepherd on a field of your tile; it draws at once
verb-help-grow = Your tile grew your shepherd's field: draw for the flock
verb-help-herd = Score your shepherd's flock; the shepherds go home

## Its verbs' parameters' descriptions, at most 100 characters: param-help-<verb>-<parameter>.

param-help-shepherd-spot = The field: e.g. field Es

## What its own decisions have their owners do, in a one-line hint (suggest.rs): suggest-doing-<step>.

suggest-doing-flock = growing or herding { suggest-whose } flock

## Its figures' names: figure-name-<figure>.

figure-name-shepherd = shepherd

## Its option's meaning (commands.ftl's options-option, rules-option): option-meaning-<option>.

option-meaning-hill_count = in a tie for a road, city or field, whoever has the most meeples on hill tiles in it wins (without it, one meeple on a hill is enough, however many the others have)

## What its pictures show, after the rules' rules-board: rules-board-expansion-<word>.

rules-board-expansion-hills-sheep = A hill is a darker green mound, a vineyard purple grapes; a shepherd has a wide hat and a crook, its flock's size on the white fleece beside it.

## Its kinds of points: category-title-<category> (a column of the final table, a line of
## /stats), scored-what-<what> (what the narration says they were scored for; $tiles,
## $count winners) and breakdown-category-<category> (the final breakdown).

category-title-sheep = Sheep
scored-what-sheep = herding the flock
breakdown-category-sheep = sheep
