-- Wallet transfers (upline/downline, vendor wallets) and the money records.

-- Transfer limits per merchant, in minor units: 10,000 ₫ minimum, 100,000,000 ₫ per transfer, 300,000,000 ₫ a
-- day (what a member sends by upline/downline transfer since local midnight, Asia/Ho_Chi_Minh).
ALTER TABLE wallet_settings
  ADD COLUMN transfer_min_amount bigint NOT NULL DEFAULT 1000000 CHECK (transfer_min_amount > 0),
  ADD COLUMN transfer_max_amount bigint NOT NULL DEFAULT 10000000000,
  ADD COLUMN transfer_daily_limit bigint NOT NULL DEFAULT 30000000000,
  ADD CONSTRAINT wallet_settings_transfer_limits CHECK (
    transfer_max_amount >= transfer_min_amount AND transfer_daily_limit >= transfer_max_amount
  );

-- Record queries read one member's postings in a time window, newest first: per account, by time. (The
-- (account_id, id DESC) index cannot bound a time window without reading everything newer than its end.)
CREATE INDEX ledger_postings_account_time ON ledger_postings (account_id, created_at DESC, id DESC);

-- Wrong payment passwords in a row, per member: after 5 the payment password is locked for 15 minutes.
CREATE TABLE payment_password_attempts (
  member_id bigint PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  failures integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  locked_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
