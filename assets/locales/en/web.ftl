# The board page (the web front end): its refusals, each private to the link's holder.
web-link-forged = This board link is not valid. Ask for a new one with the “Open the board” button.
web-link-expired = This board link has expired. Ask for a new one with the “Open the board” button.
web-other-game = This link opens another game's board only.
# The terminal's board (`local --web`): a link it does not take, most often one printed by an earlier run.
web-link-terminal = This board link does not open this run's game: each run of the terminal prints links of its own, and those of an earlier run open nothing. Open one of the links this run printed as it started.
web-foreign-origin = This request came from a page at another address than the board's, so it was refused: open the board by its link as it was given to you.
web-too-fast = Too many requests from this link: wait a moment, then try again.
web-spectator = You are watching this game: a spectator's link cannot play.
web-stale = The game moved on since this page was drawn: here is the newest board.
web-unknown-action = “{ $action }” is not a move the bot knows.
web-no-game = This game is no longer on record.
web-last-move = { $name }: { $move }
web-bad-request = A move needs the revision the page shows and its action.
web-open = Open the board
web-link-private = Your private link to this game's board, valid { $hours } hours (keep it to yourself: it plays your seat): { $url }
web-link-spectator = A link to watch this game's board, valid { $hours } hours: { $url }
web-no-tile = No tile is in hand now.
web-bad-move = The board after a move is asked by the move's number.

## The page's own words (sent to it in the game's language; `web-page-` + the name the page uses); a label before a value ends with its colon, spaced as the language spaces it.
web-page-title = Carcassonne: the board
web-page-no-link = This page needs the whole link the bot gave you, with the part after “#”. Ask for a new one with the “Open the board” button.
web-page-loading = Loading the board…
web-page-offline = Connection lost: reconnecting…
web-page-board = Board. Arrow keys move between the cells where the tile fits, Enter places it, R turns it.
web-page-cell = Cell
web-page-fits = the tile fits here
web-page-rotate = Rotate
web-page-confirm = Confirm
web-page-cancel = Cancel
web-page-undo = Undo
web-page-zoom-in = Zoom in
web-page-zoom-out = Zoom out
web-page-whole-board = Whole board
web-page-left = Move the board left
web-page-right = Move the board right
web-page-up = Move the board up
web-page-down = Move the board down
web-page-tile = Tile in hand
web-page-tiles-left = Tiles left:
web-page-players = Players
web-page-points = Points
web-page-figures = In supply
web-page-you = you
web-page-spectator = You are watching this game.
web-page-waiting = Waiting for another player.
web-page-choose-cell = Tap a lit cell to put your tile there.
web-page-placing = Tap the tile again or Rotate to turn it, then Confirm.
web-page-placing-fixed = It fits this way only here: Confirm, or tap another lit cell.
web-page-spots = Tap a marked spot to put a figure there, or choose below.
web-page-cells = Tap a lit cell to choose it, or choose below.
web-page-steps = Your choice
web-page-over = Game over
web-page-rank = Rank
web-page-last-move = Last move
web-page-tile-is = Your tile:
web-page-fits-count = Cells where it fits:
# What parts a label from its value, spaced as the language spaces it ("Cell 0, -1: …").
web-page-colon = :
web-page-your-turn = Your turn
web-page-notify = Tell me when it is my turn
web-page-notify-off = Stop telling me when it is my turn
web-play = Play on the board
# The board opened inside Discord as an Activity: its refusals, private to whoever opened it.
web-activity-off = This bot does not open its board inside Discord. Ask for a link with the “Open the board” button.
web-activity-bad-request = Opening the board in Discord needs Discord's authorization code and the activity's instance.
web-activity-bad-code = Discord did not confirm who you are: close the board and open it again.
web-activity-no-instance = Discord does not know this activity: close it and launch it again from the game's channel.
web-activity-not-member = You are not in this activity: join it from the game's channel first.
web-activity-no-game = No game is being played in this activity's channel: start one with /new, then open the board again.
web-activity-unreachable = Discord did not answer in time: try again in a moment.
web-activity-failed = The board could not be opened in Discord; the bot's operator can see why in its log.
web-activity-silent = Discord stopped answering the board: close it and open it again.
# Requests the page itself never sends (issue 62): refused before anything is read.
web-no-seat = This link's seat is not in this game. Ask for a new one with the “Open the board” button.
web-not-json = The board only accepts requests written in JSON, as its own page sends them.
web-too-large = This request is far larger than any move: it was refused.
web-too-slow = This request's content did not arrive in time: it was refused. Try again.
web-bad-cell = An image of the board needs a size between { $min } and { $max } pixels a cell.
web-activity-too-many = Too many attempts to open the board in this activity: wait a minute, then open it again from the game's channel.
web-activity-busy = The board is being opened in many activities at once: wait a few seconds, then open it again.
# An edge marker of the board's view: how many targets of the step lie out of view that way; a tap pans there ("Out of view, tap to go there: 3, to the east").
web-page-more-targets = Out of view, tap to go there:
web-page-way-east = to the east
web-page-way-south-east = to the south-east
web-page-way-south = to the south
web-page-way-south-west = to the south-west
web-page-way-west = to the west
web-page-way-north-west = to the north-west
web-page-way-north = to the north
web-page-way-north-east = to the north-east
# The steps of one tile, folded in the list of a step with many ("Tile at 2, -1: 3 choices").
web-page-fold-tile = Tile at
web-page-fold-one = choice
web-page-fold-many = choices
web-page-unseen = Tiles to come
web-page-unseen-open = See the tiles to come
web-page-unseen-hills = Counted among them, tiles hidden under hills, which will not be drawn:
web-page-close = Close
web-page-history = Moves
web-page-history-open = Every move
web-page-history-board = The board after move
web-page-history-empty = No moves yet.
# The board's tool that outlines every field, each in its own colour (a step about a field outlines its own).
web-page-fields = Outline the fields
# Said to a screen reader once the fields tool outlined every field, before their count.
web-page-fields-shown = Fields outlined:
# Said to a screen reader when the fields tool is let go (a step's own fields stay outlined).
web-page-fields-hidden = The fields are no longer outlined.
# A step's hint followed by its few targets named by what is there (landmarks.rs): $hint
# what to tap; $targets the targets ("the tower of height 2 beside Bob's monastery (2 -1)").
page-hint-targets = { $hint } On the board: { $targets }.
# A kind of target as the board marks it (AimKind in landmarks.rs), $count of it:
# page-target-<kind> (follower, spot; a box's in its file: tower, foundation, top, castle,
# tile). $target below is it, $target-gender its .gender.
page-target-follower = { $count ->
        [one] ringed follower
       *[other] ringed followers
    }
page-target-spot = { $count ->
        [one] marked spot
       *[other] marked spots
    }
# A step's targets too many to name, by kind, $count of it ("3 ringed followers"),
# listed after page-hint-targets' $hint or in page-hint-kinds.
page-hint-kind = { $count } { $target }
# The hint of a step whose $count targets (more than two) are all of one kind.
page-hint-count = Tap one of the { $count } { $target }, or choose below.
# The same with targets of several kinds: $kinds, page-hint-kind's listed ("3 lit towers and 1 lit empty foundation").
page-hint-kinds = Tap one of the { $count } targets marked on the board ({ $kinds }), or choose below.
