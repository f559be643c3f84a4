-- 0011: each server's record of its finished games and the player ratings derived from
-- it. The record is written once, in the transaction that finishes a game; the ratings
-- are derived data, rebuilt from the record at will (`carcassonne-bot ratings`). Never
-- edit this file once merged: add 0012_*.sql instead.

-- One row per finished game, in the order the games finished: `seq` grows with each
-- game that finishes, so it is the order games are rated in, live and when rebuilt
-- (finishing times may tie or go backwards with the clock).
CREATE TABLE game_results (
    seq         INTEGER PRIMARY KEY,
    game_id     INTEGER NOT NULL UNIQUE REFERENCES games (id) ON DELETE CASCADE,
    guild_id    TEXT    NOT NULL,
    -- Unix milliseconds: the time of the move that ended the game.
    finished_at INTEGER NOT NULL,
    -- The expansions in play, as the engine's words separated by spaces ('' for the base
    -- game). NULL while the game's players are not recorded yet: a game that finished
    -- before this migration, until a rebuild reads it from its moves.
    expansions  TEXT
) STRICT;

CREATE INDEX game_results_by_guild ON game_results (guild_id, seq);

-- Games that finished before the record was kept, in their finishing order (the time
-- of their last move, then their number); a rebuild fills in their players.
INSERT INTO game_results (game_id, guild_id, finished_at)
    SELECT id, guild_id, updated_at FROM games WHERE status = 'finished' ORDER BY updated_at, id;

-- One row per person who played a finished game to the end (a bot's seat, and a seat
-- handed to a bot, have none).
CREATE TABLE player_results (
    game_id            INTEGER NOT NULL REFERENCES game_results (game_id) ON DELETE CASCADE,
    user_id            TEXT    NOT NULL,
    -- The name they sat down under.
    display_name       TEXT    NOT NULL,
    seat               INTEGER NOT NULL CHECK (seat >= 0),
    score              INTEGER NOT NULL,
    -- Their place among the people who played to the end, by score; ties share it.
    rank               INTEGER NOT NULL CHECK (rank >= 1),
    -- Whether they had the best score of the game, bots' seats included (ties all win).
    won                INTEGER NOT NULL CHECK (won IN (0, 1)),
    -- Their rating (Weng-Lin's mean and uncertainty) before and after this game; NULL
    -- when the game moved no rating (fewer than two people played it to the end).
    rating_before      REAL,
    uncertainty_before REAL,
    rating_after       REAL,
    uncertainty_after  REAL,
    PRIMARY KEY (game_id, user_id),
    CHECK ((rating_before IS NULL) = (uncertainty_before IS NULL)
       AND (rating_before IS NULL) = (rating_after IS NULL)
       AND (rating_before IS NULL) = (uncertainty_after IS NULL))
) STRICT;

-- For one person's games on a server.
CREATE INDEX player_results_by_user ON player_results (user_id);

-- A player's points in one finished game by scoring category (the engine's word: road,
-- city, …), for every category the game's expansions could score.
CREATE TABLE player_points (
    game_id  INTEGER NOT NULL,
    user_id  TEXT    NOT NULL,
    category TEXT    NOT NULL,
    points   INTEGER NOT NULL,
    PRIMARY KEY (game_id, user_id, category),
    FOREIGN KEY (game_id, user_id) REFERENCES player_results (game_id, user_id) ON DELETE CASCADE
) STRICT;

-- Each rated person's current rating on a server: the last `rating_after` of their
-- rated games there, kept apart for the leaderboard.
CREATE TABLE ratings (
    guild_id    TEXT NOT NULL,
    user_id     TEXT NOT NULL,
    rating      REAL NOT NULL,
    uncertainty REAL NOT NULL,
    PRIMARY KEY (guild_id, user_id)
) STRICT;
