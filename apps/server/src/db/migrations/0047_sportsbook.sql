-- The in-house sportsbook (issue 34; docs/games/sports.md): leagues, fixtures and their markets as the feed last
-- told them, the feed's messages applied once and in order per producer, and members' bets (singles, parlays) with
-- their legs and every settlement applied to them. Money moves only through the seamless wallet: a bet's stake is a
-- debit into its provider round when the bet is accepted, its return a credit when it settles.

CREATE TABLE sport_leagues (
  code text PRIMARY KEY,
  sport text NOT NULL CHECK (sport IN ('football', 'basketball', 'tennis', 'moba', 'shooter')),
  name_vi text NOT NULL,
  name_en text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE sport_fixtures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- the feed that owns the match (the local feed, or a real one behind the adapter) and its id there
  producer text NOT NULL,
  feed_id text NOT NULL,
  league text NOT NULL REFERENCES sport_leagues (code),
  home text NOT NULL,
  away text NOT NULL,
  starts_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'not_started'
    CHECK (status IN ('not_started', 'live', 'ended', 'closed', 'cancelled')),
  -- score, period and match clock as the feed's last message gave them
  state jsonb NOT NULL DEFAULT '{}',
  -- the local feed's model (team strengths) and its seed's hash before kick-off, the seed after: a replay
  model jsonb,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (producer, feed_id)
);
CREATE INDEX sport_fixtures_open ON sport_fixtures (starts_at, id) WHERE status IN ('not_started', 'live');

CREATE TABLE sport_markets (
  fixture_id bigint NOT NULL REFERENCES sport_fixtures (id),
  -- the engine's market key (packages/games sports: ft:1x2, ft:ah:-3, 1h:ou:5 …)
  key text NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended', 'settled', 'cancelled')),
  -- selection → decimal odds in thousandths
  odds jsonb NOT NULL DEFAULT '{}',
  -- selection → result (win, half_win, push, half_lose, lose, void) once settled
  outcomes jsonb,
  -- raised at every price change: a slip quotes the version it saw, acceptance compares
  version bigint NOT NULL DEFAULT 0,
  -- when betting on it last stopped (a bet stop, a suspension), by this server's clock: an in-play bet placed
  -- before it and still in its delay is rejected
  stopped_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (fixture_id, key)
);

-- One row per producer: the last message applied (messages are applied in sequence, each once) and its liveness;
-- a producer down suspends its markets until it is alive again and its snapshot is applied.
CREATE TABLE sport_feed_producers (
  producer text PRIMARY KEY,
  applied_seq bigint NOT NULL DEFAULT 0,
  alive_at timestamptz,
  down boolean NOT NULL DEFAULT true
);

CREATE TABLE sport_bets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  request_id text NOT NULL,
  game_code text NOT NULL REFERENCES games (code),
  kind text NOT NULL CHECK (kind IN ('single', 'parlay')),
  stake bigint NOT NULL CHECK (stake > 0),
  -- what the member accepts when a price moves before acceptance
  accept text NOT NULL CHECK (accept IN ('any', 'better', 'none')),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'open', 'settled', 'rejected', 'cashed_out', 'cancelled')),
  reject_code text,
  -- the return credited (settlement or cash-out), null while open
  payout bigint CHECK (payout >= 0),
  placed_at timestamptz NOT NULL DEFAULT now(),
  -- an in-play bet waits for its delay to end; a pre-match bet is decided at once
  decides_at timestamptz NOT NULL DEFAULT now(),
  accepted_at timestamptz,
  settled_at timestamptz,
  UNIQUE (member_id, request_id)
);
CREATE INDEX sport_bets_member ON sport_bets (member_id, id DESC);
CREATE INDEX sport_bets_pending ON sport_bets (decides_at) WHERE status = 'pending';

CREATE TABLE sport_bet_legs (
  bet_id bigint NOT NULL REFERENCES sport_bets (id),
  leg_no smallint NOT NULL,
  fixture_id bigint NOT NULL,
  market_key text NOT NULL,
  selection text NOT NULL,
  -- the price the leg was accepted at (thousandths) and the market version it was quoted from
  odds integer NOT NULL CHECK (odds > 1000),
  version bigint NOT NULL,
  result text CHECK (result IN ('win', 'half_win', 'push', 'half_lose', 'lose', 'void')),
  PRIMARY KEY (bet_id, leg_no),
  FOREIGN KEY (fixture_id, market_key) REFERENCES sport_markets (fixture_id, key)
);
CREATE INDEX sport_bet_legs_market ON sport_bet_legs (fixture_id, market_key);

-- Every settlement, cancel and rollback applied to a bet, once per (bet, message): a repeated message finds its row
-- and moves nothing; a rollback undoes the row it names and the next settlement pays once again.
CREATE TABLE sport_bet_settlements (
  bet_id bigint NOT NULL REFERENCES sport_bets (id),
  message text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('settle', 'cancel', 'rollback_settle', 'rollback_cancel', 'cash_out')),
  amount bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (bet_id, message)
);
CREATE TRIGGER sport_bet_settlements_append_only BEFORE UPDATE OR DELETE ON sport_bet_settlements
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();

-- The local feed's outbox (adapters' side of the port, sports/feed/local/): the messages it produced, by sequence,
-- so the consumer recovers after a gap or a restart by reading on from the last sequence it applied, as it would
-- ask a real feed's recovery API.
CREATE TABLE sport_feed_outbox (
  producer text NOT NULL,
  seq bigint NOT NULL,
  message jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (producer, seq)
);
