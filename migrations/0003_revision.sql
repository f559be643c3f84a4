-- 0003: a counter of changes to each game's action log that never repeats (taking a
-- move back bumps it too), so a button names the exact state it was made for. It
-- starts at the log's length for games stored before it.
ALTER TABLE games ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
UPDATE games SET revision = COALESCE((SELECT MAX(seq) FROM actions WHERE actions.game_id = games.id), 0);
