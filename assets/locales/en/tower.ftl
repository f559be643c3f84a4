# The Tower: every text of this expansion alone (its names, the rules' refusals, the
# narration, the buttons, its rules in short). fr/tower.ftl has the same ids. What
# several expansions or the base game share stays in the files by kind (terms.ftl,
# play.ftl…).

## Its word as players type it (after `new`, in /new's expansions), separated by spaces:
## the first is the one written, all are read (spelling.rs).

expansion-typed-tower = tower

## Its printed name, as every message that names the expansion says it.

expansion-title-tower = The Tower

## Words of its own that its messages share.

# A follower a tower captures ($figure: meeple, big, abbot), with its article.
to-figure = { $figure ->
        [big] the big meeple
        [abbot] the abbot
        [mayor] the mayor
        [wagon] the wagon
       *[meeple] a meeple
    }
# Where a follower in a tower's range stands: its $spot (of the feature $feature: road,
# city, monastery, garden, field) on the tile at $x $y, as one says it ("on the road east
# at 2 1", "in the monastery at 1 1").
to-captive = { spot-on } at { $x } { $y }
# The same in a sentence, its place by a landmark and its cell ($where: lm-place): "in the
# monastery beside Ann's farmer (1 1)".
to-captive-at = { spot-on } { $where }
# The same, as it is typed ($spot in the notation).
to-captive-notation = { $x } { $y } { $spot }
# Where the meeple on top of the tower at $x $y stands.
to-captive-top = on top of the tower at { $x } { $y }
# The same in a sentence ($where: lm-place).
to-captive-top-at = on top of the tower { $where }
# The same, as it is typed.
to-captive-top-notation = { $x } { $y } tower

## The engine's rule errors (RuleError): why a move was refused.

rule-to-no-foundation = there is no tower foundation at { $x } { $y }
rule-to-closed = the tower at { $x } { $y } is closed: a meeple is on top
rule-to-no-tower = the foundation at { $x } { $y } has no tower yet: only a tower piece goes there
rule-to-no-piece = you have no tower piece left
rule-to-not-for-top = only a meeple or the big meeple in your supply goes on top of a tower
# $captive: what was named (to-captive-notation or to-captive-top-notation).
rule-to-out-of-range = nothing to capture at { $captive } in the range of the tower you built
rule-to-capture-first = capture a follower in the tower's range, or nobody (`capture none`), first
rule-to-no-capture = you capture only right after building a tower
rule-to-exchange-first = choose which of your figures comes back in the exchange first
rule-to-no-exchange = there is no exchange of that figure to make
rule-to-paid-already = you paid a ransom this turn already
rule-to-too-poor = a ransom costs 3 points: you have fewer
# $seat: the seat named (1 to 6); $figure: meeple, big, abbot.
rule-to-no-prisoner = seat { $seat } holds no { $figure ->
        [big] big meeple
        [abbot] abbot
       *[meeple] meeple
    } of yours
# $typed: what followed the verb.
notation-to-cell = a tower is named by its cell, e.g. `0 1`, not `{ $typed }`
notation-to-figure = `{ $typed }` is no follower: meeple, big or abbot
notation-to-seat = a ransom names the seat holding your figure and the figure, e.g. `2 meeple`, not `{ $typed }`

## Narration: one sentence per event. $name is a player's name.

# $where: the tower's place, by a landmark and its cell (lm-place).
to-built = { $name } builds the tower { $where } to { $height ->
        [one] one piece
       *[other] { $height } pieces
    }.
to-topped = { $name } puts { to-figure } on top of the tower { $where }: it is closed.
# $owner: whose figure; $captive: where it stood (to-captive-at, to-captive-top-at).
to-captured = { $name } captures { $owner }'s { $figure ->
        [big] big meeple
        [abbot] abbot
       *[meeple] meeple
    } { $captive }: a prisoner.
to-captured-own = { $name } captures their own { $figure ->
        [big] big meeple
        [abbot] abbot
       *[meeple] meeple
    } { $captive }: back to their supply.
to-spared = { $name } captures nobody.
# $got, $gave: meeple, big, abbot.
to-exchanged = { $name } and { $other } exchange prisoners: { $name } gets back their { $got ->
        [big] big meeple
        [abbot] abbot
       *[meeple] meeple
    }, { $other } their { $gave ->
        [big] big meeple
        [abbot] abbot
       *[meeple] meeple
    }.
to-ransomed = { $name } pays { $holder } a ransom of { $points } points for their { $figure ->
        [big] big meeple
        [abbot] abbot
       *[meeple] meeple
    }.

## What the game waits for. $name is who must act.

# $x $y: the tower just built; $height: its height; $captives: what it may capture, each
# named by what is there (lm-named), "A, B or C".
prompt-capture = { $name }: the tower at { $x } { $y } is { $height ->
        [one] one piece
       *[other] { $height } pieces
    } high — with `capture`, capture { $captives }; or `capture none`.
page-prompt-capture = { $name }: the tower at { $x } { $y } is { $height ->
        [one] one piece
       *[other] { $height } pieces
    } high — capture { $captives }, or nobody.
# $other: who held them; $figures: what may come back.
prompt-exchange = { $name }: you exchange prisoners with { $other } — which of yours comes back: { $figures } (`exchange`)?
page-prompt-exchange = { $name }: you exchange prisoners with { $other } — choose which of yours comes back: { $figures }.
# Among a figure step's options; $pieces: pieces left.
option-tower = a tower piece ({ $pieces } left)
option-tower-command = `tower X Y` ({ $pieces ->
        [one] 1 piece
       *[other] { $pieces } pieces
    } left)
option-top = a meeple on top of a tower
option-top-command = `top X Y`
option-ransom = a ransom (3 points)
# $figures: the figures a ransom may free, as typed (meeple/big).
option-ransom-command = `ransom SEAT { $figures }` (3 points)

## Labels of the one-click choices (choices.rs) and autocomplete entries.

choice-tower = Tower piece at { $x } { $y }
# On a button, with the target named by what is there ($target: lm-named or lm-short):
# a piece on a tower or foundation, a meeple ($figure: meeple, big) on top, a capture.
button-tower = Tower piece on { $target }
button-top = { $figure ->
        [big] Big meeple
       *[meeple] Meeple
    } on top of { $target }
button-capture = Capture { $target }
choice-top = { $figure ->
        [big] Big meeple
       *[meeple] Meeple
    } on top of the tower at { $x } { $y }
# A follower on a feature ($aim target: to-captive), or the meeple on a tower's top.
choice-capture = Capture the follower { $aim ->
        [top] { to-captive-top }
       *[target] { to-captive }
    }
choice-spare = Capture nobody
choice-exchange = Get back { to-figure }
# With no names at hand (the label the picture and a move's line use): the holder's seat.
choice-ransom = Ransom: { $figure ->
        [big] your big meeple
        [abbot] your abbot
       *[meeple] a meeple
    } from seat { $seat } (3 points)
# A ransom's button (Discord's and the page's) and its autocomplete entry: the holder by name.
button-ransom = Ransom: { $figure ->
        [big] your big meeple
        [abbot] your abbot
       *[meeple] a meeple
    } held by { $holder } (3 points)

## The image's titles while a tower's builder captures and while an exchange waits.

render-title-capture = { $who }: capture a follower
render-title-exchange = { $who }: exchange prisoners

## Supplies ( /status and the board page).

to-supplies = Tower pieces and prisoners: { $supplies }.
to-supplies-one = { $name } { $pieces } { $pieces ->
        [one] piece
       *[other] pieces
    }, { $prisoners } { $prisoners ->
        [one] prisoner
       *[other] prisoners
    }
page-supply-tower-pieces = { $count } tower { $count ->
        [one] piece
       *[other] pieces
    }
page-supply-prisoners = { $count } { $count ->
        [one] prisoner
       *[other] prisoners
    }

## The rules in brief (`rules`): one message per paragraph (at most 2,000 characters each).

rules-tower = The Tower: tiles with a tower foundation. Each player has tower pieces (10 with two players, 9 with three, 7 with four, 6 with five, 5 with six). Instead of placing a follower, put a piece on any empty foundation or open tower of the board (`tower 0 1`), then you may capture one follower in its range — the tower's tile and, along its row and column, as many tiles as its new height, over gaps (`capture 2 1 road E`, or `capture none`): your own goes home, a rival's is your prisoner. Or put a meeple on top of an open tower (`top 0 1`): it closes the tower, scores nothing and stays there unless a tower captures it. When two players hold each other's prisoners they exchange them at once, one for one. Once per turn you may free one of your prisoners by paying its holder 3 points (`ransom 2 meeple`: the seat holding it), if you have 3. Towers and prisoners score nothing at the end.

## Its tile in words (tile_words.rs).

# A tile with a tower foundation: its words ($tile), then the foundation in short.
tile-with-tower = { $tile } (tower)

## The board page's own words for the tower.

page-hint-capture = Tap the ring round the follower to capture (its colour is its owner's), or the lit cell of a tower to take the meeple on top; or choose below.

## Its verbs' help lines (also their Discord descriptions), at most 100 characters: verb-help-<verb>.

verb-help-tower = Instead of a follower, put a tower piece on any empty foundation or open tower
verb-help-top = Instead of a follower, put your meeple on top of an open tower: it closes it
verb-help-ransom = Free one of your prisoners: 3 points to whoever holds it (once per turn)
verb-help-capture = Capture a follower in the range of the tower you built, or none
verb-help-exchange = In an exchange of prisoners, choose which of your figures comes back

## Its verbs' parameters' descriptions, at most 100 characters: param-help-<verb>-<parameter>.

param-help-tower-cell = x,y of an empty foundation or open tower, e.g. 0,1 (pick from the list)
param-help-top-tower = x,y of an open tower, e.g. 0,1; add big for your big meeple (pick from the list)
param-help-ransom-prisoner = The seat holding it and the figure, e.g. 2 meeple (pick from the list)
param-help-capture-follower = x,y and the follower's feature, e.g. 2,1 road E, or none (pick from the list)
param-help-exchange-figure = meeple, big or abbot (pick from the list)

## What its own decisions have their owners do, in a one-line hint (suggest.rs): suggest-doing-<step>.

suggest-doing-capture = choosing whom their tower captures
suggest-doing-exchange = choosing which prisoner comes back

## Its kinds of points: category-title-<category> (a column of the final table, a line of
## /stats), scored-what-<what> (what the narration says they were scored for; $tiles,
## $count winners) and breakdown-category-<category> (the final breakdown).

category-title-ransom = Ransoms
scored-what-ransom = ransoms
breakdown-category-ransom = ransom

## Its targets as the board page counts them (web.ftl's page-hint-kind): page-target-<kind>,
## $count of them.

page-target-tower = { $count ->
        [one] lit tower
       *[other] lit towers
    }
page-target-foundation = { $count ->
        [one] lit empty foundation
       *[other] lit empty foundations
    }
page-target-top = { $count ->
        [one] lit tower with a meeple on top
       *[other] lit towers with a meeple on top
    }
