-- A finished game may be played again: its rematch is a new game with the same seats (their
-- tokens too) and options and a new seed, made once. Portable SQL, as the first migration.

-- The id of this game's rematch, once one of its seats asked for it; NULL: none (yet).
ALTER TABLE games ADD COLUMN rematch TEXT;
