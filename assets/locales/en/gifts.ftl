# The Gifts: every text of this expansion alone, whatever it words (its names, the rules'
# refusals, narration, buttons, its rules in brief, the image). fr/gifts.ftl holds the
# same ids. A backticked word is a command, written in the canonical notation. What
# several expansions or the base game share stays in the files by kind (terms.ftl,
# play.ftl…).

## Its word as players type it (after `new`, in `/new`'s expansions), separated by
## spaces: the first is the one written, all are read (spelling.rs).

expansion-typed-gifts = gifts

## Its printed name, as every message that names the expansion says it.

expansion-title-gifts = The Gifts

## Its names (the engine's word for the thing is the argument).

gift-title = { $gift ->
        [synod] Synod
        [sweeper] Road sweeper
        [change] Change position
        [retreat] Retreat
       *[take-two] Take two
    }

## Refusals: what a player asked that the game cannot do.

# $card is the card's command word: synod, sweeper, change, retreat, take-two.
error-gift-target-missing = Say what your { $card ->
        [synod] Synod
        [sweeper] Road sweeper
        [change] Change position
        [retreat] Retreat
       *[take-two] Take two
    } acts on: `gift { $card } X Y SPOT`; `gifts` lists where you may open it.
error-gift-idle = Your { $card ->
        [synod] Synod
        [sweeper] Road sweeper
        [change] Change position
        [retreat] Retreat
       *[take-two] Take two
    } has nothing to act on now: { $card ->
        [synod] there is no unfinished monastery
        [sweeper] there is no unfinished road
        [change] none of your meeples can lie down in a field or stand up from one
        [retreat] none of your meeples is on the board
       *[take-two] the stack is empty
    }. Keep it; unopened, it scores 2 points at the end.
# A card with nothing to act on, in a game whose rules let it be opened anyway (wasted).
error-gift-wastable = Your { $card ->
        [synod] Synod
        [sweeper] Road sweeper
        [change] Change position
        [retreat] Retreat
       *[take-two] Take two
    } has nothing to act on now: { $card ->
        [synod] there is no unfinished monastery, or no meeple in your supply
        [sweeper] there is no unfinished road
        [change] none of your meeples can lie down in a field or stand up from one
        [retreat] none of your meeples is on the board
       *[take-two] the stack is empty
    }. Opened anyway, it does nothing and is wasted (`gift { $card } waste`); kept, it scores 2 points at the end.

## The engine's rule errors (RuleError): why a move was refused.

rule-keep-first = choose the tile to keep first: `keep 1` or `keep 2`
rule-gift-before-placing = a gift is opened after drawing your tile and before placing it
rule-no-tile-to-keep = there are no two tiles to choose from
# $gift is the card's command word (synod…).
rule-gift-not-in-hand = you have no { gift-title } gift
rule-gift-already-opened = you have already opened a gift this turn
rule-gift-has-use = your { gift-title } has something to act on now: name it
rule-gift-useless = your { gift-title } has nothing to act on now, and this game's rules keep it unopened
# A feature on the board: its cell ($x $y) and spot ($spot).
rule-not-an-incomplete-monastery = { $x } { $y } { $spot } is not an incomplete monastery
rule-not-an-incomplete-road = { $x } { $y } { $spot } is not an incomplete road
rule-no-meeple-there = you have no meeple in the feature at { $x } { $y } { $spot }
rule-no-such-change = a meeple lies down in a field or stands up from one, on its own tile; { $spot } does not do that

## A game's setup refused (SetupError): the terminal's expansions, options and draws.

setup-deck-without-gifts = a fixed gift deck needs { $expansion }
setup-too-many-gifts = the deck holds 5 { gift-title } cards, not { $count }

## Typed words that are no action (the notation's ParseActionError); $word is the word
## at fault, quoted back.

notation-gift = `{ $word }` is not a gift: say { $words }
notation-gift-arity = `gift` takes a card and what it acts on, e.g. `gift retreat 1 0 city N`
notation-keep = say `keep 1` or `keep 2`

## Narration: one sentence per event. $name is a player's name.

tile-returned = { $tile } goes back into the stack.
gift-received = { $name } receives a gift for helping a rival.
# Told to the receiver alone.
gift-drawn = Your new gift: { gift-title } — { gift-meaning } (`gift { $word }`; `gifts` shows your hand).
gift-opened = { $name } opens a gift: { gift-title } — { gift-play }.
# A card opened with nothing to act on: discarded, no effect ($gift is its command word).
gift-wasted = { $name } opens a gift: { gift-title } — it has nothing to act on, so it is wasted.
# What an opened card does. $spot is the target's spot in words ("city north"),
# $feature its kind, $to (Change position) the kind it moves to.
gift-play = { $gift ->
        [synod] a meeple from their supply goes { target-in } at { $x } { $y }
        [sweeper] { target-the } at { $x } { $y } scores now, as at the end
        [retreat] their meeple { target-on } at { $x } { $y } goes home
        [change] their meeple { target-on } at { $x } { $y } moves to the { $to-spot } of its tile
       *[take-two] they draw a second tile and will keep one
    }
target-the = the { $spot }
target-in = onto { target-the }
target-on = on { target-the }
# What each card does, in a line.
gift-meaning = { $gift ->
        [synod] put a meeple from your supply on any unfinished monastery
        [sweeper] score any unfinished road now, as at the end; its meeples go home
        [change] lay one of your meeples down in a field of its tile, or stand a farmer up
        [retreat] bring one of your meeples home: 2 points, +2 per meeple left in its feature
       *[take-two] draw a second tile and keep one; the other goes back into the stack
    }
gifts-reshuffled = The opened gifts are shuffled into a new deck.

## Scores and supplies.

gifts-held = Gifts held: { $held } ({ $deck } in the deck, { $opened } opened).

## What the game waits for. $name is who must act.

prompt-gifts-held = You hold { $gifts ->
        [one] 1 gift
       *[other] { $gifts } gifts
    } (`gifts`).
prompt-take-two = { $name }: keep { $first } with `keep 1`, or { $second } with `keep 2`; the other goes back into the stack.

## The Gifts: a player's own hand.

hand-empty = You hold no gift. You receive one when your tile extends a road or city in which a rival has more meeples than you.
hand-title = Your gifts (only you see them):
hand-card = - { gift-title }{ $count ->
        [one] {""}
       *[other] {" "}×{ $count }
    } (`gift { $word }`): { gift-meaning }.
hand-open-now = You may open one now, before placing your tile:
hand-play = - `{ $action }` — { $what }
hand-take-two = a second tile to choose from
hand-more = - … and { $more } more (`gift` lists them as you type)
hand-none-now = None can be opened now: one gift a turn, and each needs something to act on.
hand-later = Open one on your turn, after drawing your tile and before placing it.

## Buttons the renderer also names under the waiting tile (render/panel.rs reads these
## ids so the image and the buttons always say the same words).


## Labels of the other one-click choices (choices.rs) and the rotation picker.

# A gift card ($gift = synod, sweeper, retreat) opened on the feature at $spot of cell $x $y.
choice-gift = { gift-title }: { $spot } at { $x } { $y }
# Change position: the meeple at $spot of cell $x $y moves to $to on the same tile.
choice-gift-change = Change: { $spot } at { $x } { $y } → { $to }
# A card ($gift) opened with nothing to act on: wasted.
choice-gift-waste = { gift-title }: open it for nothing (wasted)
# Take two opened ($gift).
choice-gift-take-two = { gift-title }
choice-keep = Keep tile { $n }
# Take two's tile $n on its button and in the picture, its words after it on the button.
button-keep = Keep { $n }

## Where a gift may be opened (gifts/targets.rs): whose feature, and what changes there.

# One owner of the meeples in a feature: the asker, or a player ($name).
gift-owner-you = your
gift-owner = { $name }'s
# A feature or castle ($thing: road, city, monastery, field, castle): its owners ($owners,
# listed), whether the asker is one ($mine: yes, no), how many others ($others) and
# meeples ($meeples).
gift-owned = { $mine ->
        [yes] { $owners }
       *[no] { $others ->
            [0] an empty
           *[other] { $owners }
        }
    } { $thing ->
        [road] road
        [city] city
        [monastery] monastery
        [garden] garden
        [field] field
       *[castle] castle
    }{ $meeples ->
        [0] {""}
        [one] {" "}(1 meeple)
       *[other] {" "}({ $meeples } meeples)
    }
# A road ($road, worded) and how many tiles it spans.
gift-road-length = { $road }, { $tiles ->
        [one] 1 tile
       *[other] { $tiles } tiles
    }
# Change position: the meeple stands up from a field or lies down into one ($move),
# onto the feature $onto (worded).
gift-change-onto = { $move ->
        [stands-up] your farmer stands up
       *[lies-down] your meeple lies down
    } on { $onto }
# What opening a card with nothing to act on does.
gift-waste-what = nothing to act on: it is discarded and does nothing (kept, it scores 2 at the end)

## Autocomplete (suggest.rs): entries' names and the hints that say why there is none.

# A card ($gift) and what it does.
suggest-gift-card = { gift-title } — { gift-meaning }

## The rules in brief (`rules`): one message per paragraph (at most 2,000 characters each).

rules-gifts = The Gifts: extend a road or city where a rival has more meeples and you receive a gift card, seen by you alone (`gifts`). Before placing your tile you may open one: Synod, Road sweeper, Change position, Retreat or Take two; one with nothing to act on may be opened anyway, and is wasted (`gift CARD waste`). Unopened gifts score 2 each at the end.

## The Discord adapter's own buttons, in the public message's language.

discord-my-gifts = My gifts

## Under the players, joined by " · " as long as the line fits.

render-gift-deck = Gift deck: { $n }

## What must happen now, and by whom: the title over the waiting tile.

render-title-take-two = { $who } keeps one of two tiles:

## The board page's prompts: the channel's, naming the page's buttons, not commands.
page-prompt-gifts-held = You hold { $gifts ->
        [one] 1 gift
       *[other] { $gifts } gifts
    }.
page-prompt-take-two = { $name }: keep tile 1, { $first }, or tile 2, { $second }; the other goes back into the stack.
page-gift-drawn = Your new gift: { gift-title } — { gift-meaning }.

## Its verbs' help lines (also their Discord descriptions), at most 100 characters: verb-help-<verb>.

verb-help-gift = Open one of your gifts before placing your tile
verb-help-keep = Take two: keep tile 1 or 2; the other goes back
verb-help-gifts = Your gifts, seen only by you, and everyone's counts

## Its verbs' parameters' descriptions, at most 100 characters: param-help-<verb>-<parameter>.

param-help-gift-card = One of your gifts: synod, sweeper, change, retreat or take-two
param-help-gift-target = x,y and the feature, e.g. 1,0 city N (pick from the list; none for take-two)
param-help-keep-tile = 1 or 2 (pick from the list)

## What its own decisions have their owners do, in a one-line hint (suggest.rs): suggest-doing-<step>.

suggest-doing-take-two = keeping one of two tiles

## Its kinds of points: category-title-<category> (a column of the final table, a line of
## /stats), scored-what-<what> (what the narration says they were scored for; $tiles,
## $count winners) and breakdown-category-<category> (the final breakdown).

category-title-gifts = Gifts
scored-what-gifts = a retreat
# Gifts scored at the end: the cards left unopened.
scored-what-gifts-end = unopened gifts
breakdown-category-gifts = gifts

## The board page: the title of the column of gifts held, and the words before the viewer's own.

web-page-gifts = Gifts held
web-page-your-gifts = Your gifts:
