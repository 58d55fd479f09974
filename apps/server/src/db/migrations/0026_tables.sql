-- The live tables (modules/studio/tables, docs/games/tables.md): shared rounds on the server's clock, an RNG dealer.
-- Each round commits to a fresh server seed (its hash public while betting is open), draws its outcome from it when
-- betting closes, shows it, then pays every placement through the seamless wallet and reveals the seed.
CREATE TABLE table_rounds (
  id bigserial PRIMARY KEY,
  game_code text NOT NULL REFERENCES games (code),
  round_no bigint NOT NULL CHECK (round_no >= 0),
  phase text NOT NULL DEFAULT 'betting' CHECK (phase IN ('betting', 'revealing', 'settled')),
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL,
  opened_at timestamptz NOT NULL DEFAULT now(),
  betting_ends_at timestamptz NOT NULL,
  outcome jsonb,
  reveal_ends_at timestamptz,
  settled_at timestamptz,
  UNIQUE (game_code, round_no),
  CHECK ((phase = 'betting') = (outcome IS NULL)),
  CHECK ((phase = 'settled') = (settled_at IS NOT NULL))
);
CREATE INDEX table_rounds_unsettled ON table_rounds (game_code) WHERE phase <> 'settled';

-- A placement: bets a player put down together in one round (one debit of their seamless round of this table round).
-- An undone placement was refunded (a rollback of its debit) while betting was open.
CREATE TABLE table_placements (
  id bigserial PRIMARY KEY,
  table_round_id bigint NOT NULL REFERENCES table_rounds (id),
  member_id bigint NOT NULL REFERENCES members (id),
  request_id text NOT NULL,
  provider_round_id text NOT NULL,
  transaction_id text NOT NULL,
  bets jsonb NOT NULL,
  stake bigint NOT NULL CHECK (stake > 0),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'undone', 'settled')),
  payout bigint CHECK (payout >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, request_id)
);
CREATE INDEX table_placements_round ON table_placements (table_round_id, member_id);

-- Tables someone watches: the clock runs a table's rounds while it has watchers (or bets to pay), and idles it
-- otherwise. Each process marks the tables its sockets watch every few seconds.
CREATE TABLE table_watch (
  game_code text PRIMARY KEY REFERENCES games (code),
  seen_at timestamptz NOT NULL
);
