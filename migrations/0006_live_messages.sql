-- 0006: each channel's live message: the last public message of the bot whose buttons
-- still act (a turn's board, a lookup of the board, or the lobby), and the turn it tells
-- so far. Kept so that after a restart the next such message can still take the buttons
-- off this one, and a click on it can still update it with the whole turn. Per channel,
-- not per game: a cancelled or finished game's last message is replaced by the next
-- game's first. Never edit this file once merged: add 0007_*.sql instead.
CREATE TABLE live_messages (
    guild_id   TEXT NOT NULL,
    channel_id TEXT NOT NULL,
    -- The message's id where its front end knows it (a Discord snowflake as text).
    message_id TEXT NOT NULL,
    -- The turn told so far on it, without what the game waits for.
    narration  TEXT NOT NULL,
    PRIMARY KEY (guild_id, channel_id)
) STRICT;
