-- 0010: when a person left a running game for good (`leave` confirmed): a bot plays
-- their seat to the end, they cannot take it back, and the final table still shows them,
-- marked as left. NULL for every other seat. Never edit this file once merged: add
-- 0011_*.sql instead.
ALTER TABLE seats ADD COLUMN left_at INTEGER;
