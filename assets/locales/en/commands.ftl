# Commands: verbs, their options and help, the rules in brief, expansions and options, Discord's command names and descriptions.
# fr/commands.ftl holds the same ids.
# Each expansion's own texts of this kind are in its file, named by its word (river.ftl…).
# Words listed by a key the code names (a verb, a parameter, a step, a figure) are one
# message per key, `<list>-<key>` (verb-help-place), never a select on the key: the
# base game's keys here, each expansion's in its own file, so a new one adds no row here.

## The table of verbs: each verb's help line (also its Discord description),
## verb-help-<verb>, and each parameter's description, param-help-<verb>-<parameter>, by
## the verb's canonical word and the parameter's Discord name (`verbs.rs`): the base
## game's verbs here, an expansion's in its file. At most 100 characters each: Discord's
## limit, checked by a test.

verb-help-new = Open a game of Carcassonne in this channel
verb-help-join = Take a seat in this channel's game, or seat a bot that plays by itself
verb-help-leave = Give up your seat (in a running game: for good, a bot plays it)
verb-help-away = Let a bot play your seat while you are away; `join` takes it back
verb-help-start = Begin the game, seats in a random order (keep_order: in the order players joined)
verb-help-bot = Let a bot play a player's seat from now on (theirs, or anyone's for the creator or a moderator)
verb-help-cancel = Close this channel's game (creator or moderator)
verb-help-language = Change the language of this channel's game (its creator or a moderator)
verb-help-place = Put your tile at x (east), y (south), turned 0/90/180/270° (no turn: see which fit)
verb-help-meeple = Put a meeple on a feature of the tile you placed
verb-help-pass = No figure this turn; at a bazaar, no raise
verb-help-undo = Take back your last move if it revealed nothing (no draw, no score)
verb-help-board = Show the board and the scores
verb-help-status = Scores, tiles left and who must act
verb-help-history = Every move of this channel's game, in words
verb-help-replay = The channel's last finished game as a moving picture, tile by tile
verb-help-games = Your open games, or the finished ones
verb-help-leaderboard = This server's ten best players by rating, with their games and wins
verb-help-stats = A player's games, scores, points by feature and rating chart, shown to you alone
verb-help-options = Expansions, options, clocks and languages for a new game
verb-help-rules = The rules in brief
verb-help-help = The commands, one line each
verb-help-notify = Direct messages when a game waits for you
param-help-new-expansions = Expansions, separated by spaces (e.g. hills-sheep)
param-help-new-options = Game options, separated by spaces (e.g. hill_count)
param-help-new-language = The language of the game's public messages (default: the server's)
param-help-new-clock = How long a player may keep the game waiting before a bot plays (default: 3 days)
param-help-join-bot = Seat a bot instead of yourself, playing at this level: easy, normal or hard
param-help-leave-bot = Take this bot out of the lobby instead of leaving yourself
param-help-start-keep_order = Keep the order in which players joined (default: draw it at random)
param-help-bot-player = The player whose seat the bot takes, as the game names them
param-help-bot-level = How well it plays: easy, normal (default) or hard
param-help-language-language = English or French
param-help-place-placement = x,y rotation — e.g. 1,0 90 (pick from the list of legal placements)
param-help-meeple-spot = The feature: road E, city N, field Es, monastery
param-help-board-game = A finished game of this server, by its number, shown to you alone (see /games finished:True)
param-help-history-move = Show the board as it was after this move, by its number in the history
param-help-history-game = A finished game of this server, by its number, instead of this channel's
param-help-replay-game = A finished game of this server, by its number, instead of this channel's last
param-help-games-finished = True to list the finished games of this channel and of this server
param-help-stats-player = Whose stats (default: yours)
param-help-notify-on = True to get direct messages, false to stop them

## The help text (`help`).

help-title = Commands:
help-group = { $group ->
        [lobby] Setting up
        [turn] Your turn
       *[look] Looking around
    }
# The expansions a game is played without, after the commands of its own.
help-others = Not in this game: the commands of { $expansions } (`help` in a game with them lists them).
help-heading = { $title }:
help-heading-expansion = { $title } ({ $expansion }):

## Words that are no command. Commands are quoted in the canonical notation, in
## backticks: the reply spells them as the reader types them.

bad-empty = empty command; try `help`
bad-unknown = `{ $word }` is not a command; the commands are: { $verbs }
bad-no-arguments = `{ $verb }` takes no arguments
bad-usage = { $verb ->
        [join] say `join` to take a seat, or `join bot normal` to seat a bot (easy, normal or hard)
        [leave] say `leave` to give up your seat (`leave confirm` to leave a running game for good), or `leave bot Bot 1` to take a bot out of the lobby
        [bot] say whose seat: `bot NAME`, maybe followed by a level (easy, normal or hard)
        [start] say `start`, or `start keep_order` to keep the order in which players joined
        [notify] say `notify on` or `notify off`
        [board] say `board`, or `board game 7` for a finished game of this server
        [history] say `history`, `history move 12` for the board after move 12, or `history game 7` for a finished game
        [replay] say `replay`, or `replay game 7` for a finished game of this server
        [games] say `games`, or `games finished` for the finished games of this channel and this server
       *[language] say `language en` for English or `language fr` for French
    }
bad-seed-needs-number = `seed` needs a number
bad-not-a-seed = `{ $word }` is not a seed
bad-not-expansion-or-option = `{ $word }` is neither an expansion ({ $expansions }) nor an option ({ $options })
bad-no-language = `{ $word }` is not a language I speak: say en (English) or fr (French)
bad-not-your-language = Only the game's creator or a moderator can change its language.

## The game's language (`language`, `new … language fr`, `options`).

# A language's name, in this file's language.
language-name = { $lang ->
        [en] English
       *[fr] French
    }
language-set = { $name } switched this game to { $language }: its messages and board are in { $language } from now on.
options-expansions = Expansions (add to `new`):
options-expansion = - { $word } — { $title }
options-options = Options:
# An option ($option, its word) and what it changes ($meaning: option-meaning-<option>, in
# its expansion's file).
options-option = - { $option } ({ $expansion }): { $meaning }
options-languages = Languages: { $languages }. Choose one with `new language fr`; the game's creator changes it with `language en`.
options-language = { $tag } ({ $name })
options-channel-game = This channel's game is in { $language }.
options-channel-default = A new game here will be in { $language } unless you choose another.

## The rules in brief (`rules`): one message per paragraph (at most 2,000 characters each).

rules-base =
    Carcassonne in brief:
    1. Place your tile so it touches the board and every touching edge matches (city–city, road–road, field–field).
    2. You may put one meeple on a feature of that tile (road, city, monastery or field) if nobody has one in the whole feature.
    3. Completed features score: road 1 per tile, city 2 per tile + 2 per pennant, monastery 9. Most meeples win; ties share. Meeples go home.
    At the end: unfinished roads 1 per tile, cities 1 per tile + 1 per pennant, monasteries 1 + neighbours; each field scores 3 per completed city it touches for its farmers' majority.
# An option in its expansion's rules ($meaning as for options-option); $game: on (this game plays with it), off, any (no game here).
rules-option = Option `{ $option }`: { $meaning }.{ $game ->
        [on] { " " }This game plays with it.
        [off] { " " }This game plays without it.
       *[any] {""}
    }
# The expansions a game is played without, after the rules of its own.
rules-others = This game is played without { $expansions }: `rules` in a game with them tells theirs.
rules-board = On the board: a blue shield is a pennant; a lying meeple is in a field. A white frame marks the last tile, yellow frames and +N what just scored. Pale cells show the rotations that fit; numbered white discs, where a figure may go.
# What the pictures show of one expansion, after rules-board, is rules-board-expansion-<word>
# in its file; none for one that draws no symbol of its own.

## The Discord adapter's own buttons, in the public message's language.

discord-full-board = Full board
discord-join = Join
discord-add-bot = Add a bot (normal)
discord-start = Start
discord-leave-for-good = Leave for good

## The terminal's own lines (`local`, `demo`).

local-hint = Type commands such as `place 1 0 90`, `meeple road E`, `pass`, or a player's name first (`Bob: pass`); `help` lists them; Ctrl-D quits.
local-skipped = ({ $name }: the figure step was skipped, nothing to pass)
local-spoken = { $name }: { $text }
# $why: local-no-figure-<why>, `meeples` (none left in hand) or `features` (none free on the
# tile) here, an expansion's reason in its file (`dragon`: a volcano brought the dragon onto the tile).
local-figure-skipped = ({ $name } can put no figure on this tile: { $why }, so the figure step is skipped.)
local-no-figure-meeples = no meeple left
local-no-figure-features = no free feature
# How to see the board, after local-hint: the folder the pictures go to, or how to ask for them.
local-board-in = The board is drawn after every move in { $dir } (001.png, 002.png…); `place` alone lists where your tile fits.
local-board-nowhere = No pictures of the board: run with `--png-dir DIR` to have it drawn after every move; `place` alone lists where your tile fits, `board` tells the scores.
# `local --web`: where the board page is served ($url: its address).
local-web-serving = The board page is served at { $url }/board: open your link below to play by hand; moves made there show here.
# One human seat's private link to the board page ($name: the player).
local-web-link = { $name }'s board: { $url }
# `local --web` without `--db`: the game goes to a temporary file the page also reads ($path).
local-web-temporary = The game is kept in a temporary file the board page also reads, { $path }, removed when this run ends (pass `--db FILE` to keep it).
local-not-a-player = { $name } is not a player here: the players are { $players }.
# A script's line (a file, or lines piped in) that names no player; $name: the first player.
local-no-speaker = `{ $line }`: a script's line starts with the name of the player who plays it, as in `{ $name }: place 1 0 90`.
# $db: the game file; $moves: how many moves it holds.
local-resumed = (resuming the game of channel `{ $channel }` in { $db }, after { $moves } { $moves ->
        [one] move
       *[other] moves
    })
local-no-players = Name the players with `--players Alice,Bob`, or give a script whose first line names them: `# --players Alice,Bob`.
local-script-header = (from the script's first line: { $flags })
# Names `--players` refuses: fewer than 1 or more than 6 ($count), an empty or too long
# one, one given twice, one with a colon, two alike but for their case ($other).
local-players-count = A game has 1 to 6 players, not { $count }.
local-name-length = `{ $name }`: a player's name has 1 to 32 printable characters.
local-name-twice = `{ $name }` is named twice in `--players`.
local-name-colon = `{ $name }`: a player's name has no colon, since a line's `Name:` names who plays it.
local-names-alike = `{ $name }` and `{ $other }` differ only in their case: the bot would take one for the other; name them apart.
# `--db` naming a database the bot cannot open: $scheme, the URL's (mysql).
local-db-unsupported = `--db` takes a SQLite file's path or a PostgreSQL URL (`postgres://…`), not a { $scheme }:// URL.
# Without `--db`, the game goes into DATABASE_URL's database ($db, its password hidden).
local-db-from-env = (no --db: the game is kept in DATABASE_URL's database, { $db }; --db names another)
# `stats`'s chart of the rating: the file it was written to, or how to keep it.
local-chart-written = (the rating chart is in { $path })
local-chart-nowhere = (run with --png-dir DIR to keep the rating chart)
demo-bot = { $name } plays as { $level ->
        [easy] an
       *[other] a
    } { $title } bot.
