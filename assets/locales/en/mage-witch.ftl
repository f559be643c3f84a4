# Mage & Witch: every text of this expansion alone (its names, the rules' refusals, the
# narration, the buttons, its rules in short). fr/mage-witch.ftl has the same ids. What
# several expansions or the base game share stays in the files by kind (terms.ftl,
# play.ftl…).

## Its word as players type it (after `new`, in /new's expansions), separated by spaces:
## the first is the one written, all are read (spelling.rs).

expansion-typed-mage-witch = mage-witch mage-and-witch witch mage

## Its printed name, as every message that names the expansion says it.

expansion-title-mage-witch = Mage & Witch

## Words of its own that its messages share.

# A magic figure with its article ($figure: mage or witch).
mw-the = { $figure ->
        [mage] the mage
       *[witch] the witch
    }
# A feature on the board: its cell $x $y and $spot as a spot is named.
mw-target = { $x } { $y } { $spot }
# Where a figure stands, in a prompt: $figure, $spot in words, its cell $x $y.
mw-post = { mw-the } on the { $spot } at { $x } { $y }
mw-posts-none = both beside the board

## The engine's rule errors (RuleError): why a move was refused. $target is a feature on
## the board (mw-target); $figure the mage or the witch.

rule-mw-no-magic = the mage and the witch move only after a tile with the magic symbol
rule-mw-pending = place the mage or the witch first
rule-mw-not-road-or-city = the mage and the witch go on a road or a city, not on { feature-a }
rule-mw-no-feature = there is no feature at { $target }
rule-mw-finished = { $target } is finished: the mage and the witch go only on unfinished roads and cities
rule-mw-taken = { mw-the } is on that feature: the two never share one
rule-mw-stays = { mw-the } is on that feature already: move it to another one
rule-mw-place-left = a road or city still takes a magic figure: place one rather than set one aside
rule-mw-not-on-board = { mw-the } is not on the board
# $typed: what followed `aside`.
notation-mw-figure = `aside` takes one figure, mage or witch, not `{ $typed }`

## Narration: one sentence per event. $name is a player's name, $figure the mage or
## the witch, $spot a spot in words ("road east").

mw-entered = { $name } puts { mw-the } on the { $spot } at { $x } { $y }.
mw-moved = { $name } moves { mw-the } to the { $spot } at { $x } { $y }.
mw-set-aside = No road or city is left for a magic figure: { $name } sets { mw-the } aside from { $x } { $y }.
# $feature: the finished feature's kind.
mw-returned = Its { $feature-name } at { $x } { $y } finished, { mw-the } leaves the board.

## What the game waits for. $name is who must act; $posts where the figures stand
## (mw-post, or mw-posts-none).

prompt-magic = { $name }: the magic symbol — put the mage or the witch on an unfinished road or city, never the other's (`mage X Y SPOT`, `witch X Y SPOT`). Now: { $posts }.
prompt-magic-apart = { $name }: your tile joined the mage and the witch — move one of them to another unfinished road or city (`mage X Y SPOT`, `witch X Y SPOT`). Now: { $posts }.
prompt-magic-aside = { $name }: no road or city is left for a magic figure — set one aside (`aside mage`, `aside witch`). Now: { $posts }.
page-prompt-magic = { $name }: the magic symbol — put the mage or the witch on an unfinished road or city, never the other's: tap a lit feature or choose below. Now: { $posts }.
page-prompt-magic-apart = { $name }: your tile joined the mage and the witch — move one of them to another unfinished road or city: tap a lit feature or choose below. Now: { $posts }.
page-prompt-magic-aside = { $name }: no road or city is left for a magic figure — choose which one to set aside. Now: { $posts }.

## Labels of the one-click choices (choices.rs) and autocomplete entries: $spot the
## feature in words, its cell $x $y.

choice-mage = Mage: { $spot } at { $x } { $y }
choice-witch = Witch: { $spot } at { $x } { $y }
choice-mage-aside = Set the mage aside
choice-witch-aside = Set the witch aside
# On a button, the feature a figure goes to named by what is there ($target: lm-named
# or lm-short), as the board's other targets are.
button-mage = Mage: { $target }
button-witch = Witch: { $target }

## The image's titles while a magic figure is placed ($who: whoever places it).

render-title-magic = { $who }: place the mage or the witch
render-title-magic-apart = { $who }: move the mage or the witch

## The image's header while a figure is placed: each figure, how many roads and cities
## take it ($count) and its command ($command).

render-mw-targets = { mw-the }: { $count ->
        [one] one road or city
       *[other] { $count } roads and cities
    } (`{ $command }`)

## The rules in brief (`rules`): one message per paragraph (at most 2,000 characters each).

rules-mage-witch = Mage & Witch: after placing a tile with the magic symbol, before your figure, put the mage or the witch on any unfinished road or city of the board (`mage 2 -1 road E`, `witch 0 1 city N`), never on the other's; with both on the board, move one of them to another feature. A tile that joins their two features makes its player move one of them at once. A road or city with the mage scores 1 more per tile (not per coat of arms); with the witch, half, rounded up, after an inn's or a cathedral's bonus; at the end too. After its feature scores the figure leaves the board. With no road or city left, set one aside (`aside mage`). The figures belong to nobody: meeples share their features.


## Its verbs' help lines (also their Discord descriptions), at most 100 characters: verb-help-<verb>.

verb-help-mage = After a magic tile, put the mage on an unfinished road or city
verb-help-witch = After a magic tile, put the witch on an unfinished road or city
verb-help-aside = With no road or city left, set the mage or the witch aside

## Its verbs' parameters' descriptions, at most 100 characters: param-help-<verb>-<parameter>.

param-help-mage-target = x,y and an unfinished road or city, e.g. 1,0 road E (pick from the list)
param-help-witch-target = x,y and an unfinished road or city, e.g. 1,0 city N (pick from the list)
param-help-aside-figure = mage or witch (pick from the list)

## What its own decisions have their owners do, in a one-line hint (suggest.rs): suggest-doing-<step>.

suggest-doing-magic = placing the mage or the witch
suggest-doing-magic-apart = moving the mage or the witch apart
