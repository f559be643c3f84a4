-- The pair of SQLite's 0015_fencing.sql (see it for why): each shard lease's epoch,
-- raised when the lease changes hands, and when the command that opened a game was sent.
-- Never edit this file once merged.

ALTER TABLE shard_leases ADD COLUMN epoch BIGINT NOT NULL DEFAULT 1;

ALTER TABLE games ADD COLUMN sent_at BIGINT;
