-- 0004: the level a bot seat plays at (the service's word: easy, normal or hard), so a
-- bot seated in Discord, or handed a player's seat, moves by itself after a restart.
-- NULL for a person's seat. Never edit this file once merged: add 0005_*.sql instead.
ALTER TABLE seats ADD COLUMN bot_level TEXT;
