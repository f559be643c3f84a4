-- The pair of SQLite's 0016_page_moves.sql (see it for why): the board page's moves
-- still to be told in their game's Discord channel.
-- Never edit this file once merged.

CREATE TABLE page_moves (
    game_id  BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    revision BIGINT NOT NULL,
    seq      BIGINT NOT NULL,
    action   TEXT   NOT NULL,
    made_at  BIGINT NOT NULL,
    PRIMARY KEY (game_id, revision)
);
