-- 0001: games, their seats, the action log and an optional state snapshot.
-- Never edit this file once merged: add 0002_*.sql instead.
--
-- Times are unix milliseconds written by the caller. Ids from Discord (guild,
-- channel, user) are stored as TEXT so other front ends can use their own ids.

CREATE TABLE games (
    id             INTEGER PRIMARY KEY,
    guild_id       TEXT    NOT NULL,
    channel_id     TEXT    NOT NULL,
    creator_id     TEXT    NOT NULL,
    status         TEXT    NOT NULL
                   CHECK (status IN ('lobby', 'active', 'finished', 'cancelled')),
    -- Opaque JSON owned by the service (expansions, options).
    setup          TEXT    NOT NULL,
    -- The u64 seed, stored bit for bit as a signed 64-bit integer.
    seed           INTEGER NOT NULL,
    engine_version INTEGER NOT NULL,
    created_at     INTEGER NOT NULL,
    updated_at     INTEGER NOT NULL
) STRICT;

-- At most one open (lobby or active) game per channel. Two commands racing to
-- create a game in one channel cannot both succeed.
CREATE UNIQUE INDEX games_one_open_per_channel
    ON games (guild_id, channel_id)
    WHERE status IN ('lobby', 'active');

CREATE TABLE seats (
    game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    -- 0-based turn order.
    seat         INTEGER NOT NULL CHECK (seat >= 0),
    -- NULL only for a bot seat.
    user_id      TEXT,
    display_name TEXT    NOT NULL,
    is_bot       INTEGER NOT NULL CHECK (is_bot IN (0, 1)),
    PRIMARY KEY (game_id, seat),
    CHECK (is_bot = 1 OR user_id IS NOT NULL)
) STRICT;

-- A person sits at most once in a game (bots have a NULL user and are not limited).
CREATE UNIQUE INDEX seats_one_per_user ON seats (game_id, user_id);
-- For "which games am I in" across channels.
CREATE INDEX seats_by_user ON seats (user_id);

-- The action log is the truth: a game is its setup plus these actions replayed in order.
CREATE TABLE actions (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    -- 1, 2, 3, ... with no gaps.
    seq     INTEGER NOT NULL CHECK (seq >= 1),
    seat    INTEGER NOT NULL CHECK (seat >= 0),
    -- One action in the engine's text notation.
    action  TEXT    NOT NULL,
    at      INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
) STRICT, WITHOUT ROWID;

-- A cache only: valid when engine_version matches the running engine and seq
-- matches the last action. Safe to delete at any time.
CREATE TABLE snapshots (
    game_id        INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    engine_version INTEGER NOT NULL,
    seq            INTEGER NOT NULL CHECK (seq >= 0),
    state          BLOB    NOT NULL
) STRICT;
