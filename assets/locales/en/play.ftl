# Play: what happened (narration), what the game waits for (prompts), status, lobby, the final result, reminders and direct messages.
# fr/play.ftl holds the same ids.
# A backticked word is a command, written in the canonical notation: the front end
# rewrites it as the reader types it.

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
# Where a figure stands: $feature is road, city, monastery or field.
feature-on = { $feature ->
        [road] on the road
        [city] in the city
        [monastery] in the monastery
       *[field] in the field
    }
meeple-placed = { $name } put a meeple { feature-on }.
passed = { $name } placed no figure.
tile-under-hill = { $name } drew a hill: the next tile goes under it, unseen.
shepherd-placed = { $name } put their shepherd { feature-on }.
wolf-drawn = { $name } drew a wolf!
sheep-drawn = { $name } drew { $sheep } sheep for the flock.
# $names: the shepherds' owners; $count: how many shepherds.
flock-chased = The wolf chases { $names }'s shepherd home.
flock-lost = The wolf scatters { $sheep } sheep; { $names }'s { $count ->
        [one] shepherd goes
       *[other] shepherds go
    } home.
tile-discarded = { $tile } fits nowhere and is discarded.
tile-returned = { $tile } goes back into the stack.
# What points were scored for; $what is the scoring category's word (gifts scored at
# the end are "gifts-end", a retreat's "gifts"), $tiles the feature's size.
scored-what = { $what ->
        [road] a road of { $tiles } { $tiles ->
            [one] tile
           *[other] tiles
        }
        [city] a city of { $tiles } { $tiles ->
            [one] tile
           *[other] tiles
        }
        [monastery] a monastery
        [field] a field
        [sheep] herding the flock
        [castle] their castle
        [bazaar] a bazaar
        [gifts-end] unopened gifts
        [gifts] a retreat
        [monuments] their architect
       *[fame] their fame tokens
    }
# $winners: their names; $count: how many winners.
scored = { $winners } { $count ->
        [one] scores { $points } { $points ->
            [one] point
           *[other] points
        }
       *[other] score { $points } { $points ->
            [one] point
           *[other] points
        } each
    } for { scored-what }.
scored-final = Final scoring: { scored }
bridge-built = { $name } built a bridge { $axis ->
        [ns] north–south
       *[ew] east–west
    } at { $x } { $y }.
castle-chose-build = { $name } chose to build a castle.
castle-chose-score = { $name } chose to score the small city.
castle-built = { $names } built a castle over { $x1 } { $y1 } and { $x2 } { $y2 }.
bazaar-opened = A bazaar opens: { $tiles ->
        [one] 1 tile goes
       *[other] { $tiles } tiles go
    } face up.
bazaar-chosen = { $name } chose tile { $number } ({ $tile }) at the bazaar.
bid-made = { $name } bids { $points }.
bid-passed = { $name } passes (no raise).
tile-won-free = { $name } takes { $tile } for free.
tile-won-bank = { $name } takes { $tile }, paying { $price } to the bank.
tile-won-paid = { $name } takes { $tile }, paying { $price } to { $to }.
gift-received = { $name } receives a gift for helping a rival.
# Told to the receiver alone.
gift-drawn = Your new gift: { gift-title } — { gift-meaning } (`gift { $word }`; `gifts` shows your hand).
gift-opened = { $name } opens a gift: { gift-title } — { gift-play }.
# A card opened with nothing to act on: discarded, no effect ($gift is its command word).
gift-wasted = { $name } opens a gift: { gift-title } — it has nothing to act on, so it is wasted.
# What an opened card does. $spot is the target's spot in the notation ("city N"),
# $feature its kind, $to (Change position) the kind it moves to.
gift-play = { $gift ->
        [synod] a meeple from their supply goes { target-in } at { $x } { $y }
        [sweeper] { target-the } at { $x } { $y } scores now, as at the end
        [retreat] their meeple { target-on } at { $x } { $y } goes home
        [change] their meeple { target-on } at { $x } { $y } moves to the { $to-spot } of its tile
       *[take-two] they draw a second tile and will keep one
    }
target-the = the { $spot }
target-in = onto { target-the }
target-on = on { target-the }
# What each card does, in a line.
gift-meaning = { $gift ->
        [synod] put a meeple from your supply on any unfinished monastery
        [sweeper] score any unfinished road now, as at the end; its meeples go home
        [change] lay one of your meeples down in a field of its tile, or stand a farmer up
        [retreat] bring one of your meeples home: 2 points, +2 per meeple left in its feature
       *[take-two] draw a second tile and keep one; the other goes back into the stack
    }
gifts-reshuffled = The opened gifts are shuffled into a new deck.
# A monument after "on": "the Cathedral".
monument-the = the { monument-title }
# A monument after a noun: "of the Cathedral".
monument-of = of { monument-the }
architect-placed = { $name } put an architect on { monument-the }.
cube-placed = { $name } put a cube on objective { $objective } { monument-of }.
cube-automatic = { $name }'s tile completes objective { $objective } { monument-of }: a cube of theirs joins it.
# $paid: who earned what ("Alice 3 points, Bob 1 fame token").
objective-completed = Objective { $objective } { monument-of } is complete: { $paid }.
objective-no-cube = no cube on it
# What cubes earned: $reward is points, fame or bridges.
reward = { $n } { $reward ->
        [points] { $n ->
            [one] point
           *[other] points
        }
        [fame] { $n ->
            [one] fame token
           *[other] fame tokens
        }
       *[bridges] { $n ->
            [one] bridge
           *[other] bridges
        }
    }
monument-completed = The { monument-title } is complete!
game-ended = The game is over.

## The bazaar's auction, told at each step.

bazaar-line = Bazaar: { $offers }.
offer-taken = { $tile } — taken by { $name } for { $price }
# Without bidding (option bazaar_no_bid): no price.
offer-taken-free = { $tile } — taken by { $name }
offer-top-bid = { $tile } — up for auction, top bid { $bid } by { $name }
offer-up = { $tile } — up for auction
bazaar-choose = { $name }: choose a tile for the auction (`choose N`, by its number).
# A bazaar without bidding (option bazaar_no_bid): the chooser takes the tile for free.
bazaar-choose-no-bid = { $name }: choose your tile, without bidding (`choose N`, by its number).
bazaar-bid = { $name }: open the bidding on tile { $number } (`bid N`, 0 or more).
bazaar-raise = { $name }: raise the bid on tile { $number } (`bid { $next }` or more) or `pass`.
bazaar-trade = { $name }: `buy` tile { $number } (pay { $bidder } { $bid }) or `sell` it to { $bidder } for { $bid }.

## Scores and supplies.

scores-line = Scores: { $scores }.
supplies = Bridges and castles left: { $supplies }.
supplies-one = { $name } { $bridges } and { $castles }
gifts-held = Gifts held: { $held } ({ $deck } in the deck, { $opened } opened).
# $count: how many players share the best score.
result = { $names } { $count ->
        [one] wins
       *[other] tie
    } with { $points } { $points ->
        [one] point
       *[other] points
    }.
breakdown-line = { $name }: { $score } ({ $parts })
# A category's points in the final breakdown: "road 12".
breakdown-part = { $category } { $points }

## What the game waits for. $name is who must act.

game-over-line = The game is over: { $result }
final-scores = Final scores:
prompt-tile = { $name }, your turn: place { $tile } — { $spots } legal { $spots ->
        [one] placement
       *[other] placements
    }. { $left } { $left ->
        [one] tile
       *[other] tiles
    } left.
prompt-gifts-held = You hold { $gifts ->
        [one] 1 gift
       *[other] { $gifts } gifts
    } (`gifts`).
prompt-figure = { $name }: place a figure — { $options } — or `pass`.
prompt-figure-bridge = You may first build a bridge: { $bridges }.
# The figures that may stand on a spot, when not a meeple alone.
figure-name = { $figure ->
        [meeple] meeple
       *[shepherd] shepherd
    }
option-cube = a cube on { monument-the }'s objective { $objective }
option-architect = { $mark } the architect
prompt-flock = { $name }: the tile extends your shepherd's field — `grow` (draw a token from the bag) or `herd` (score the flock).
prompt-bridge = { $name }: your tile fits there only with a bridge — build it: { $bridges }.
prompt-castle-at = {" "}at { $x1 } { $y1 } and { $x2 } { $y2 }
# $count: how many owners share the small city.
prompt-castle = { $names }: your small city{ $at } is complete — { $count ->
        [one] {""}
       *[other] each of you,{" "}
    }`castle score` (it scores now) or `castle build`: your meeple moves onto a castle, which earns you the points of the first road, city, monastery or castle completed beside it in a later turn.
prompt-take-two = { $name }: keep { $first } with `keep 1`, or { $second } with `keep 2`; the other goes back into the stack.
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

## The Gifts: a player's own hand.

hand-empty = You hold no gift. You receive one when your tile extends a road or city in which a rival has more meeples than you.
hand-title = Your gifts (only you see them):
hand-card = - { gift-title }{ $count ->
        [one] {""}
       *[other] {" "}×{ $count }
    } (`gift { $word }`): { gift-meaning }.
hand-open-now = You may open one now, before placing your tile:
hand-play = - `{ $action }` — { $what }
hand-take-two = a second tile to choose from
hand-more = - … and { $more } more (`gift` lists them as you type)
hand-none-now = None can be opened now: one gift a turn, and each needs something to act on.
hand-later = Open one on your turn, after drawing your tile and before placing it.
