# The Abbot: every text of this expansion alone, whatever it says (its names, the rules'
# refusals, the narration, the buttons, its rules in short, the image). fr/abbot.ftl has
# the same ids. What several expansions or the base game share stays in the files by
# kind (terms.ftl, play.ftl…).

## Its word as players type it (after `new`, in /new's expansions), separated by spaces:
## the first is the one written, all are read (spelling.rs).

expansion-typed-abbot = abbot

## Its printed name, as every message that names the expansion says it.

expansion-title-abbot = The Abbot

## The engine's rule errors (RuleError): why a move was refused.

rule-meeple-on-garden = only an abbot goes in a garden, not a meeple
# $feature is the feature the abbot was sent to (road, city, field).
rule-abbot-off-cloister = an abbot goes on a monastery or a garden, not on { feature-a }
rule-abbot-on-board = your abbot is already on the board
rule-abbot-not-on-board = your abbot is not on the board: there is nothing to take back
rule-abbot-held = your abbot is not in your supply: another player holds it prisoner
# $feature is the abbot's feature (monastery, garden).
rule-abbot-complete = your abbot's { $feature ->
        [garden] garden
       *[monastery] monastery
    } is complete: it scores now, and cannot be taken back

## Narration: one sentence per event. $name is a player's name.

abbot-placed = { $name } put their abbot { feature-on }.
# The points follow in a line of their own.
abbot-recalled = { $name } recalled their abbot from { $x } { $y }.

## What the game waits for. $name is who must act.

# The recall among a figure step's options: $points, what it scores now.
option-recall = recall the abbot (+{ $points })
option-recall-command = `recall` (+{ $points })

## Labels of the one-click choices (choices.rs) and autocomplete entries.

# $feature: monastery or garden.
choice-abbot = Abbot on the { $feature-name }
# $points: what the abbot's monastery or garden scores when recalled now.
button-recall = Recall the abbot (+{ $points })
# The recall where its points are not at hand (a list of legal moves).
choice-recall = Recall the abbot


## The image's list of a figure step's answers.

# The recall typed: $command as the reader types `recall`, $points what it scores now.
render-recall-command = { $command }  (+{ $points })
# The recall where Discord's button "Recall the abbot (+N)" answers: its first word,
# short enough for a column of the list.
render-recall-button = Recall (+{ $points })

## The rules in brief (`rules`): one message per paragraph (at most 2,000 characters each).

rules-abbot = The Abbot: some tiles show a garden, where no meeple stands. After placing a tile, instead of a meeple you may put your one abbot on its monastery or garden (`abbot monastery`, `abbot garden`); or, instead of placing any figure, recall your abbot from the board (`recall`): its monastery or garden scores at once, 1 per tile of the 3×3 square around it, and the abbot comes home. A garden scores like a monastery: 9 when surrounded, as many as its tiles at the end.

## Its parts of a tile in words (tile_words.rs): once with its article, and in the
## plural.

tile-a-garden = a garden
tile-many-garden = gardens

## Its verbs' help lines (also their Discord descriptions), at most 100 characters: verb-help-<verb>.

verb-help-abbot = Instead of a meeple, put your abbot on the monastery or garden of your tile
verb-help-recall = Instead of a figure, take your abbot back: its monastery or garden scores now

## Its verbs' parameters' descriptions, at most 100 characters: param-help-<verb>-<parameter>.

param-help-abbot-spot = Monastery or garden, on the tile you placed

## Its figures' names: figure-name-<figure>.

figure-name-abbot = abbot

## Its kinds of points: category-title-<category> (a column of the final table, a line of
## /stats), scored-what-<what> (what the narration says they were scored for; $tiles,
## $count winners) and breakdown-category-<category> (the final breakdown).

category-title-garden = Gardens
scored-what-garden = a garden
breakdown-category-garden = garden

## Its feature: feature-name-<feature>, with its grammar (terms.ftl's feature-name-road).

feature-name-garden = garden
    .place = in

## Its followers as the landmarks name them (landmarks.ftl): lm-role-<figure>.

lm-role-abbot = abbot
