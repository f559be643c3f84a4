-- 0012: each finished game's timelapse, kept once made: an animated image takes seconds
-- to draw, and everyone who clicks "Watch the game" gets the same one. A cache only:
-- `drawing` names how it was drawn (a newer drawing makes it again), and every row may
-- be deleted at any time. Never edit this file once merged: add 0013_*.sql instead.
CREATE TABLE timelapses (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    -- Whose words the frames use: the front end's ('discord', 'terminal').
    front    TEXT    NOT NULL,
    drawing  INTEGER NOT NULL,
    image    BLOB    NOT NULL,
    made_at  INTEGER NOT NULL,
    PRIMARY KEY (game_id, front)
) STRICT;
