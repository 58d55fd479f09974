-- A member's favourite games (spec §7: favourites, favourite list); recent games are read from game_sessions.
CREATE TABLE member_favourite_games (
  member_id bigint NOT NULL REFERENCES members (id),
  game_code text NOT NULL REFERENCES games (code) ON UPDATE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, game_code)
);
CREATE INDEX member_favourite_games_recent ON member_favourite_games (member_id, created_at DESC);
