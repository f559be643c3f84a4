-- 0007: the language a game speaks in its channel (turn messages, lobby, final table,
-- reminders and the public image), as a language tag: 'en' or 'fr'. Chosen at `new`,
-- changeable by the creator; it never touches the rules, so replays ignore it. Games
-- stored before this change speak English, as they did. Never edit this file once
-- merged: add 0008_*.sql instead.
ALTER TABLE games ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
