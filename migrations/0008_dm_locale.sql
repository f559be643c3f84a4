-- 0008: the locale a user had when they asked for direct messages (`notify on`): their
-- direct messages are written in its language, whatever the game's. NULL for those who
-- asked before this change: theirs keep the game's language. Never edit this file once
-- merged: add 0009_*.sql instead.
ALTER TABLE notify_prefs ADD COLUMN locale TEXT;
