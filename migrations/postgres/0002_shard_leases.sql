-- The pair of SQLite's 0014_shard_leases.sql (see it for what each table means): leases
-- on the Discord gateway's shards, the processes sharing them, and the IDENTIFY pacing
-- per bucket. Times are unix ms by the database's clock. Never edit this file once merged.

CREATE TABLE shard_leases (
    shard      BIGINT NOT NULL PRIMARY KEY,
    owner      TEXT   NOT NULL,
    expires_at BIGINT NOT NULL
);

CREATE TABLE shard_members (
    owner      TEXT   NOT NULL PRIMARY KEY,
    total      BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
);

CREATE TABLE identify_slots (
    bucket  BIGINT NOT NULL PRIMARY KEY,
    next_at BIGINT NOT NULL
);
