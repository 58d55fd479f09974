-- Wallet settings, payment channels, deposits, and the sandbox payment gateway's own records.

CREATE TABLE wallet_settings (
  merchant text PRIMARY KEY REFERENCES merchants (code),
  -- one seamless wallet (true) or a main wallet plus a transfer wallet per vendor (false)
  is_single boolean NOT NULL DEFAULT true,
  deposit_expiry_minutes integer NOT NULL DEFAULT 30 CHECK (deposit_expiry_minutes BETWEEN 1 AND 1440)
);

CREATE TABLE payment_channels (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9_]{2,40}$'),
  kind text NOT NULL CHECK (kind IN ('BANK_TRANSFER', 'EWALLET_QR')),
  gateway text NOT NULL DEFAULT 'sandbox' CHECK (gateway ~ '^[a-z0-9_]{2,40}$'),
  name jsonb NOT NULL CHECK (jsonb_typeof(name -> 'vi') = 'string' AND jsonb_typeof(name -> 'en') = 'string'),
  min_amount bigint NOT NULL CHECK (min_amount > 0),
  max_amount bigint NOT NULL,
  daily_limit bigint NOT NULL,
  presets bigint[] NOT NULL DEFAULT '{}',
  active boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  CHECK (max_amount >= min_amount),
  CHECK (daily_limit >= max_amount)
);

CREATE TABLE deposits (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  channel text NOT NULL REFERENCES payment_channels (code),
  gateway text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'DECLINED', 'EXPIRED')),
  -- the code the member quotes in the transfer description
  reference text NOT NULL UNIQUE CHECK (reference ~ '^[A-Z0-9]{6,20}$'),
  gateway_ref text,
  payment_url text NOT NULL DEFAULT '',
  transfer_id bigint REFERENCES ledger_transfers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  completed_at timestamptz,
  CHECK ((status = 'APPROVED') = (transfer_id IS NOT NULL)),
  CHECK ((status = 'PENDING') = (completed_at IS NULL))
);
CREATE INDEX deposits_member ON deposits (member_id, created_at DESC);
CREATE UNIQUE INDEX deposits_gateway_ref ON deposits (gateway, gateway_ref) WHERE gateway_ref IS NOT NULL;

-- Every callback a gateway delivered, verified or not: the audit trail, and each event is applied once.
CREATE TABLE gateway_callbacks (
  id bigserial PRIMARY KEY,
  gateway text NOT NULL,
  event_id text,
  verified boolean NOT NULL,
  outcome text NOT NULL,
  payload text NOT NULL CHECK (length(payload) <= 65536),
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX gateway_callbacks_event ON gateway_callbacks (gateway, event_id) WHERE verified AND event_id IS NOT NULL;

-- The sandbox gateway's own book of payments (it stands in for a third party, so it keeps its own state).
CREATE TABLE sandbox_payments (
  gateway_ref text PRIMARY KEY,
  merchant_reference text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  kind text NOT NULL,
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'APPROVED', 'DECLINED')),
  callback_url text NOT NULL,
  return_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);
