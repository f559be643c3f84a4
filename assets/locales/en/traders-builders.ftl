# Traders & Builders: every text of this expansion alone, whatever it says (its names,
# the rules' refusals, the narration, the buttons, its rules in short, the image).
# fr/traders-builders.ftl has the same ids. What several expansions or the base game
# share stays in the files by kind (terms.ftl, play.ftl…).

## Its word as players type it (after `new`, in /new's expansions), separated by spaces:
## the first is the one written, all are read (spelling.rs).

expansion-typed-traders-builders = traders-builders

## Its printed name, as every message that names the expansion says it.

expansion-title-traders-builders = Traders & Builders

## Its things. $good: wine, grain or cloth.

good-name = { $good ->
        [wine] wine
        [grain] grain
       *[cloth] cloth
    }
# A count of tokens of one good: "2 wine".
goods-count = { $count } { good-name }
# A player's goods, as a list of counts, or none.
goods-none = no goods

## The engine's rule errors (RuleError): why a move was refused. $figure: builder or pig.

rule-tb-on-board = your { tb-figure-name } is already on the board
# $feature: the feature it was sent to.
rule-tb-wrong-feature = a { tb-figure-name } does not go on { feature-a }
rule-tb-no-follower = { $figure ->
        [builder] a builder goes only where you already have a meeple
       *[pig] a pig goes only where you already have a farmer
    }
# $feature: road or city.
rule-tb-complete = this { $feature-name } is complete: it scores now

## Narration: one sentence per event. $name is a player's name.

tb-placed = { $name } put their { tb-figure-name } { feature-on }.
tb-went-home = { $name }'s { tb-figure-name } went home from { $x } { $y }.
# $goods: the tokens taken, as a list ("1 wine and 1 cloth").
tb-goods-taken = { $name } completed the city and takes { $goods }.
tb-second-tile = { $name }'s builder: { $name } plays a second tile.
# $names: who hold the most; $held: how many tokens each; $count: how many players.
tb-majority = Most { good-name } ({ $held }): { $names } { $count ->
        [one] scores
       *[other] score
    } 10 points.
tb-majority-none = Nobody holds any { good-name }.
# $cities: completed cities beside the pig's field, 1 point each.
tb-pig-fed = { $name }'s pig: +{ $cities } for the field ({ $cities } { $cities ->
        [one] city
       *[other] cities
    }).

## Labels of the one-click choices (choices.rs) and autocomplete entries.

# $spot: the spot as the reader types it (city N, field Sw).
choice-builder = Builder: { $spot }
choice-pig = Pig: { $spot }

## What the game waits for.

# The second tile of a builder's turn, told in the prompt.
prompt-second-tile = (second tile: the builder)

## The image: the header's goods and the figures at home.

render-goods = { $wine }/{ $grain }/{ $cloth }

## The rules in brief (`rules`): one message per paragraph (at most 2,000 characters each).

rules-traders-builders = Traders & Builders: some cities show a good (wine, grain or cloth). Whoever places the tile that completes a city takes its goods, even without a meeple in it; at the end, the most tokens of each good score 10 (each tied player scores the 10). Instead of a meeple you may put your builder on the road or city of your tile where you already have a meeple (`builder road E`): each later turn your tile extends that road or city, you play a second tile at once (once a turn). Or put your pig in a field of your tile where you already have a farmer (`pig field Sw`): at the end, if you score that field, each completed city beside it gives you 4 instead of 3. The builder goes home when its road or city scores, and either figure when you have no meeple left beside it.

## The board page's prompt of a tile to place when it is a builder's second tile.
page-prompt-second-tile = Your builder earned you this second tile.

## Its verbs' help lines (also their Discord descriptions), at most 100 characters: verb-help-<verb>.

verb-help-builder = Instead of a meeple, put your builder beside your meeple on a road or city of your tile
verb-help-pig = Instead of a meeple, put your pig beside your farmer in a field of your tile

## Its verbs' parameters' descriptions, at most 100 characters: param-help-<verb>-<parameter>.

param-help-builder-spot = A road or city of the tile you placed, where you have a meeple
param-help-pig-spot = A field of the tile you placed, where you have a farmer

## Its figures' names: figure-name-<figure>.

figure-name-builder = builder
figure-name-pig = pig
# One of them by its word ($figure: builder, pig), for this file's messages.
tb-figure-name = { $figure ->
         [builder] { figure-name-builder }
        *[pig] { figure-name-pig }
    }

## Its kinds of points: category-title-<category> (a column of the final table, a line of
## /stats), scored-what-<what> (what the narration says they were scored for; $tiles,
## $count winners) and breakdown-category-<category> (the final breakdown).

category-title-goods = Goods
# (Not said today: the narration leaves the goods' majorities out, the final table has them.)
scored-what-goods = majorities of goods
breakdown-category-goods = goods
