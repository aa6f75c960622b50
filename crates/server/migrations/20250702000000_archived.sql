-- Abandoned games are archived: an unfinished game without an action for the idle time
-- (30 days by default) is kept but never loaded or played again. Portable SQL.

-- When the game was archived (Unix ms); NULL while it is not.
ALTER TABLE games ADD COLUMN archived_at BIGINT;
