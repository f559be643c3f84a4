# The rules' refusals: why the engine would not take a move (its typed errors, worded).
# fr/rules.ftl holds the same ids.
# Each is a clause ("it is not your turn"); the service makes it a sentence. A backticked
# word is a command, written in the canonical notation.
# Each expansion's own texts of this kind are in its file, named by its word (river.ftl…).

## The engine's rule errors (RuleError): why a move was refused.

rule-game-over = the game is over
rule-no-such-seat = there is no seat { $seat } in this game
rule-not-your-turn = it is not your turn
rule-tile-not-placed = place your tile first
rule-tile-already-placed = you have already placed your tile; place a figure or pass
rule-occupied = cell { $x } { $y } is already taken
rule-detached = cell { $x } { $y } touches no tile
# $tile in words, $dir the side (N, E, S, W).
rule-mismatch = your tile ({ $tile }) at { $x } { $y } does not match its neighbour on the { $dir } edge
# $spot as the player types it ("road E"), $feature its kind (road, city, monastery, field).
rule-no-such-feature = the tile just placed has no { $spot }
# Its feature's words (Lang::feature).
rule-feature-occupied = that { $feature-name } already has a meeple in it
rule-no-meeple-left = you have no meeple left
rule-not-in-game = this game is played without { $expansion }

## A game's setup refused (SetupError): the terminal's expansions, options and draws.

setup-players = a game needs 1 to { $max } players, not { $count }
# $word is what was typed, $words the words one may say.
setup-unknown-expansion = `{ $word }` is not an expansion: say { $words }
setup-unknown-option = `{ $word }` is not an option: say { $words }
setup-expansion-too-new = { $expansion } needs rules version { $since } or later; this game is version { $version }
setup-option-without-expansion = option { $option } needs { $expansion }
# Tiles here are named by their ids, as the draw order is written.
setup-tile-not-in-game = tile { $tile } is not in the game's tile sets
setup-too-many-tiles = a fixed draw order holds at most { $max } tiles, not { $count }
setup-version = this game was made by rules version { $version }; this engine plays versions 1 to { $max }

## Typed words that are no action (the notation's ParseActionError); $word is the word
## at fault, quoted back.

notation-empty = empty action
notation-unknown-verb = `{ $word }` is not an action: say `place`, `meeple`, `shepherd`, `grow`, `herd`, `pass`, `bridge`, `castle`, `choose`, `bid`, `buy`, `sell`, `gift`, `keep`, `architect`, `cube`, `abbot`, `recall`, `big`, `builder` or `pig`
notation-place-arity = `place` takes x, y and a rotation, e.g. `place 1 0 90`
# $verb is the command (choose, bid, keep…).
notation-number-arity = `{ $verb }` takes one whole number, e.g. `{ $verb } 2`
notation-number = `{ $word }` is not a whole number
notation-number-too-large = `{ $word }` is too large a number
notation-trailing = `{ $verb }` takes no arguments
notation-missing-cell = a feature on the board is named by its cell and spot, e.g. `3 -1 road E`
notation-feature = `{ $word }` is not a feature: say road, city, field, monastery or garden
# Its feature's words (Lang::feature).
notation-missing-edge = { feature-a } needs an edge: N, E, S or W (e.g. `{ $feature } N`)
notation-missing-half = a field needs a half-edge: Nw, Ne, En, Es, Se, Sw, Ws or Wn (e.g. `field Es`)
notation-monastery-edge = a monastery takes no edge
notation-spot-trailing = `{ $word }` after the spot is not understood
# $wanted: direction, half-edge or rotation.
notation-geometry = `{ $word }` is not a { $wanted ->
        [direction] direction (N, E, S or W)
        [half-edge] half-edge (Nw, Ne, En, Es, Se, Sw, Ws or Wn)
       *[rotation] rotation (0, 90, 180 or 270)
    }

## A bot level that does not exist.

level-unknown = `{ $word }` is not a bot level: say { $words }
