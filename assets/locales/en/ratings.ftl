# Ratings: each server's leaderboard (`leaderboard`), one player's stats (`stats`) and
# the chart of their rating. fr/ratings.ftl holds the same ids.
# A backticked word is a command, written in the canonical notation: the front end
# rewrites it as the reader types it.
#
# A rating is shown as one number: the conservative estimate of a player's skill (the
# rating minus three times its uncertainty), with one decimal. Everybody starts at 0.0.

# A number with one decimal: $whole, with its sign, and $tenths ("12.3").
decimal = { $whole }.{ $tenths }

## The leaderboard (`leaderboard`).

leaderboard-title = Leaderboard of this server (a rating is skill minus three times its uncertainty):
# One player: their place, name, rating, rated games and wins among those.
# $new: yes while the rating is a new player's (few games), still uncertain.
leaderboard-line = { $place }. { $name } — { $rating }{ $new ->
        [yes] {" "}(new player, still uncertain)
       *[no] {""}
    } ({ $games ->
        [one] 1 game
       *[other] { $games } games
    }, { $wins ->
        [one] 1 win
       *[other] { $wins } wins
    })
leaderboard-empty = No game has counted for a rating on this server yet: a game counts when it finishes with at least two people who played it to the end (bots have no rating).

## A player's stats (`stats`), for the asker alone.

stats-title = { $name } on this server:
stats-games = Games played to the end: { $games } ({ $rated } rated), won: { $wins }. Average score { $average }, best { $best }.
# $parts: each category's points, "Cities 120, Roads 45".
stats-points = Points by feature: { $parts }.
stats-points-part = { $category } { $points }
# $expansion: an expansion's title, or stats-no-expansion.
stats-favourite = Favourite expansion: { $expansion }.
stats-no-expansion = none (base game)
# $place among $players rated players of the server.
stats-rating = Rating: { $rating } after { $games ->
        [one] 1 rated game
       *[other] { $games } rated games
    }: place { $place } of { $players } rated players on this server.{ $new ->
        [yes] {" "}A new player's rating is still uncertain: it starts at 0.0 and moves most over the first { $first } games, down as well as up, until the bot is surer of their skill.
       *[no] {""}
    }
stats-unrated = Rating: none yet. A game counts when it finishes with at least two people who played it to the end.
stats-none-yourself = You have not finished a game on this server yet: your stats begin with your first.

## The chart of a rating, one point per rated game.

chart-title = Rating after each rated game

## Refusals.

error-no-stats = { $name } has not finished a game on this server.
