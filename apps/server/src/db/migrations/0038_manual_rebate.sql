-- Cashback (spec §2.5 manualRebate, switched by the whitelabel switch manualRebate): a member claims, when they
-- choose, a rate of the valid turnover they have bet since their last claim, per game category. The turnover is
-- the running total the settling credit keeps (member_turnover); what a claim has paid for is remembered per
-- category (rebated_wagered), so each unit of turnover earns its cashback once.
CREATE TABLE rebate_rates (
  merchant text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  category text NOT NULL,
  -- basis points of valid turnover: 100 = 1 %; at most 3 %
  rate_bp integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 300),
  PRIMARY KEY (merchant, category)
);

-- the least a claim may pay (minor units: 10000 = 100 ₫)
ALTER TABLE promotion_settings
  ADD COLUMN rebate_min_claim bigint NOT NULL DEFAULT 10000 CHECK (rebate_min_claim BETWEEN 1 AND 100000000);

-- one row per member who ever claimed: claims of one member are taken one at a time (this row's lock)
CREATE TABLE member_rebates (
  member_id bigint PRIMARY KEY REFERENCES members (id),
  last_claim_at timestamptz
);

CREATE TABLE member_rebate_progress (
  member_id bigint NOT NULL REFERENCES members (id),
  category text NOT NULL,
  -- the member_turnover.wagered the claims so far have paid cashback on
  rebated_wagered bigint NOT NULL CHECK (rebated_wagered >= 0),
  PRIMARY KEY (member_id, category)
);

CREATE TABLE rebate_claims (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  request_id text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  transfer_id bigint NOT NULL REFERENCES ledger_transfers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, request_id)
);
CREATE INDEX rebate_claims_member ON rebate_claims (member_id, id DESC);

CREATE TABLE rebate_claim_lines (
  claim_id bigint NOT NULL REFERENCES rebate_claims (id),
  category text NOT NULL,
  wagered bigint NOT NULL CHECK (wagered > 0),
  rate_bp integer NOT NULL,
  amount bigint NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (claim_id, category)
);
