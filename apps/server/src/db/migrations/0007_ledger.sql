-- The double-entry ledger (wallet module): accounts with a checked balance cache, transfers with an idempotency
-- key, and append-only postings whose amounts sum to zero per transfer. Postings are the truth; an account's
-- balance equals the sum of its postings.

CREATE TABLE ledger_accounts (
  id bigserial PRIMARY KEY,
  -- readable address: member:42:main, member:42:withdrawal_hold, house:games, world:payments …
  code text NOT NULL UNIQUE CHECK (code ~ '^[a-z_]+(:[A-Za-z0-9_]+)+$'),
  member_id bigint REFERENCES members (id),
  purpose text NOT NULL CHECK (purpose IN (
    'main', 'withdrawal_hold', 'demo', 'vendor',
    'house', 'payment_clearing', 'promotions', 'commissions', 'provider', 'world'
  )),
  currency text NOT NULL DEFAULT 'VND' CHECK (currency ~ '^[A-Z]{3}$'),
  balance bigint NOT NULL DEFAULT 0,
  allow_negative boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_accounts_not_negative CHECK (allow_negative OR balance >= 0),
  -- member money can never be allowed to go negative
  CONSTRAINT ledger_accounts_member_not_negative CHECK (member_id IS NULL OR NOT allow_negative)
);
CREATE INDEX ledger_accounts_member ON ledger_accounts (member_id) WHERE member_id IS NOT NULL;

CREATE TABLE ledger_transfers (
  id bigserial PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE CHECK (length(idempotency_key) BETWEEN 1 AND 200),
  -- SHA-256 of the request that created it: the same key with another body is refused
  request_hash bytea NOT NULL,
  kind text NOT NULL CHECK (kind IN (
    'deposit', 'withdrawal', 'withdrawal_hold', 'withdrawal_release', 'bet', 'win', 'refund', 'transfer',
    'vendor_transfer', 'bonus', 'rebate', 'salary', 'dividend', 'adjustment', 'reversal'
  )),
  currency text NOT NULL DEFAULT 'VND',
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  reverses_id bigint REFERENCES ledger_transfers (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_transfers_kind_time ON ledger_transfers (kind, created_at DESC);

CREATE TABLE ledger_postings (
  id bigserial PRIMARY KEY,
  transfer_id bigint NOT NULL REFERENCES ledger_transfers (id),
  account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  amount bigint NOT NULL CHECK (amount <> 0),
  balance_after bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_postings_account ON ledger_postings (account_id, id DESC);
CREATE INDEX ledger_postings_transfer ON ledger_postings (transfer_id);

-- Every INSERT statement into ledger_postings must leave each transfer it touches balanced (sum zero).
CREATE FUNCTION ledger_postings_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced bigint;
BEGIN
  SELECT n.transfer_id INTO unbalanced
  FROM (SELECT DISTINCT transfer_id FROM new_postings) n
  JOIN ledger_postings p ON p.transfer_id = n.transfer_id
  GROUP BY n.transfer_id
  HAVING sum(p.amount) <> 0
  LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transfer % does not sum to zero', unbalanced USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER ledger_postings_balanced
  AFTER INSERT ON ledger_postings
  REFERENCING NEW TABLE AS new_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_postings_balanced();

-- The ledger is append-only: a correction is a new (reversal) transfer, never an edit.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END $$;

CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
