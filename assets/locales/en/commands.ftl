# Commands: verbs, their options and help, the rules in brief, expansions and options, Discord's command names and descriptions.
# fr/commands.ftl holds the same ids.
# Each expansion's own texts of this kind are in its file, named by its word (river.ftl…).

## The table of verbs: each verb's help line (also its Discord description) and each
## parameter's description, selected by the verb's canonical word (`verbs.rs`). At most
## 100 characters each: Discord's limit, checked by a test.

verb-help = { $verb ->
        [new] Open a game of Carcassonne in this channel
        [join] Take a seat in this channel's game, or seat a bot that plays by itself
        [leave] Give up your seat (in a running game: for good, a bot plays it)
        [away] Let a bot play your seat while you are away; `join` takes it back
        [start] Begin the game, seats in a random order (keep_order: in the order players joined)
        [bot] Let a bot play a player's seat from now on (theirs, or anyone's for the creator or a moderator)
        [cancel] Close this channel's game (creator or moderator)
        [language] Change the language of this channel's game (its creator or a moderator)
        [place] Put your tile at x (east), y (south), turned 0/90/180/270° (no turn: see which fit)
        [bridge] Build a bridge (a road across a field) on or beside your tile
        [meeple] Put a meeple on a feature of the tile you placed
        [shepherd] Put your shepherd on a field of your tile; it draws at once
        [big] Instead of a meeple, put your big meeple (it counts as two) on a feature of your tile
        [abbot] Instead of a meeple, put your abbot on the monastery or garden of your tile
        [recall] Instead of a figure, take your abbot back: its monastery or garden scores now
        [fairy] Instead of a figure, move the fairy next to one of your followers
        [portal] Instead of a meeple on your portal tile, put it on any free unfinished feature
        [princess] Instead of a figure, your princess sends a knight of her city home
        [dragon] Choose the dragon's next step: north, east, south or west
        [tower] Instead of a follower, put a tower piece on any empty foundation or open tower
        [top] Instead of a follower, put your meeple on top of an open tower: it closes it
        [ransom] Free one of your prisoners: 3 points to whoever holds it (once per turn)
        [capture] Capture a follower in the range of the tower you built, or none
        [exchange] In an exchange of prisoners, choose which of your figures comes back
        [builder] Instead of a meeple, put your builder beside your meeple on a road or city of your tile
        [pig] Instead of a meeple, put your pig beside your farmer in a field of your tile
        [mayor] Instead of a meeple, put your mayor in a city of your tile: it counts its pennants
        [wagon] Put your wagon on a road, city or monastery; after it scores, move it next door or home
        [barn] Instead of a figure, put your barn on a corner of your tile where four fields meet
        [abbey] At the start of your turn, place your abbey tile in a hole instead of drawing
        [draw] At the start of your turn, keep your abbey tile and draw as usual
        [architect] Put a meeple on the monument you just placed as its architect: 40 when it completes
        [cube] Instead of a meeple, put a cube on an objective your tile reaches: its reward when it completes
        [grow] Your tile grew your shepherd's field: draw for the flock
        [herd] Score your shepherd's flock; the shepherds go home
        [pass] No figure this turn; at a bazaar, no raise
        [castle] Your completed small city: build a castle on it, or score it
        [choose] Pick a bazaar tile to auction, by number
        [bid] Open the bidding on a bazaar tile, or raise the bid
        [buy] Keep your tile, paying the top bidder their bid
        [sell] Sell your tile to the top bidder for their bid
        [gift] Open one of your gifts before placing your tile
        [keep] Take two: keep tile 1 or 2; the other goes back
        [gifts] Your gifts, seen only by you, and everyone's counts
        [undo] Take back your last move if it revealed nothing (no draw, no score)
        [board] Show the board and the scores
        [status] Scores, tiles left and who must act
        [history] Every move of this channel's game, in words
        [replay] The channel's last finished game as a moving picture, tile by tile
        [games] Your open games, or the finished ones
        [leaderboard] This server's ten best players by rating, with their games and wins
        [stats] A player's games, scores, points by feature and rating chart, shown to you alone
        [options] Expansions, options, clocks and languages for a new game
        [rules] The rules in brief
        [help] The commands, one line each
       *[notify] Direct messages when a game waits for you
    }
param-help = { $param ->
        [new-expansions] Expansions, separated by spaces (e.g. hills-sheep)
        [new-options] Game options, separated by spaces (e.g. hill_count)
        [new-language] The language of the game's public messages (default: the server's)
        [new-clock] How long a player may keep the game waiting before a bot plays (default: 3 days)
        [join-bot] Seat a bot instead of yourself, playing at this level: easy, normal or hard
        [leave-bot] Take this bot out of the lobby instead of leaving yourself
        [start-keep_order] Keep the order in which players joined (default: draw it at random)
        [bot-player] The player whose seat the bot takes, as the game names them
        [bot-level] How well it plays: easy, normal (default) or hard
        [language-language] English or French
        [place-placement] x,y rotation — e.g. 1,0 90 (pick from the list of legal placements)
        [bridge-bridge] x,y and NS or EW — e.g. 1,0 NS (pick from the list of legal bridges)
        [meeple-spot] The feature: road E, city N, field Es, monastery
        [shepherd-spot] The field: e.g. field Es
        [big-spot] The feature: road E, city N, field Es, monastery
        [abbot-spot] Monastery or garden, on the tile you placed
        [fairy-target] x,y and the feature of your follower, e.g. 1,0 road E (pick from the list)
        [portal-target] x,y and a free unfinished feature, e.g. 1,0 city N (pick from the list)
        [princess-knight] x,y and the knight's feature, e.g. 0,-1 city N (pick from the list)
        [dragon-side] N, E, S or W (pick from the list)
        [tower-cell] x,y of an empty foundation or open tower, e.g. 0,1 (pick from the list)
        [top-tower] x,y of an open tower, e.g. 0,1; add big for your big meeple (pick from the list)
        [ransom-prisoner] The seat holding it and the figure, e.g. 2 meeple (pick from the list)
        [capture-follower] x,y and the follower's feature, e.g. 2,1 road E, or none (pick from the list)
        [exchange-figure] meeple, big or abbot (pick from the list)
        [builder-spot] A road or city of the tile you placed, where you have a meeple
        [pig-spot] A field of the tile you placed, where you have a farmer
        [mayor-spot] A city of the tile you placed, e.g. city N
        [wagon-spot] A feature of your tile (road E), or after it scores x,y and a feature or home (pick from the list)
        [barn-corner] NE, SE, SW or NW: a corner of your tile where four fields meet (pick from the list)
        [cube-objective] The monument and objective number, e.g. cathedral 2 (pick from the list)
        [castle-choice] build or score
        [choose-tile] The number of a bazaar tile nobody has taken yet
        [bid-amount] The points you bid
        [gift-card] One of your gifts: synod, sweeper, change, retreat or take-two
        [gift-target] x,y and the feature, e.g. 1,0 city N (pick from the list; none for take-two)
        [keep-tile] 1 or 2 (pick from the list)
        [board-game] A finished game of this server, by its number, shown to you alone (see /games finished:True)
        [history-move] Show the board as it was after this move, by its number in the history
        [history-game] A finished game of this server, by its number, instead of this channel's
        [replay-game] A finished game of this server, by its number, instead of this channel's last
        [games-finished] True to list the finished games of this channel and of this server
        [stats-player] Whose stats (default: yours)
       *[notify-on] True to get direct messages, false to stop them
    }

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
# What an option changes; $option is its word.
option-meaning = { $option ->
        [hill_count] in a tie for a road, city or field, whoever has the most meeples on hill tiles in it wins (without it, one meeple on a hill is enough, however many the others have)
       *[bazaar_no_bid] a bazaar's tiles are taken in turn, without bidding
    }
options-option = - { $option } ({ $expansion }): { option-meaning }
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
# An option in its expansion's rules; $game: on (this game plays with it), off, any (no game here).
rules-option = Option `{ $option }`: { option-meaning }.{ $game ->
        [on] { " " }This game plays with it.
        [off] { " " }This game plays without it.
       *[any] {""}
    }
# The expansions a game is played without, after the rules of its own.
rules-others = This game is played without { $expansions }: `rules` in a game with them tells theirs.
rules-board = On the board: a blue shield is a pennant; a lying meeple is in a field. A white frame marks the last tile, yellow frames and +N what just scored. Pale cells show the rotations that fit; numbered white discs, where a figure may go.
# What the pictures show of one expansion ($expansion, its word), after rules-board; nothing
# for one that draws no symbol of its own.
rules-board-expansion = { $expansion ->
        [hills-sheep] A hill is a darker green mound, a vineyard purple grapes; a shepherd has a wide hat and a crook, its flock's size on the white fleece beside it.
        [bridges-castles-bazaars] Bridges are sandstone with brown rails, castles grey stone, bazaars orange striped stalls, a blue pool an inn's lake.
       *[other] {""}
    }

## The Discord adapter's own buttons, in the public message's language.

discord-full-board = Full board
discord-join = Join
discord-add-bot = Add a bot (normal)
discord-start = Start
discord-leave-for-good = Leave for good

## The terminal's own lines (`local`, `demo`).

local-hint = Type commands such as `place 1 0 90`, `meeple road E`, `pass`, or a player's name first (`Bob: pass`); `help` lists them; Ctrl-D quits.
local-skipped = ({ $name }: the figure step was skipped, nothing to pass)
# $why: `meeples` (none left in hand), `dragon` (a volcano brought the dragon onto the tile) or `features` (none free on the tile).
local-figure-skipped = ({ $name } can put no figure on this tile: { $why ->
        [meeples] no meeple left
        [dragon] the dragon stands on it
       *[features] no free feature
    }, so the figure step is skipped.)
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
