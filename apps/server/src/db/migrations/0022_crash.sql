-- Crash (modules/studio/crash): shared rounds on the server's clock. One process drives each game's rounds; a
-- round's server seed is drawn when it opens and its SHA-256 is public from then, so the bust point (drawn from it
-- at the same moment) is fixed before anyone bets; the seed is revealed once the round has busted.
CREATE TABLE crash_rounds (
  id bigserial PRIMARY KEY,
  game_code text NOT NULL REFERENCES games (code),
  round_no bigint NOT NULL CHECK (round_no >= 0),
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL,
  bust_x100 bigint NOT NULL CHECK (bust_x100 >= 100),
  phase text NOT NULL DEFAULT 'betting' CHECK (phase IN ('betting', 'flying', 'busted')),
  opened_at timestamptz NOT NULL DEFAULT now(),
  -- betting closes and the flight starts at this instant
  betting_ends_at timestamptz NOT NULL,
  -- the instant the multiplier reaches the bust point: the round ends (never shown before it)
  busts_at timestamptz NOT NULL CHECK (busts_at >= betting_ends_at),
  busted_at timestamptz,
  UNIQUE (game_code, round_no)
);
CREATE INDEX crash_rounds_latest ON crash_rounds (game_code, id DESC);
CREATE INDEX crash_rounds_busted ON crash_rounds (game_code, id DESC) WHERE phase = 'busted';

-- One bet per player per round; its money moves through the seamless wallet (round `provider_round_id`).
CREATE TABLE crash_bets (
  id bigserial PRIMARY KEY,
  crash_round_id bigint NOT NULL REFERENCES crash_rounds (id),
  member_id bigint NOT NULL REFERENCES members (id),
  request_id text NOT NULL,
  provider_round_id text NOT NULL UNIQUE,
  -- the game round the seamless wallet opened (betting record, fair page)
  round_id bigint NOT NULL,
  player text NOT NULL,
  stake bigint NOT NULL CHECK (stake > 0),
  auto_cashout_x100 bigint CHECK (auto_cashout_x100 IS NULL OR auto_cashout_x100 >= 101),
  cashout_x100 bigint CHECK (cashout_x100 IS NULL OR cashout_x100 >= 101),
  payout bigint CHECK (payout IS NULL OR payout >= 0),
  settled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((settled_at IS NULL) = (payout IS NULL)),
  UNIQUE (crash_round_id, member_id),
  UNIQUE (member_id, request_id)
);
CREATE INDEX crash_bets_open ON crash_bets (crash_round_id) WHERE settled_at IS NULL;
