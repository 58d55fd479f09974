-- Games catalogue: vendors (the spec's "vassalage"), their games, and the big-wins feed behind the
-- winners board and the weekly leaderboard. ESPORTS is not stored: it is derived from the merchant's
-- esports vendor list, which splits SPORTS vendors into their own lane (spec §3.6).

CREATE TABLE vendors (
  vassalage text PRIMARY KEY CHECK (vassalage ~ '^[A-Z0-9_]+$' AND length(vassalage) <= 40),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  category text NOT NULL CHECK (category IN ('ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP')),
  -- Launch routing (spec §2.1): LOTT/ELOTT → /lottery, TCG_LOTTO_VN → /vnlottery, TCG_SEA → /seaLottery.
  account_type_name text NOT NULL CHECK (account_type_name ~ '^[A-Z0-9_]+$'),
  is_hot boolean NOT NULL DEFAULT false,
  -- 'VASSALAGE' opens a popup list of the vendor's games instead of a route.
  is_game text CHECK (is_game <> ''),
  sort integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  maintenance_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Target of games' (vassalage, category) key: a game's category always equals its vendor's.
  UNIQUE (vassalage, category)
);

CREATE TABLE games (
  id bigserial PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9_]+$' AND length(code) <= 60),
  vassalage text NOT NULL,
  category text NOT NULL,
  name_vi text NOT NULL CHECK (length(name_vi) BETWEEN 1 AND 120),
  name_en text NOT NULL CHECK (length(name_en) BETWEEN 1 AND 120),
  -- Both names, lower-case, diacritics removed, đ → d (computed in TypeScript: normaliseSearchText).
  search_text text NOT NULL CHECK (search_text = lower(search_text)),
  node_id text NOT NULL,
  default_play_type text,
  is_game text CHECK (is_game <> ''),
  is_hot boolean NOT NULL DEFAULT false,
  -- Minor units (1/100 of the currency unit).
  min_bet bigint NOT NULL DEFAULT 0 CHECK (min_bet >= 0),
  support_play boolean NOT NULL DEFAULT false,
  popularity integer NOT NULL DEFAULT 0 CHECK (popularity >= 0),
  sort integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  maintenance_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (vassalage, category) REFERENCES vendors (vassalage, category) ON UPDATE CASCADE
);

-- The list query: ORDER BY sort, id over active games, filtered by vendor, by category, or neither.
CREATE INDEX games_vendor_sort_idx ON games (vassalage, sort, id);
CREATE INDEX games_category_sort_idx ON games (category, sort, id) WHERE active;
CREATE INDEX games_sort_idx ON games (sort, id) WHERE active;
-- Hot games (optionally by category) and popular games.
CREATE INDEX games_hot_sort_idx ON games (category, sort, id) WHERE active AND is_hot;
CREATE INDEX games_popularity_idx ON games (popularity DESC, id) WHERE active;

-- Large wins, written when rounds settle; the player's name is stored already masked.
CREATE TABLE big_wins (
  id bigserial PRIMARY KEY,
  player_masked text NOT NULL CHECK (length(player_masked) BETWEEN 1 AND 40),
  game_code text NOT NULL REFERENCES games (code) ON UPDATE CASCADE,
  prize bigint NOT NULL CHECK (prize > 0),
  won_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX big_wins_won_at_idx ON big_wins (won_at DESC);
CREATE INDEX big_wins_game_code_idx ON big_wins (game_code);
