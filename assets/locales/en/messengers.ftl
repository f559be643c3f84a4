# The Messengers: every text of this expansion alone (its names, the rules' refusals,
# the narration, the buttons, its rules in short). fr/messengers.ftl has the same ids.
# What several expansions or the base game share stays in the files by kind (terms.ftl,
# play.ftl…).

## Its word as players type it (after `new`, in /new's expansions), separated by spaces:
## the first is the one written, all are read (spelling.rs).

expansion-typed-messengers = messengers messenger messages

## Its printed name, as every message that names the expansion says it.

expansion-title-messengers = The Messengers

## Words of its own that its messages share.

# A message tile by its word ($message).
ms-title = { $message ->
        [road] Shortest Road
        [city] Smallest City
        [monastery] Smallest Monastery
        [tile] Add a Landscape Tile
        [arms] 2 Points per Coat of Arms
        [knights] 2 Points per Knight
        [farmers] 3 Points per Farmer
       *[follower] Score a Follower
    }
# What a message tile does, for its holder.
ms-meaning = { $message ->
        [road] score your road worth the fewest points as at the end (your highwayman stays)
        [city] score your city worth the fewest points as at the end (your knight stays)
        [monastery] score your monastery worth the fewest points as at the end (your monk stays)
        [tile] draw one more tile and place it this turn
        [arms] 2 points for each coat of arms in the cities where you have a knight
        [knights] each of your knights scores you 2 points and stays
        [farmers] each of your farmers scores you 3 points and stays
       *[follower] score one of your followers as at the end and take it back
    }
# A figure on the score track ($mover).
ms-mover = { $mover ->
        [meeple] score meeple
       *[messenger] messenger
    }
# A player's two figures in the board page's supply column: the space each stands on.
ms-meeple-at = score meeple on { $count }
ms-messenger-at = messenger on { $count }

## The engine's rule errors (RuleError) and setup errors: why a move was refused.

rule-ms-no-advance = a figure on the score track moves only when you have scored points
rule-ms-advance-pending = choose first which of your figures moves on the score track: `advance meeple` or `advance messenger`
rule-ms-no-message = you hold no message
rule-ms-message-pending = carry out the message you drew (`message`) or take its seal (`seal`) first
rule-ms-useless = this message has nothing to act on now: take its seal (`seal`)
rule-ms-no-follower = name one of your followers on the board, e.g. `message 1 -1 road E`
setup-ms-without-box = a fixed message stack needs The Messengers
setup-ms-twice = the stack holds one { $message } message, not two
# $typed: what followed the verb.
notation-ms-mover = `advance` takes `meeple` or `messenger`, not `{ $typed }`
notation-ms-target = `message` takes nothing, or a follower's cell and spot, e.g. `message 1 -1 road E`, not `{ $typed }`
notation-ms-seal = `seal` takes nothing, not `{ $typed }`
notation-ms-message = `{ $typed }` is no message tile: road, city, monastery, tile, arms, knights, farmers or follower

## Narration: one sentence per event. $name is a player's name, $count points, $to a
## space of the score track, $message a message tile's word.

ms-advanced = { $name } moves their { ms-mover } { $count ->
        [one] 1 space
       *[other] { $count } spaces
    }, to { $to }.
ms-drawn = Your message: { ms-title } — { ms-meaning }; or its seal, 2 points.
ms-carried = { $name } carries out a message: { ms-title }.
ms-sealed = { $name } takes the seal of a message ({ ms-title }): 2 points.
ms-joined = The game is over: { $name }'s messenger's { $count ->
        [one] 1 point joins
       *[other] { $count } points join
    } their score meeple.

## What the game waits for. $name is who must act; $count the points scored; $meeple and
## $messenger the spaces the two figures stand on.

prompt-ms-advance = { $name }: you scored { $count ->
        [one] 1 point
       *[other] { $count } points
    } — move your score meeple (on { $meeple }) or your messenger (on { $messenger })? A figure that stops on a dark space (0, 5, 10…) draws a message (`advance meeple`, `advance messenger`).
page-prompt-ms-advance = { $name }: you scored { $count ->
        [one] 1 point
       *[other] { $count } points
    } — move your score meeple (on { $meeple }) or your messenger (on { $messenger })? A figure that stops on a dark space (0, 5, 10…) draws a message: choose below.
prompt-ms-message = { $name } drew a message: they carry it out or take its seal, 2 points (`message`, `seal`).
page-prompt-ms-message = { $name } drew a message: they carry it out or take its seal, 2 points: choose below.

## Labels of the one-click choices (choices.rs) and autocomplete entries.

choice-ms-meeple = Move your score meeple
choice-ms-messenger = Move your messenger
# $aim: `target` for the Follower message (the follower by $spot at $x $y), else `nothing`.
choice-ms-carry = { $aim ->
        [target] Score and take back your follower: { $spot } at { $x } { $y }
       *[other] Carry out your message
    }
choice-ms-seal = Take the seal (2 points)
# On a button, the follower named by what is there ($target: lm-named or lm-short).
button-ms-carry = Message: { $target }

## The image's title while a decision waits ($who: whoever decides).

render-title-ms-advance = { $who }: move a figure on the score track
render-title-ms-message = { $who }: a message

## The rules in brief (`rules`): one message per paragraph (at most 2,000 characters each).

rules-messengers = The Messengers: each player has a second figure on the score track, the messenger, beside their score meeple; their score is the sum of both. Each time you score points in your own turn, choose which of the two moves (`advance meeple`, `advance messenger`), one scoring at a time; points scored in another player's turn move your score meeple. When, in your turn, a figure stops on a dark space (0, 5, 10, 15…), draw the top message tile (only you see it) and either carry it out (`message`) or take its seal, 2 points (`seal`); it then goes under the stack. Messages: 1 score your road worth the fewest points as at the end, 2 your city, 3 your monastery (the figure stays); 4 draw and place one more tile this turn; 5 2 points per coat of arms in the cities where you have a knight; 6 2 points per knight; 7 3 points per farmer; 8 score one of your followers as at the end and take it back (`message 1 -1 road E`). A message's points move a figure too, and may draw another message. At the end the messenger's points join the score meeple and the final scoring draws no message.

## Its verbs' help lines (also their Discord descriptions), at most 100 characters: verb-help-<verb>.

verb-help-advance = After scoring in your turn, move your score meeple or your messenger
verb-help-message = Carry out the message you drew (a Follower message names the follower)
verb-help-seal = Take the seal of the message you drew: 2 points instead of its action

## Its verbs' parameters' descriptions, at most 100 characters: param-help-<verb>-<parameter>.

param-help-advance-figure = meeple or messenger (pick from the list)
param-help-message-follower = Follower message: x,y and spot of your follower, e.g. 1,0 road E (pick from the list)

## What its own decisions have their owners do, in a one-line hint (suggest.rs): suggest-doing-<step>.

suggest-doing-ms-advance = moving a figure on the score track
suggest-doing-ms-message = reading a message

## Its kinds of points: category-title-<category> (a column of the final table, a line of
## /stats), scored-what-<what> (what the narration says they were scored for; $tiles,
## $count winners) and breakdown-category-<category> (the final breakdown).

category-title-messages = Messages
scored-what-messages = a message
breakdown-category-messages = messages
