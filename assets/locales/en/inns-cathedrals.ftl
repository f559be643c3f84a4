# Inns & Cathedrals: every text of this expansion alone (its names, the rules' refusal,
# the narration, the buttons, its rules in short, its tiles' parts). fr/inns-cathedrals.ftl
# has the same ids. What several expansions or the base game share stays in the files by
# kind (terms.ftl, play.ftl…).

## Its word as players type it (after `new`, in /new's expansions), separated by spaces:
## the first is the one written, all are read (spelling.rs).

expansion-typed-inns-cathedrals = inns-cathedrals inns cathedrals

## Its printed name, as every message that names the expansion says it.

expansion-title-inns-cathedrals = Inns & Cathedrals

## The engine's rule errors (RuleError): why a move was refused.

rule-big-meeple-on-board = your big meeple is already on the board
rule-big-meeple-held = your big meeple is not in your supply: another player holds it prisoner

## Narration: one sentence per event. $name is a player's name.

big-meeple-placed = { $name } put their big meeple { feature-on }.

## Labels of the one-click choices (choices.rs) and autocomplete entries.

# $feature: road, city, monastery or field.
choice-big-meeple = Big meeple on the { $feature-name }


## The rules in brief (`rules`): one message per paragraph (at most 2,000 characters each).

rules-inns-cathedrals = Inns & Cathedrals: a completed road with an inn scores 2 per tile, a completed city with a cathedral 3 per tile and per pennant; unfinished at the end, either scores nothing. Each player has one big meeple: instead of a meeple, put it on any feature of your tile, a field too (`big road E`). It counts as two meeples for the majority and comes home when its feature scores.

## Its parts of a tile in words (tile_words.rs): once with its article, and in the
## plural.

tile-a-cathedral = a cathedral
tile-many-cathedral = cathedrals
tile-a-wayside-inn = an inn
tile-many-wayside-inn = inns

## Its verbs' help lines (also their Discord descriptions), at most 100 characters: verb-help-<verb>.

verb-help-big = Instead of a meeple, put your big meeple (it counts as two) on a feature of your tile

## Its verbs' parameters' descriptions, at most 100 characters: param-help-<verb>-<parameter>.

param-help-big-spot = The feature: road E, city N, field Es, monastery

## Its figures' names: figure-name-<figure>.

figure-name-big-meeple = big meeple

## Its followers as the landmarks name them (landmarks.ftl): lm-role-<figure>.

lm-role-big = big meeple
