# The board page (the web front end): its refusals, each private to the link's holder.
web-link-forged = This board link is not valid. Ask for a new one with the “Open the board” button.
web-link-expired = This board link has expired. Ask for a new one with the “Open the board” button.
web-other-game = This link opens another game's board only.
web-foreign-origin = This request came from another site, so it was refused.
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
