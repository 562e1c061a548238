-- The source of truth of online games. Secrets are never stored: invites
-- and device tokens are kept as SHA-256 hashes.

CREATE TABLE kamon_players (
	id         text PRIMARY KEY,
	created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE kamon_games (
	id         text PRIMARY KEY,
	kind       text NOT NULL,            -- the rules' id
	config     jsonb NOT NULL,           -- with the seed: never sent before the end
	clock_kind text NOT NULL DEFAULT '',
	clock_ms   bigint NOT NULL DEFAULT 0,
	ply        integer NOT NULL DEFAULT 0,
	state      bytea NOT NULL,           -- the whole state after ply actions
	to_move    integer NOT NULL,
	over       boolean NOT NULL DEFAULT false,
	outcome    jsonb NOT NULL DEFAULT '{}',
	deadline   timestamptz,
	host_hash  bytea NOT NULL,
	rematch    text,
	created_at timestamptz NOT NULL DEFAULT now(),
	updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE kamon_seats (
	game_id   text NOT NULL REFERENCES kamon_games (id) ON DELETE CASCADE,
	seat      integer NOT NULL,
	player_id text NOT NULL REFERENCES kamon_players (id),
	name      text NOT NULL,
	bot       text NOT NULL DEFAULT '',
	stand_in  boolean NOT NULL DEFAULT false, -- a bot plays the person's seat (clock ran out)
	joined    boolean NOT NULL DEFAULT false,
	PRIMARY KEY (game_id, seat)
);
CREATE INDEX kamon_seats_player ON kamon_seats (player_id);

CREATE TABLE kamon_invites (
	hash       bytea PRIMARY KEY,
	game_id    text NOT NULL REFERENCES kamon_games (id) ON DELETE CASCADE,
	seat       integer NOT NULL, -- -1: the spectators'
	created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX kamon_invites_game ON kamon_invites (game_id, seat);

CREATE TABLE kamon_tokens (
	hash       bytea PRIMARY KEY,
	player_id  text REFERENCES kamon_players (id), -- a seat's player, or
	game_id    text REFERENCES kamon_games (id) ON DELETE CASCADE, -- a spectator of this game
	created_at timestamptz NOT NULL DEFAULT now(),
	CHECK ((player_id IS NULL) <> (game_id IS NULL))
);
CREATE INDEX kamon_tokens_player ON kamon_tokens (player_id);

CREATE TABLE kamon_actions (
	game_id    text NOT NULL REFERENCES kamon_games (id) ON DELETE CASCADE,
	ply        integer NOT NULL, -- from 1
	mover      integer NOT NULL,
	notation   text NOT NULL,
	events     bytea[] NOT NULL, -- [viewer+1]: the events as that viewer reads them (0: spectators)
	request_id text NOT NULL,
	created_at timestamptz NOT NULL DEFAULT now(),
	PRIMARY KEY (game_id, ply),
	UNIQUE (game_id, request_id)
);

-- Keys every replica shares (the connect tokens' signing key).
CREATE TABLE kamon_keys (
	name text PRIMARY KEY,
	key  bytea NOT NULL
);
