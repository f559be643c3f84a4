-- 0016: the board page's moves still to be told in their game's Discord channel (an
-- outbox). A move made on the page writes its row in the move's own transaction; the
-- process holding the game's shard posts the turn's message (with a nonce derived from
-- the game and revision, so Discord drops a repeat) and deletes the row by a fenced
-- write. `seq` and `action` name the move (the message is built again from the log);
-- `made_at` lets a row nobody can post be given up.
-- Never edit this file once merged: add 0017_*.sql instead.

CREATE TABLE page_moves (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    revision INTEGER NOT NULL,
    seq      INTEGER NOT NULL,
    action   TEXT    NOT NULL,
    made_at  INTEGER NOT NULL,
    PRIMARY KEY (game_id, revision)
);
