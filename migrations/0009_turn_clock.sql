-- 0009: a game's turn clock, in milliseconds: how long a pending decision may wait for a
-- person before a bot plays their seat. NULL means no clock: games stored before this
-- change keep none, so nothing is ever handed over in them. Never edit this file once
-- merged: add 0010_*.sql instead.
ALTER TABLE games ADD COLUMN clock_ms INTEGER;
