# Play: what happened (narration), what the game waits for (prompts), status, lobby, the final result, reminders and direct messages.
# fr/play.ftl holds the same ids.
# A backticked word is a command, written in the canonical notation: the front end
# rewrites it as the reader types it.
# Each expansion's own texts of this kind are in its file, named by its word (river.ftl…).
# Words listed by a key the code names (a verb, a parameter, a step, a figure, a scoring
# category) are one message per key, `<list>-<key>` (verb-help-place), never a select on
# the key: the base game's keys here, each expansion's in its own file, so a new one adds
# no row here.

## Lists and small words.

# The last two names of a list: "Alice, Bob and Carol" is "Alice, Bob" and "Carol".
names-and = { $init } and { $last }
# Two commands or figures offered: "`herd` or `grow`".
either-or = { $first } or { $second }
# Between the entries of a list whose entries hold commas.
separator-semicolon = {"; "}
# A game's language, as its lobby and status name it.
language-line = Language: { $language ->
        [fr] French
       *[en] English
    }.

## Narration: one sentence per event. $name is a player's name.

placed = { $name } placed { $tile } at { $x } { $y }{ $square ->
        [yes] {" "}(its top-left cell of four)
       *[no] {""}
    }, rotated { $degrees }°.
# Where a figure stands: feature-on (terms.ftl), from the feature's words.
meeple-placed = { $name } put a meeple { feature-on }.
passed = { $name } placed no figure.
tile-discarded = { $tile } fits nowhere and is discarded.
# What points were scored for, scored-what-<what>: $what is the scoring category's word
# (an expansion's are in its file; gifts scored at the end are "gifts-end", a retreat's
# "gifts"), $tiles the feature's size, $count how many winners.
scored-what-road = a road of { $tiles } { $tiles ->
        [one] tile
       *[other] tiles
    }
scored-what-city = a city of { $tiles } { $tiles ->
        [one] tile
       *[other] tiles
    }
scored-what-monastery = a monastery
scored-what-field = a field
# $winners: their names; $count: how many winners; $what: scored-what-<what>.
scored = { $winners } { $count ->
        [one] scores { $points } { $points ->
            [one] point
           *[other] points
        }
       *[other] score { $points } { $points ->
            [one] point
           *[other] points
        } each
    } for { $what }.
scored-final = Final scoring: { scored }
game-ended = The game is over.

## Scores and supplies.

scores-line = Scores: { $scores }.
# $count: how many players share the best score.
result = { $names } { $count ->
        [one] wins
       *[other] tie
    } with { $points } { $points ->
        [one] point
       *[other] points
    }.
breakdown-line = { $name }: { $score } ({ $parts })
# A category's points in the final breakdown: "road 12"; $category is
# breakdown-category-<category> (an expansion's are in its file).
breakdown-part = { $category } { $points }
breakdown-category-road = road
breakdown-category-city = city
breakdown-category-monastery = monastery
breakdown-category-field = field

## What the game waits for. $name is who must act.

game-over-line = The game is over: { $result }
final-scores = Final scores:
prompt-tile = { $name }, your turn: place { $tile } — { $spots } legal { $spots ->
        [one] placement
       *[other] placements
    }. { $left ->
        [0] No tile is left to draw.
        [one] { $left } tile left.
       *[other] { $left } tiles left.
    }
prompt-figure = { $name }: place a figure — { $options } — or `pass`.
# A figure step with no spot open (another expansion's step may follow, a bridge).
prompt-figure-none = { $name }: no spot is open for a figure — `pass` to end your turn.
# The figures that may stand on a spot, when not a meeple alone: figure-name-<figure>
# (an expansion's figures are in its file).
figure-name-meeple = meeple
# A box's figure put on a spot of the tile just placed, on a button and in the picture's
# list of a step's answers: its name ($figure-name) and the spot's words ($spot).
button-figure-spot = { $figure-name }, { $spot }
use-buttons = Or use the buttons below.

## Turn looks.

undone = { $name } took back their last move.

## The lobby.

# $expansions: the expansions' titles, or nothing for the base game alone.
game-opened = { $name } opened a game of Carcassonne ({ $expansions ->
        [none] the base game
       *[other] base game + { $expansions }
    }).
lobby = { $news } { $count } { $count ->
        [one] player
       *[other] players
    } seated ({ $names }). { language-line } { $clock }
    `join` to play, `join bot` to seat a bot; `start` when everybody is in.
joined = { $name } joined.
seat-taken-back = { $name } takes their seat back from the bot.
left = { $name } left the game.
left-empty = { $name } left; nobody is seated any more, so the game is closed.
left-bots-only = { $name } left; only bots are seated now, so the game is closed.
bot-removed = { $name } took { $bot } out of the game.
game-begins = The game begins! Seat order: { $names }.
cancelled = { $name } cancelled the game.
status-lobby = Lobby: { $count } seated ({ $names }). `join` to play; `start` when ready.
games-none = You are not seated in any open game.
games-list = Your open games:
# $channel is the channel as the reader's front names it: a Discord link, or games-channel.
games-channel = channel `{ $channel }`
games-entry = - { $channel } ({ $status ->
        [lobby] lobby
        [active] active
        [finished] finished
       *[cancelled] cancelled
    })

## Bots.

# What a bot of a level does, following "it" (the `bot` autocomplete shows it after the level).
bot-meaning = { $level ->
        [easy] plays random legal moves
        [normal] plays the move worth the most this turn, counting what its figures may earn
       *[hard] looks ahead over sampled games, about a second a move
    }
a-bot = { $level ->
        [easy] an easy bot
        [normal] a normal bot
       *[hard] a hard bot
    }
bot-joined = { $name } joined: { a-bot } (it { bot-meaning }), seated by { $by }.
# $own: whether the player handed their own seat.
seat-handed = { $by } handed { $own ->
        [yes] their
       *[no] { $name }'s
    } seat to { a-bot }, which plays as { $name } (bot) from now on: it { bot-meaning }. { $name } takes it back with `join`.

## Reminders and direct messages.

reminder = Reminder: this game is waiting.
dm-waiting = Your Carcassonne game in <#{ $channel }> is waiting for you.
dm-news = Your Carcassonne game in <#{ $channel }>: { $news }
notify-on = You will get a direct message when a game waits for you. `notify off` stops them.
notify-off = No more direct messages; the pings in the channel go on.

## The board page's prompts (turn.rs `page_prompt`): as the channel's, naming the page's buttons where those name commands.
page-prompt-figure = { $name }: place a figure — { $options } — or choose “{ button-no-figure }”.
page-prompt-figure-none = { $name }: no spot is open for a figure — choose “{ button-no-figure }” to end your turn.
