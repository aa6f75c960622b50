-- Clocks are enforced: an action the server made for a seat whose time had run out is marked.
-- Portable SQL, as the first migration.

-- 1: the server played this action with the greedy bot because the seat's time had run out.
ALTER TABLE actions ADD COLUMN out_of_time BIGINT NOT NULL DEFAULT 0;
