-- The lotteries (issue 15, docs/games/lottery/draws.md): every lottery game draws on a schedule; a draw ("kỳ") takes
-- bets until `closes_at`, is drawn at `draws_at` — from the provably fair RNG (fast draws: the seed's hash is public
-- from the start, the seed once drawn) or from an official result two operators agree on — and is then settled.

-- The Vietnamese lottery's vendor is served by the in-house studio (its bets go through the seamless wallet).
UPDATE vendors SET provider = 'studio' WHERE account_type_name = 'TCG_LOTTO_VN';

CREATE TABLE lottery_draws (
  id bigserial PRIMARY KEY,
  game_code text NOT NULL REFERENCES games (code),
  issue_no text NOT NULL CHECK (issue_no ~ '^[0-9]{8}(-[0-9A-Z]{1,8})?$'),
  -- the province (South, Central) or the North's host station of an official draw; null for a fast draw
  province text,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'drawn', 'settled', 'cancelled')),
  closes_at timestamptz NOT NULL,
  draws_at timestamptz NOT NULL CHECK (draws_at >= closes_at),
  -- fast draws only: the result is drawn from HMAC-SHA256(server_seed, client_seed:0:cursor)
  server_seed text,
  server_seed_hash text,
  client_seed text,
  result jsonb,
  drawn_at timestamptz,
  settled_at timestamptz,
  cancelled_at timestamptz,
  cancel_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (game_code, issue_no),
  CHECK ((status IN ('drawn', 'settled')) = (result IS NOT NULL)),
  CHECK ((server_seed IS NULL) = (server_seed_hash IS NULL))
);
CREATE INDEX lottery_draws_game ON lottery_draws (game_code, draws_at DESC);
CREATE INDEX lottery_draws_due ON lottery_draws (draws_at) WHERE status IN ('open', 'drawn');

-- One line of a slip: a bet type, its numbers and points. Its stake was debited through the seamless wallet into the
-- member's round of the draw (`lottery-<draw>-<member>`), paid (or closed at 0) by one credit when the draw settles.
CREATE TABLE lottery_bets (
  id bigserial PRIMARY KEY,
  draw_id bigint NOT NULL REFERENCES lottery_draws (id),
  member_id bigint NOT NULL REFERENCES members (id),
  request_id text NOT NULL,
  line_no smallint NOT NULL CHECK (line_no >= 0),
  bet_type text NOT NULL,
  numbers text[] NOT NULL CHECK (cardinality(numbers) BETWEEN 1 AND 1000),
  points bigint NOT NULL CHECK (points > 0),
  cost bigint NOT NULL CHECK (cost > 0),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'won', 'lost', 'refunded')),
  payout bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
  hits integer,
  placed_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  UNIQUE (member_id, request_id, line_no)
);
CREATE INDEX lottery_bets_draw ON lottery_bets (draw_id, member_id) WHERE status = 'open';
CREATE INDEX lottery_bets_member ON lottery_bets (member_id, id DESC);

-- An official result as the first operator entered it; the second operator's identical entry confirms it (the draw
-- then holds the result). The first operator may enter it again (a correction) until it is confirmed.
CREATE TABLE lottery_result_entries (
  draw_id bigint PRIMARY KEY REFERENCES lottery_draws (id),
  result jsonb NOT NULL,
  entered_by bigint NOT NULL REFERENCES operators (id),
  entered_at timestamptz NOT NULL DEFAULT now(),
  confirmed_by bigint REFERENCES operators (id),
  confirmed_at timestamptz,
  CHECK (confirmed_by IS NULL OR confirmed_by <> entered_by)
);
