# A step's target named as a player finds it on the board (landmarks.rs): what is there,
# a landmark on its tile or beside it, and its cell as commands type it. fr/landmarks.ftl
# has the same ids.

# $what: the target (lm-follower, lm-feature, lm-tower…); $where: its landmark (lm-at-…),
# or the way from the last tile ($kind: way, set apart by a comma: the target's words may
# end in a compass word), $kind mark otherwise; $x $y: its cell.
lm-named = { $what }{ $kind ->
        [way] ,
       *[mark] {""}
    } { $where } ({ $x } { $y })
# The same without its landmark, where a label would be too long with it.
lm-short = { $what } ({ $x } { $y })
# A place alone, as the narration says it: its landmark ($where, lm-at-… or lm-way) and
# its cell; at its cell alone where it has none.
lm-place = { $where } ({ $x } { $y })
lm-place-cell = at { $x } { $y }

## What is there. $owner: a player's name; $role: a follower as it stands on its feature
## (thief on a road, knight in a city, monk in a monastery, farmer in a field, meeple
## elsewhere), or its figure's word (big: the big meeple; abbot); $role-name its name,
## lm-role-<role> (a box's followers' are in its file), $role-gender that message's .gender.

lm-role-thief = thief
lm-role-knight = knight
lm-role-monk = monk
lm-role-farmer = farmer
lm-role-meeple = meeple
lm-follower = { $owner }'s { $role-name }
# The same with its spot ($spot: "field north-west", told apart from another of the same
# words, with its feature's words), where another of the step's targets on its tile reads
# the same.
lm-follower-spot = { lm-follower } { spot-on }
# A feature with no follower: $spot its words ("city north", told apart from another of the
# same words: "field south-east (west of the two)"), with its feature's words.
lm-feature = { spot-the }
# $height: its pieces.
lm-tower = the tower of height { $height }
lm-foundation = the empty foundation
# The meeple closing a tower of $height pieces ($role: its figure's word, meeple or big).
lm-top = { lm-follower } on top of the tower of height { $height }
lm-castle = the castle
# A whole tile (one the dragon may enter next); the tile just placed names itself.
lm-tile = the tile
lm-tile-last = the last tile

## Landmarks. $rel: on (on the target's own tile), of (on the whole tile aimed at: "the
## tile of Bob's knight") or beside (on a tile next to it).

lm-at-last = on the last tile
# A follower, as lm-follower; a monk names its monastery.
lm-at-follower = { $rel ->
        [on] on the tile of
        [of] of
       *[beside] beside
    } { $owner }'s { $role ->
        [monk] monastery
       *[other] { $role-name }
    }
lm-at-tower = { $rel ->
        [on] on the tile of
        [of] of
       *[beside] beside
    } the tower of height { $height }
lm-at-monastery = { $rel ->
        [on] on the tile of
        [of] of
       *[beside] beside
    } the monastery
lm-at-dragon = { $rel ->
        [on] on the dragon's tile
       *[beside] beside the dragon
    }
lm-at-fairy = { $rel ->
        [on] on the fairy's tile
       *[beside] beside the fairy
    }
# The last resort: where the target lies from the last tile placed; $way: n, ne, e, se, s, sw, w, nw.
lm-way = { $way ->
        [n] north of the last tile
        [ne] north-east of the last tile
        [e] east of the last tile
        [se] south-east of the last tile
        [s] south of the last tile
        [sw] south-west of the last tile
        [w] west of the last tile
       *[nw] north-west of the last tile
    }
