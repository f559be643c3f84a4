-- 0005: the person who played a seat before a bot took it over mid-game, so they can
-- take it back (`join` while the game runs). NULL for every other seat, and again once
-- they have. Never edit this file once merged: add 0006_*.sql instead.
ALTER TABLE seats ADD COLUMN handed_from TEXT;
