-- 0017: the board page's undos told in the channel too. An undo made on the page
-- writes a row in `page_moves` in the undo's own transaction, like a move: `seq` is
-- the place of the move taken back, `action` the word `undo`, and `undone_by` the seat
-- that took it back (NULL on a move's row), whose name the channel's message gives.
-- Never edit this file once merged: add 0018_*.sql instead.

ALTER TABLE page_moves ADD COLUMN undone_by INTEGER;
