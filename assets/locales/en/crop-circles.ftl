# Crop Circles: every text of this expansion alone (its names, the rules' refusals, the
# narration, the buttons, its rules in short). fr/crop-circles.ftl has the same ids. What
# several expansions or the base game share stays in the files by kind (terms.ftl,
# play.ftl…).

## Its word as players type it (after `new`, in /new's expansions), separated by spaces:
## the first is the one written, all are read (spelling.rs).

expansion-typed-crop-circles = crop-circles crop-circle circles crop

## Its printed name, as every message that names the expansion says it.

expansion-title-crop-circles = Crop Circles

## Words of its own that its messages share.

# The followers a circle concerns ($circle: rake, club or shield), in the plural.
cc-kind = { $circle ->
        [rake] farmers
        [club] highwaymen
       *[shield] knights
    }
# One of them.
cc-one = { $circle ->
        [rake] a farmer
        [club] a highwayman
       *[shield] a knight
    }
# The circle's sign.
cc-circle = { $circle ->
        [rake] the rake
        [club] the club
       *[shield] the shield
    }
# Where one of the asked player's followers of the kind stands, in a prompt: $spot in
# words, its cell $x $y.
cc-post = the { $spot } at { $x } { $y }
cc-posts-none = none on the board

## The engine's rule errors (RuleError): why a move was refused. $x $y $spot name a
## feature on the board; $figure a figure's name.

rule-cc-no-circle = followers are added or taken back only after a crop circle tile
rule-cc-pending = the crop circle's action comes first
rule-cc-no-feature = there is no feature at { $x } { $y } { $spot }
rule-cc-not-yours = none of your followers of the circle's kind stands at { $x } { $y } { $spot }
rule-cc-none-in-supply = you have no { $figure } left in supply
rule-cc-cannot-stand = a { $figure } does not go on { feature-a }
# $typed: what followed `crop`.
notation-cc-mode = `crop` takes add or remove, not `{ $typed }`

## Narration: one sentence per event. $name is a player's name; $circle rake, club or
## shield; $mode add or remove; $figure a figure's name; $x $y a cell, $spot a spot in words.

cc-chosen = { $name } chooses for { cc-circle }: { $mode ->
        [add] every player adds { cc-one }
       *[remove] every player takes back { cc-one }
    }.
cc-added = { $name } adds a { $figure } at { $x } { $y } ({ $spot }).
cc-removed = { $name } takes back a { $figure } at { $x } { $y } ({ $spot }).
cc-declined = { $name } adds nothing.

## What the game waits for. $name is who must act; $circle the circle's kind; $posts
## where their followers of that kind stand (cc-post, or cc-posts-none).

prompt-circle = { $name }: a crop circle, { cc-circle } — choose: every player adds { cc-one } beside one of theirs, or every player takes one back (`crop add`, `crop remove`). Your { cc-kind }: { $posts }.
prompt-circle-adding = { $name }: the crop circle — add { cc-one } from your supply on the spot of one of yours (`add X Y SPOT`), or `pass`. Your { cc-kind }: { $posts }.
prompt-circle-removing = { $name }: the crop circle — take back one of your { cc-kind } (`remove X Y SPOT`). Your { cc-kind }: { $posts }.
page-prompt-circle = { $name }: a crop circle, { cc-circle } — choose: every player adds { cc-one } beside one of theirs, or every player takes one back. Your { cc-kind }: { $posts }.
page-prompt-circle-adding = { $name }: the crop circle — add { cc-one } from your supply on the spot of one of yours: tap a numbered spot or choose below, or pass. Your { cc-kind }: { $posts }.
page-prompt-circle-removing = { $name }: the crop circle — take back one of your { cc-kind }: tap a numbered spot or choose below. Your { cc-kind }: { $posts }.

## Labels of the one-click choices (choices.rs) and autocomplete entries: $figure-name
## the figure, $spot the feature in words, its cell $x $y.

choice-circle-add = Every player adds a follower
choice-circle-remove = Every player takes a follower back
choice-circle-join = Add a { $figure-name }: { $spot } at { $x } { $y }
choice-circle-leave = Take back the { $figure-name }: { $spot } at { $x } { $y }
# On a button, the feature named by what is there ($target: lm-named or lm-short), as
# the board's other targets are.
button-circle-join = Add a { $figure-name }: { $target }
button-circle-leave = Take back the { $figure-name }: { $target }
# The pass button at a crop circle's addition.
button-pass-circle-adding = Pass (add nothing)

## The image's titles during the crop circle's action ($who: whoever acts).

render-title-circle = { $who }: every player adds or takes back
render-title-circle-adding = { $who }: add a follower, or pass
render-title-circle-removing = { $who }: take a follower back

## The rules in brief (`rules`): one message per paragraph (at most 2,000 characters each).

rules-crop-circles = Crop Circles: six tiles with a crop circle in the middle, of three kinds — a rake (farmers), a club (highwaymen) or a shield (knights). The circle takes no figure and ends the roads and fields that meet it. After the turn of a circle tile (tile, figure, scoring), its player chooses: every player adds a follower of that kind from their supply on the spot of one of theirs (`crop add`), or every player takes one of theirs back (`crop remove`). Then each player in turn, from the next to the placer last, does it: `add 2 -1 road E` (a big meeple: `add 2 -1 road E big`), which may be declined with `pass`; or `remove 2 -1 road E`, which may not. A player with no follower of the kind on the board does nothing; with nobody having one, nothing is asked. Nothing scores then.

## Its verbs' help lines (also their Discord descriptions), at most 100 characters: verb-help-<verb>.

verb-help-crop = After a crop circle tile: every player adds a follower, or every player takes one back
verb-help-add = At a crop circle, add a follower on the spot of one of yours of its kind
verb-help-remove = At a crop circle, take back one of your followers of its kind

## Its verbs' parameters' descriptions, at most 100 characters: param-help-<verb>-<parameter>.

param-help-crop-choice = add or remove (pick from the list)
param-help-add-target = x,y and the spot of one of your followers, e.g. 1,0 road E (pick from the list)
param-help-remove-target = x,y and the spot of one of your followers, e.g. 1,0 road E (pick from the list)

## What its own decisions have their owners do, in a one-line hint (suggest.rs): suggest-doing-<step>.

suggest-doing-circle = choosing the crop circle's action
suggest-doing-circle-adding = adding a follower at the crop circle
suggest-doing-circle-removing = taking a follower back at the crop circle
