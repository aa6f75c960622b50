-- A game whose seed its creator chose starts once every seat played by people has accepted
-- that seed (whoever knows it knows every hand and the pile). Portable SQL, as the first
-- migration.

-- When the seat's player accepted the chosen seed (Unix ms); NULL: not yet, or no chosen seed.
ALTER TABLE seats ADD COLUMN seed_accepted_at BIGINT;
