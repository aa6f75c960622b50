-- Games whose seats are all bots are marked, so that the server can limit how many are in play
-- and resume only those at start (the others load when someone opens them). Portable SQL.

-- 1: every seat of the game is a bot.
ALTER TABLE games ADD COLUMN bot_only BIGINT NOT NULL DEFAULT 0;

UPDATE games SET bot_only = 1
WHERE NOT EXISTS (SELECT 1 FROM seats WHERE seats.game_id = games.id AND seats.kind <> 'bot');
