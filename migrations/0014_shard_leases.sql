-- 0014: which running process serves which Discord gateway shard, when several processes
-- share one database. Rows are leases that expire (by the database's clock, in unix ms),
-- renewed by their holder; nothing here is a game's state, and `import` and `reshard`
-- copy none of it. Never edit this file once merged: add 0015_*.sql instead.

-- One row per shard held: by `owner` (a process: its host, process id and a random
-- word) until `expires_at`; an expired row is free for anyone to take.
CREATE TABLE shard_leases (
    shard      INTEGER NOT NULL PRIMARY KEY,
    owner      TEXT    NOT NULL,
    expires_at INTEGER NOT NULL
) STRICT;

-- One row per running process that shares the shards (`DISCORD_SHARDS=auto/T`), renewed
-- like a lease: the live rows say how many share them, hence each one's fair share.
CREATE TABLE shard_members (
    owner      TEXT    NOT NULL PRIMARY KEY,
    -- The number of shards it was started for: processes must agree on it.
    total      INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
) STRICT;

-- When each IDENTIFY bucket (shard % max_concurrency) may next start a session: Discord
-- allows one per bucket every 5 s across all of a bot's processes.
CREATE TABLE identify_slots (
    bucket  INTEGER NOT NULL PRIMARY KEY,
    next_at INTEGER NOT NULL
) STRICT;
