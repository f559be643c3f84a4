# English: the service's refusals, by message id. fr/errors.ftl holds the same ids.
# A backticked word is a command; Discord shows it as its slash command.
# Each expansion's own texts of this kind are in its file, named by its word (river.ftl…).

## Refusals: what a player asked that the game cannot do.

error-no-game = There is no game in this channel. Start one with `new`.
error-channel-busy = A game is already open in this channel; `join` it, or `cancel` it first.
error-not-seated = You are not seated in this game.
error-already-seated = You are already seated in this game.
error-bots-need-a-seat = Take a seat first (`join`), then seat a bot.
error-no-such-player = Nobody called { $name } sits at this game; the players are { $players }.
error-no-such-bot = No bot called { $name } sits in this lobby; the bots are: { $bots }.
error-already-a-bot = { $name } is already played by a bot.
error-already-away = You are already away: a bot plays your seat until you come back with `join`.
error-away-not-playing = `away` is for a game in play; in the lobby, `leave` gives up your seat.
error-left-for-good = You left this game for good: a bot plays your seat to the end.
error-not-yours-to-hand = Only { $name } themselves, the game's creator or a moderator can hand their seat to a bot.
error-full = The game is full ({ $count ->
        [one] { $count } player
       *[other] { $count } players
    }).
error-already-started = The game has already started.
error-not-started = The game has not started yet: `start` it when everybody has joined.
error-finished = The game is over; open a new one with `new`.
error-not-creator = Only the game's creator or a moderator can cancel it.
error-nothing-to-undo = Nothing to undo: you can take back only your own tile or figure, before your turn ends.
error-no-tile-in-hand = You have no tile to place now.
error-no-rotation-fits = Your tile ({ $tile }) does not fit at { $x } { $y } in any rotation.
# $expansion is the expansion's word (hills-sheep…).
error-expansion-not-in-bot = { $expansion } cannot be played in the bot yet: its commands are still to come.
error-not-your-turn = It is not your turn: waiting for { $name }.
error-not-your-decision = This decision is not yours: waiting for { $name }.
error-seed-chosen-by-bot = In Discord the bot draws the seed and the tiles itself, so nobody can know the draws in advance.
error-busy = The game's storage is busy right now and nothing was changed. Please try again in a moment.
error-unplayable = This game can no longer be played by this version of the bot ({ $why }). `history` lists its moves; `cancel` closes it.
error-newer-version = This game was saved by a newer version of the bot (rules version { $version }); it cannot be played here.

## Our own failure, shown without detail.

error-internal = Something went wrong on our side and nothing was changed. Please try again.
# The database could not be written (a full disk, a read-only file…): the operator's log says which.
error-not-saved = The game could not be saved; nothing changed. The bot's storage needs its operator: please try again later.
# Many processes share the games and this one no longer serves the server (a failover): the next try reaches the one that does.
error-moved = Nothing changed: this server's games are moving to another of the bot's processes. Please try again in a few seconds.
# The command was meant for an earlier game of the channel (sent before this one was opened).
error-sent-before = Nothing changed: this was sent before the channel's current game began.
# A failure in the Discord adapter itself, where whether anything changed is unknown.
error-failed = Something went wrong on our side. Please try again.
error-stale = That button belongs to an earlier turn, so it does nothing now. Use the newest message, or the commands.
