# Turn clocks: how long a person may keep a game waiting before a bot plays their seat.
# fr/clock.ftl holds the same ids. A backticked word is a command in the canonical
# notation: the front end rewrites it as the reader types it.

## A duration: days and hours, hours alone under a day, minutes under an hour (the
## parts not shown are 0).

duration = { $days ->
        [0] { $hours ->
                [0] { $minutes ->
                        [one] 1 minute
                       *[other] { $minutes } minutes
                    }
                [one] 1 hour
               *[other] { $hours } hours
            }
        [one] 1 day{ duration-hours }
       *[other] { $days } days{ duration-hours }
    }
# The hours after the days, if any.
duration-hours = { $hours ->
        [0] {""}
        [one] {" "}1 hour
       *[other] {" "}{ $hours } hours
    }

## A game's clock: in its lobby, `status` and `options`.

clock-line = Clock: { $duration } per decision, then a bot plays.
clock-none = No clock: the game waits as long as it takes.
# $word: the default clock's word.
clock-default = { $word } (default)
options-clocks = Clocks: { $clocks }. Choose one with `new clock 24h`: how long a player may keep the game waiting before a bot plays for them.
bad-not-a-clock = { $given ->
        [yes] `{ $word }` is not a clock
       *[no] the clock needs a length
    }; the clocks are: { $clocks }

## Who has how long (`status`), the last reminder, and the hand-over.

clock-left = { $name } has { $duration } left.
clock-up = { $name }'s time is up: a bot plays next.
# $names: everyone the game waits for.
clock-warning = { $names }, { $duration } left before a bot plays for you.
clock-ran-out = { $name }'s time ran out: a bot plays for { $name } until { $name } comes back with `join`.
