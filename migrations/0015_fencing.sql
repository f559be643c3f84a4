-- 0015: fencing. A shard's lease gets an epoch, raised each time the lease changes
-- hands (a take, never a renewal): a write proves, inside its transaction, that its
-- process holds the lease of its game's shard *at the epoch it took it*, so a process
-- that lost a lease, however long it was frozen and whatever it buffered, changes
-- nothing. A lease let go is expired, not deleted, so that an epoch is never reused.
-- A game records when the command that opened it was sent (Discord's clock, from the
-- interaction's id), so a command sent before it began never reaches it.
-- Never edit this file once merged: add 0016_*.sql instead.

ALTER TABLE shard_leases ADD COLUMN epoch INTEGER NOT NULL DEFAULT 1;

-- Unix ms by Discord's clock; NULL for a game opened elsewhere (the terminal, an
-- import) or before this column.
ALTER TABLE games ADD COLUMN sent_at INTEGER;
