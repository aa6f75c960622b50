-- The games, their seats and their move logs. Portable SQL: the same file runs on SQLite and
-- PostgreSQL. Times are Unix milliseconds.

CREATE TABLE games (
    id TEXT PRIMARY KEY,
    -- The engine setup as JSON, seed included: never sent to a client while the game runs.
    setup TEXT NOT NULL,
    -- Lobby options that are not part of the engine setup (clock), as JSON.
    options TEXT NOT NULL,
    -- 1 once the game is over.
    finished BIGINT NOT NULL,
    created_at BIGINT NOT NULL
);

CREATE TABLE seats (
    game_id TEXT NOT NULL REFERENCES games (id),
    seat BIGINT NOT NULL,
    -- person, hot-seat or bot
    kind TEXT NOT NULL,
    name TEXT NOT NULL,
    -- The bot spec (random, greedy, search:1s, ...) for a bot seat.
    bot TEXT,
    -- SHA-256 of the seat token, hex; NULL for a bot seat.
    token_hash TEXT,
    PRIMARY KEY (game_id, seat)
);

-- The move log. An action numbered n is appended only while the game has exactly n actions:
-- the primary key and the count check in the append statement make stale actions fail.
CREATE TABLE actions (
    game_id TEXT NOT NULL REFERENCES games (id),
    move_no BIGINT NOT NULL,
    seat BIGINT NOT NULL,
    -- The move as JSON (the engine's wire format).
    action TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (game_id, move_no)
);

CREATE INDEX games_unfinished ON games (finished, created_at);
