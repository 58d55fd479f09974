-- Game points (spec §9: LIVE 0.70, SPORTS 1.00, FISH 1.20, RNG 1.20, PVP 1.00 per 1,000 ₫ of valid turnover) and
-- the running valid turnover per member and category, both written when a real-money round is settled through
-- the seamless wallet, in the transaction of its closing credit. Points are integer hundredths of a point; the
-- rule and its rounding are in docs/decisions.md ("Game points").

-- The running totals a member's category has reached: valid turnover (minor units), the points it earned
-- (hundredths), and the remainder of wagered × factor not yet worth a hundredth of a point (numerator units,
-- below 100,000), carried into the next round so that splitting bets never loses or invents points.
CREATE TABLE member_turnover (
  member_id bigint NOT NULL REFERENCES members (id),
  category text NOT NULL,
  wagered bigint NOT NULL DEFAULT 0 CHECK (wagered >= 0),
  points bigint NOT NULL DEFAULT 0 CHECK (points >= 0),
  points_carry bigint NOT NULL DEFAULT 0 CHECK (points_carry >= 0 AND points_carry < 100000),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, category)
);

-- The points ledger: one entry per settled round (a round settled twice cannot earn twice), never edited.
-- factor is the category's points per 1,000 ₫ in hundredths at the time (0: the category earns none).
CREATE TABLE points_entries (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  category text NOT NULL,
  round_id bigint NOT NULL REFERENCES game_rounds (id),
  wagered bigint NOT NULL CHECK (wagered > 0),
  factor integer NOT NULL CHECK (factor >= 0),
  points bigint NOT NULL CHECK (points >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT points_entries_round UNIQUE (round_id)
);
CREATE INDEX points_entries_member ON points_entries (member_id, id DESC);
CREATE TRIGGER points_entries_append_only BEFORE UPDATE OR DELETE ON points_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();

-- A member's points balance: the sum of their entries (points never expire; spending them is the points mall's,
-- a later issue).
CREATE TABLE member_points (
  member_id bigint PRIMARY KEY REFERENCES members (id),
  balance bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
