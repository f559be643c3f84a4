-- The pair of SQLite's 0017_page_undos.sql (see it for why): an undo made on the board
-- page is told in the channel too; `undone_by` is the seat that took its move back.
-- Never edit this file once merged.

ALTER TABLE page_moves ADD COLUMN undone_by BIGINT;
