-- A game's row is rewritten at every move: room in its page lets PostgreSQL
-- update it in place (a HOT update, no index touched), and its state is
-- short-lived, so not worth compressing.
ALTER TABLE kamon_games SET (fillfactor = 50);
ALTER TABLE kamon_games ALTER COLUMN state SET STORAGE EXTERNAL;
