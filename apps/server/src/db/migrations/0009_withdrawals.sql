-- Withdrawals: the banks a member can withdraw to, bound bank cards, withdrawal settings and requests with
-- their confirmation proofs, operator accounts and sessions, the scheduled job runner's bookkeeping, and the
-- sandbox gateway's book of payouts. (The payment-password lockout is 0010's payment_password_attempts.)

-- Reference data: the banks a card can be bound at (code as the transfer networks use it).
CREATE TABLE banks (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9]{2,10}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  full_name text NOT NULL CHECK (length(full_name) BETWEEN 1 AND 200),
  active boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0
);
INSERT INTO banks (code, name, full_name, sort) VALUES
  ('VCB', 'Vietcombank', 'Ngân hàng TMCP Ngoại thương Việt Nam', 1),
  ('TCB', 'Techcombank', 'Ngân hàng TMCP Kỹ thương Việt Nam', 2),
  ('BIDV', 'BIDV', 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam', 3),
  ('VTB', 'VietinBank', 'Ngân hàng TMCP Công thương Việt Nam', 4),
  ('ACB', 'ACB', 'Ngân hàng TMCP Á Châu', 5),
  ('MB', 'MB Bank', 'Ngân hàng TMCP Quân đội', 6),
  ('VPB', 'VPBank', 'Ngân hàng TMCP Việt Nam Thịnh Vượng', 7),
  ('TPB', 'TPBank', 'Ngân hàng TMCP Tiên Phong', 8),
  ('STB', 'Sacombank', 'Ngân hàng TMCP Sài Gòn Thương Tín', 9),
  ('AGR', 'Agribank', 'Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam', 10),
  ('SHB', 'SHB', 'Ngân hàng TMCP Sài Gòn – Hà Nội', 11),
  ('HDB', 'HDBank', 'Ngân hàng TMCP Phát triển Thành phố Hồ Chí Minh', 12);

-- A member's bank cards (accounts). Deleting one only marks it: past withdrawals keep pointing at it.
CREATE TABLE bank_cards (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  bank_code text NOT NULL REFERENCES banks (code),
  account_number text NOT NULL CHECK (account_number ~ '^[0-9]{6,20}$'),
  -- upper case, single spaces, no diacritics: as the bank spells the account holder
  payee_name text NOT NULL CHECK (payee_name ~ '^[A-Z]+( [A-Z]+)*$' AND length(payee_name) <= 100),
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX bank_cards_member_account ON bank_cards (member_id, bank_code, account_number)
  WHERE deleted_at IS NULL;
CREATE INDEX bank_cards_member ON bank_cards (member_id, id) WHERE deleted_at IS NULL;

-- Per-merchant withdrawal rules; a merchant without a row gets the defaults below (the service's too).
-- Amounts in minor units (1/100 ₫).
CREATE TABLE withdrawal_settings (
  merchant text PRIMARY KEY REFERENCES merchants (code),
  min_amount bigint NOT NULL DEFAULT 10000000 CHECK (min_amount > 0),
  max_amount bigint NOT NULL DEFAULT 5000000000,
  daily_count integer NOT NULL DEFAULT 5 CHECK (daily_count > 0),
  daily_amount bigint NOT NULL DEFAULT 20000000000,
  card_limit integer NOT NULL DEFAULT 3 CHECK (card_limit BETWEEN 1 AND 20),
  -- bets required before withdrawing, as a multiple of the deposits (0 = no requirement)
  turnover_multiplier numeric(6, 2) NOT NULL DEFAULT 0 CHECK (turnover_multiplier >= 0),
  -- a PAID withdrawal the member has not confirmed counts as received after this long
  auto_receive_minutes integer NOT NULL DEFAULT 60 CHECK (auto_receive_minutes BETWEEN 1 AND 43200),
  -- the gateway that pays withdrawals out
  payout_gateway text NOT NULL DEFAULT 'sandbox' CHECK (payout_gateway ~ '^[a-z0-9_]{2,40}$'),
  CHECK (max_amount >= min_amount),
  CHECK (daily_amount >= max_amount)
);

-- Operators of the back office (created from the command line); their sessions are opaque bearer tokens,
-- only the SHA-256 of which is stored.
CREATE TABLE operators (
  id bigserial PRIMARY KEY,
  username text NOT NULL UNIQUE CHECK (username ~ '^[a-z][a-z0-9_.-]{2,31}$'),
  password_hash text NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  failed_logins integer NOT NULL DEFAULT 0 CHECK (failed_logins >= 0),
  locked_until timestamptz,
  last_login_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE operator_sessions (
  id bigserial PRIMARY KEY,
  operator_id bigint NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  token_hash bytea NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  ip inet
);
CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id, created_at DESC);

-- Withdrawal requests. The money is held on request (member main → member withdrawal_hold), then either paid
-- out (hold → world:<gateway>) on approval or released (hold → main) on rejection or cancellation. The card's
-- details are copied: the payout goes where the member asked, whatever happens to the card later.
CREATE TABLE withdrawals (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  card_id bigint NOT NULL REFERENCES bank_cards (id),
  bank_code text NOT NULL REFERENCES banks (code),
  account_number text NOT NULL,
  payee_name text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'PENDING_REVIEW' CHECK (status IN (
    'PENDING_REVIEW', 'APPROVED', 'PAID', 'RECEIVED', 'DISPUTED', 'REJECTED', 'CANCELLED'
  )),
  gateway text NOT NULL,
  hold_transfer_id bigint NOT NULL REFERENCES ledger_transfers (id),
  payout_transfer_id bigint REFERENCES ledger_transfers (id),
  release_transfer_id bigint REFERENCES ledger_transfers (id),
  reviewed_by bigint REFERENCES operators (id),
  reviewed_via text CHECK (reviewed_via IN ('operator', 'cli')),
  reviewed_at timestamptz,
  reject_reason text CHECK (length(reject_reason) BETWEEN 1 AND 500),
  payout_ref text,
  payout_error text CHECK (length(payout_error) <= 500),
  payout_attempts integer NOT NULL DEFAULT 0,
  paid_at timestamptz,
  -- who confirmed the money arrived (or not): the member, or the auto-receive job
  confirmation text CHECK (confirmation IN ('member', 'auto')),
  amount_received bigint,
  confirmed_at timestamptz,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status IN ('APPROVED', 'PAID', 'RECEIVED', 'DISPUTED')) = (payout_transfer_id IS NOT NULL)),
  CHECK ((status IN ('REJECTED', 'CANCELLED')) = (release_transfer_id IS NOT NULL)),
  CHECK ((status = 'REJECTED') = (reject_reason IS NOT NULL)),
  CHECK ((status = 'CANCELLED') = (cancelled_at IS NOT NULL)),
  CHECK ((status IN ('PAID', 'RECEIVED', 'DISPUTED')) = (paid_at IS NOT NULL)),
  CHECK ((status IN ('RECEIVED', 'DISPUTED')) = (confirmation IS NOT NULL)),
  CHECK (status <> 'DISPUTED' OR (confirmation = 'member' AND amount_received IS NOT NULL)),
  CHECK (amount_received IS NULL OR amount_received BETWEEN 0 AND amount)
);
CREATE INDEX withdrawals_member ON withdrawals (member_id, id DESC);
CREATE INDEX withdrawals_status ON withdrawals (status, id DESC);
CREATE INDEX withdrawals_paid ON withdrawals (paid_at) WHERE status = 'PAID';
CREATE INDEX withdrawals_card_open ON withdrawals (card_id) WHERE status IN ('PENDING_REVIEW', 'APPROVED');

-- The image a member sends when a withdrawal did not (fully) arrive: png or jpeg by content, at most 5 MiB.
CREATE TABLE withdrawal_proofs (
  withdrawal_id bigint PRIMARY KEY REFERENCES withdrawals (id),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  bytes bytea NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 5242880),
  sha256 bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The scheduled job runner (src/jobs): when each task last ran, cluster-wide.
CREATE TABLE job_runs (
  name text PRIMARY KEY CHECK (name ~ '^[a-z0-9_.-]{1,60}$'),
  last_started_at timestamptz,
  last_finished_at timestamptz,
  last_result text,
  last_error text,
  runs bigint NOT NULL DEFAULT 0
);

-- The sandbox gateway's own book of payouts: one per idempotency key (a repeated payout request answers the
-- first payout, so a withdrawal is never paid twice).
CREATE TABLE sandbox_payouts (
  payout_ref text PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE CHECK (length(idempotency_key) BETWEEN 1 AND 200),
  amount bigint NOT NULL CHECK (amount > 0),
  bank_code text NOT NULL,
  account_number text NOT NULL,
  payee_name text NOT NULL,
  status text NOT NULL DEFAULT 'PAID' CHECK (status IN ('PAID')),
  created_at timestamptz NOT NULL DEFAULT now()
);
