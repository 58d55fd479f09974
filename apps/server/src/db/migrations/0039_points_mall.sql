-- The points mall (spec §1, §7 points: balance, reward list, redeem, redeem list): members spend the game points
-- they earn (points_entries, 0020) on the operator's rewards — cash into the main wallet, from the promotions
-- account. A member's balance is now the sum of their entries less their redemptions.
CREATE TABLE points_rewards (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  name_vi text NOT NULL,
  name_en text NOT NULL,
  -- hundredths of a point, like member_points.balance
  points bigint NOT NULL CHECK (points > 0),
  -- minor units paid into the main wallet
  amount bigint NOT NULL CHECK (amount > 0),
  active boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX points_rewards_merchant ON points_rewards (merchant, sort, id) WHERE active;

CREATE TABLE points_redemptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  reward_id bigint NOT NULL REFERENCES points_rewards (id),
  request_id text NOT NULL,
  points bigint NOT NULL CHECK (points > 0),
  amount bigint NOT NULL CHECK (amount > 0),
  transfer_id bigint NOT NULL REFERENCES ledger_transfers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, request_id)
);
CREATE INDEX points_redemptions_member ON points_redemptions (member_id, id DESC);
CREATE TRIGGER points_redemptions_append_only BEFORE UPDATE OR DELETE ON points_redemptions
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();

COMMENT ON TABLE member_points IS
  'A member''s points balance: the sum of their points_entries less their points_redemptions; never negative.';
