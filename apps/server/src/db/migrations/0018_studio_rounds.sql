-- Studio rounds played in several requests (mines, hi-lo): the bet, the seeds, and the moves so far. The state
-- is never stored: it is replayed from the seeds and the moves, exactly as the verification page does.
CREATE TABLE studio_rounds (
  round_id bigint PRIMARY KEY REFERENCES game_rounds (id),
  provider_round_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id),
  game_code text NOT NULL,
  family text NOT NULL,
  bet jsonb NOT NULL,
  moves jsonb NOT NULL DEFAULT '[]'::jsonb,
  seed_id bigint NOT NULL REFERENCES fair_seeds (id),
  nonce bigint NOT NULL,
  open boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- at most one unfinished round per member and game
CREATE UNIQUE INDEX studio_rounds_open ON studio_rounds (member_id, game_code) WHERE open;
