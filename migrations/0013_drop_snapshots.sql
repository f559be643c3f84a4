-- 0013: the replay snapshots table (0001) was never read: games replay from their log,
-- fast enough without it. Dropped, so that the PostgreSQL schema (migrations/postgres/)
-- starts equal to this one without carrying it. Never edit this file once merged.
DROP TABLE IF EXISTS snapshots;
