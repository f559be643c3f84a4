# Timelapse: a finished game as an animated image, its board growing tile by tile.
# fr/timelapse.ftl holds the same ids.
# A backticked word is a command, written in the canonical notation: the front end
# rewrites it as the reader types it.

# The message the animation comes with (`replay`, or the final message's button).
timelapse-shown = Game { $id }, tile by tile ({ $tiles } tiles): { $result }
# The button under a game's final message.
timelapse-watch = Watch the game
# The terminal's notes (`--timelapse FILE`).
local-timelapse-written = (the game's timelapse is in { $path })
local-timelapse-not-over = (no timelapse: the game is not over)
local-timelapse-nowhere = (run with --timelapse FILE to keep the animation)

## Refusals.

error-no-finished-here = No game has finished in this channel yet: `games finished` lists this server's, and `replay game 7` shows one of them.
error-not-over-yet = Game { $id } is not over yet: its timelapse comes when it ends.
