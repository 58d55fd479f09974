-- Payments hardened: the sandbox gateway knows who may pay an order and until when, keeps its secret and its
-- callback deliveries; member requests that move money carry an idempotency key; the reconciliation keeps its
-- runs and every difference it found. The job runner's table gives way to the pg-boss queue (jobs/install.ts).

DROP TABLE job_runs;

-- the sandbox gateway (a stand-in for a third party: it keeps its own state) ------------------------------------
ALTER TABLE sandbox_payments
  ADD COLUMN payer text,
  ADD COLUMN expires_at timestamptz,
  ADD COLUMN callback_delivered_at timestamptz,
  ADD COLUMN callback_attempts integer NOT NULL DEFAULT 0,
  DROP CONSTRAINT sandbox_payments_status_check,
  ADD CONSTRAINT sandbox_payments_status_check CHECK (status IN ('OPEN', 'APPROVED', 'DECLINED', 'EXPIRED')),
  ADD CONSTRAINT sandbox_payments_decided CHECK ((status = 'OPEN') = (decided_at IS NULL));
CREATE UNIQUE INDEX sandbox_payments_reference ON sandbox_payments (merchant_reference);
CREATE INDEX sandbox_payments_decided ON sandbox_payments (decided_at) WHERE decided_at IS NOT NULL;
CREATE INDEX sandbox_payouts_created ON sandbox_payouts (created_at);

-- the HMAC secret the sandbox signs callbacks with, shared by every server process
CREATE TABLE sandbox_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  secret text NOT NULL CHECK (length(secret) >= 32)
);

-- idempotency keys of member requests ---------------------------------------------------------------------------
ALTER TABLE deposits
  ADD COLUMN request_id text CHECK (request_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  ADD COLUMN request_hash bytea,
  ADD COLUMN checked_at timestamptz,
  ADD CONSTRAINT deposits_request CHECK ((request_id IS NULL) = (request_hash IS NULL));
CREATE UNIQUE INDEX deposits_member_request ON deposits (member_id, request_id) WHERE request_id IS NOT NULL;
CREATE INDEX deposits_pending ON deposits (created_at) WHERE status = 'PENDING';

ALTER TABLE withdrawals
  ADD COLUMN request_id text CHECK (request_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  ADD COLUMN request_hash bytea,
  ADD CONSTRAINT withdrawals_request CHECK ((request_id IS NULL) = (request_hash IS NULL));
CREATE UNIQUE INDEX withdrawals_member_request ON withdrawals (member_id, request_id) WHERE request_id IS NOT NULL;
CREATE INDEX withdrawals_unpaid ON withdrawals (reviewed_at) WHERE status = 'APPROVED';

-- the reconciliation of the site's payments with each gateway's statement ---------------------------------------
CREATE TABLE reconciliation_runs (
  id bigserial PRIMARY KEY,
  gateway text NOT NULL,
  -- the local day (Asia/Ho_Chi_Minh) whose statement was compared
  day date NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  deposits_checked integer NOT NULL DEFAULT 0,
  payouts_checked integer NOT NULL DEFAULT 0,
  differences integer NOT NULL DEFAULT 0,
  repaired integer NOT NULL DEFAULT 0
);
CREATE INDEX reconciliation_runs_day ON reconciliation_runs (gateway, day DESC, id DESC);

-- every difference found, and what was done about it: the audit trail of automatic repairs
CREATE TABLE reconciliation_items (
  id bigserial PRIMARY KEY,
  run_id bigint NOT NULL REFERENCES reconciliation_runs (id),
  kind text NOT NULL CHECK (kind IN ('deposit', 'payout')),
  reference text NOT NULL,
  site_status text,
  gateway_status text,
  site_amount bigint,
  gateway_amount bigint,
  action text NOT NULL CHECK (action IN ('credited', 'declined', 'marked_paid', 'reported')),
  note text NOT NULL,
  transfer_id bigint REFERENCES ledger_transfers (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reconciliation_items_run ON reconciliation_items (run_id);
