-- 0002: reminder bookkeeping and per-user notification choices.
-- Never edit this file once merged: add 0003_*.sql instead.

-- The last reminder sent for a game's pending decision. The decision is named by the
-- action-log seq it follows; `rounds` counts the delays already reminded for it, so a
-- restart neither repeats a reminder nor forgets one that came due meanwhile.
CREATE TABLE reminders (
    game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    seq     INTEGER NOT NULL CHECK (seq >= 0),
    rounds  INTEGER NOT NULL CHECK (rounds >= 1),
    sent_at INTEGER NOT NULL
) STRICT;

-- Users who asked for a direct message when a game waits for them.
CREATE TABLE notify_prefs (
    user_id    TEXT    PRIMARY KEY,
    dm         INTEGER NOT NULL CHECK (dm IN (0, 1)),
    updated_at INTEGER NOT NULL
) STRICT;
