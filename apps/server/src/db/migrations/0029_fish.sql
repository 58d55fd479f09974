-- Fish shooting (modules/studio/fish, docs/games/fish.md): a player's session at a fish game is a field of fish drawn
-- from a public seed, timed from `started_at` on the database's clock; each batch of hits is one studio round (a
-- game_rounds row through the seamless wallet). A captured fish leaves the field: its id is kept so it can never be
-- captured (or paid) twice.
CREATE TABLE fish_sessions (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  game_code text NOT NULL REFERENCES games (code),
  field_seed text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX fish_sessions_member ON fish_sessions (member_id, game_code, started_at DESC);

CREATE TABLE fish_captures (
  session_id bigint NOT NULL REFERENCES fish_sessions (id),
  fish_id integer NOT NULL,
  round_id text NOT NULL,
  captured_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (session_id, fish_id)
);

-- The studio plays the fish vendors' titles (each a theme of the fish engine).
UPDATE vendors SET provider = 'studio' WHERE category = 'FISH' AND provider IS NULL;
