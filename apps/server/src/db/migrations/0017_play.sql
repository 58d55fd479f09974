-- Play, first part: game providers and the seamless wallet they call (authenticate, balance, debit, credit,
-- rollback), launch tokens and player sessions, rounds, and the provably fair seeds of the in-house studio.

-- Who runs a vendor's games. The in-house studio is a provider like any other; it calls the seamless wallet
-- in-process, an external one over HTTP, signing each body with its HMAC key (generated at seed time or by
-- `npm run admin -- provider key <code>`, never in the repository).
CREATE TABLE game_providers (
  code text PRIMARY KEY CHECK (code ~ '^[a-z][a-z0-9_]{1,31}$'),
  name text NOT NULL,
  in_house boolean NOT NULL DEFAULT false,
  wallet_key text NOT NULL CHECK (length(wallet_key) >= 32),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE vendors ADD COLUMN provider text REFERENCES game_providers (code);

-- A launch: a single-use launch token (60 s) that the provider turns into a player session by
-- `authenticate`. Both tokens are stored as SHA-256 only.
CREATE TABLE game_sessions (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  provider text NOT NULL REFERENCES game_providers (code),
  game_code text NOT NULL REFERENCES games (code),
  is_demo boolean NOT NULL,
  language text NOT NULL CHECK (language IN ('vi', 'en')),
  launch_token_hash bytea NOT NULL UNIQUE,
  launch_expires_at timestamptz NOT NULL,
  session_token_hash bytea UNIQUE,
  session_expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((session_token_hash IS NULL) = (session_expires_at IS NULL))
);
CREATE INDEX game_sessions_member ON game_sessions (member_id, created_at DESC);

-- A round as the provider names it: opened by its first debit, closed by a credit (settled) or a rollback
-- of every bet (cancelled). The betting record reads these rows.
CREATE TABLE game_rounds (
  id bigserial PRIMARY KEY,
  provider text NOT NULL REFERENCES game_providers (code),
  provider_round_id text NOT NULL CHECK (length(provider_round_id) BETWEEN 1 AND 100),
  member_id bigint NOT NULL REFERENCES members (id),
  game_code text NOT NULL REFERENCES games (code),
  vassalage text NOT NULL,
  category text NOT NULL,
  is_demo boolean NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled', 'cancelled')),
  stake bigint NOT NULL DEFAULT 0 CHECK (stake >= 0),
  win bigint NOT NULL DEFAULT 0 CHECK (win >= 0),
  refunded bigint NOT NULL DEFAULT 0 CHECK (refunded >= 0),
  balance_after bigint,
  detail jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  UNIQUE (provider, provider_round_id)
);
CREATE INDEX game_rounds_member ON game_rounds (member_id, created_at DESC, id DESC);

-- Every wallet call by the provider's transaction id: the same id with the same body answers the first
-- answer; with another body, a conflict. A rollback of a debit not (yet) seen is kept as well, so the late
-- debit is refused.
CREATE TABLE game_wallet_calls (
  provider text NOT NULL REFERENCES game_providers (code),
  transaction_id text NOT NULL CHECK (length(transaction_id) BETWEEN 1 AND 100),
  kind text NOT NULL CHECK (kind IN ('debit', 'credit', 'rollback')),
  round_id bigint REFERENCES game_rounds (id),
  rolls_back text,
  amount bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
  request_hash bytea NOT NULL,
  answer jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, transaction_id)
);
CREATE INDEX game_wallet_calls_round ON game_wallet_calls (round_id);
CREATE UNIQUE INDEX game_wallet_calls_rollback ON game_wallet_calls (provider, rolls_back)
  WHERE rolls_back IS NOT NULL;

-- Provably fair seeds of the in-house studio: one active pair per member; the server seed is shown only
-- as its SHA-256 until the member rotates it, then revealed.
CREATE TABLE fair_seeds (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL CHECK (length(client_seed) BETWEEN 1 AND 64),
  nonce bigint NOT NULL DEFAULT 0 CHECK (nonce >= 0),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  revealed_at timestamptz
);
CREATE UNIQUE INDEX fair_seeds_active ON fair_seeds (member_id) WHERE active;
CREATE INDEX fair_seeds_member ON fair_seeds (member_id, id DESC);

-- The in-house studio serves the RNG lane (slots and instant games); its wallet key is random per database.
INSERT INTO game_providers (code, name, in_house, wallet_key)
VALUES ('studio', 'Hanoi Bet Studio', true,
        replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));
UPDATE vendors SET provider = 'studio' WHERE category = 'RNG';

-- Where a provider's game opens: {token}, {lang} and {game} are filled in at launch.
ALTER TABLE game_providers ADD COLUMN launch_url text NOT NULL DEFAULT '/play/?token={token}&lang={lang}&game={game}';
