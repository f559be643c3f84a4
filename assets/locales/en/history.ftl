# History: every move of a game in words, a page at a time; the board after a move; the finished games of a server.
# fr/history.ftl holds the same ids.
# A backticked word is a command, written in the canonical notation: the front end
# rewrites it as the reader types it.

## The moves (`history`).

history-empty = No moves yet.
# Every move at once (the terminal).
history-all = Moves 1–{ $total } of { $total }:
# A page of them (a chat), with buttons to the pages before and after it.
history-page = Moves { $from }–{ $to } of { $total } (page { $page } of { $pages }):
history-older = Older
history-newer = Newer
# One move: its number, then what it did, as its turn's message told it.
history-move = { $seq }. { $said }
# A move of a game that no longer replays, in the notation.
history-move-notation = { $seq }. { $name }: { $action }
# The points of a move that told too much for a page (a whole final scoring), summed
# by player: "Alice +34, Bob +29".
history-points = Points: { $points }.
# The board after a move (`history move 12`), above the move and the scores then.
history-board = The board after move { $seq } of { $total }:

## Finished games (`games finished`).

finished-here = { $count ->
        [0] No game has finished in this channel yet.
       *[other] Finished in this channel:
    }
finished-elsewhere = Finished elsewhere on this server:
# A day: $year, $month and $day, written with their zeros (`2026-11-25`).
day = { $year }-{ $month }-{ $day }
# $date: the day it finished.
finished-entry = - Game { $id }, { $date }: { $scores }. { $result }
# The same in another channel of the server, $channel.
finished-entry-elsewhere = - Game { $id }, { $date }, { $channel }: { $scores }. { $result }
finished-unplayable = Its moves no longer replay in this version of the bot.
finished-open = `board game { $id }` shows a game's final board, `history game { $id }` its moves.

## Refusals.

error-no-such-move = There is no move { $asked }: this game's moves go from 1 to { $last }.
error-no-finished-game = There is no finished game { $id } on this server; `games finished` lists them.
error-game-not-over = Game { $id } is not over yet: look at it in its own channel.
