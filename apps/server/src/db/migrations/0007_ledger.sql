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

-- Every INSERT statement into ledger_postings must be balanced per transfer (its new rows sum to zero). As each
-- statement's share of a transfer sums to zero, so does the transfer; checking only the new rows keeps the
-- check independent of the table's size.
CREATE FUNCTION ledger_postings_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced bigint;
BEGIN
  SELECT transfer_id INTO unbalanced
  FROM new_postings
  GROUP BY transfer_id
  HAVING sum(amount) <> 0
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

-- Posts one transfer in a single round trip (the row locks are held only for the statement, not for client
-- round trips). Answers one row per posting; status is 'posted', 'replayed', 'conflict' (same key, other
-- request) or 'insufficient_funds' (nothing written). Accounts are locked in id order.
CREATE FUNCTION ledger_post(
  p_key text, p_hash bytea, p_kind text, p_metadata jsonb, p_reverses bigint,
  p_accounts bigint[], p_amounts bigint[]
) RETURNS TABLE (status text, transfer_id bigint, account_id bigint, balance_after bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_existing record;
  v_transfer bigint;
  v_short boolean;
  v_count integer;
BEGIN
  SELECT t.id, t.request_hash INTO v_existing FROM ledger_transfers t WHERE t.idempotency_key = p_key;
  IF FOUND THEN
    IF v_existing.request_hash <> p_hash THEN
      RETURN QUERY SELECT 'conflict'::text, v_existing.id, NULL::bigint, NULL::bigint;
      RETURN;
    END IF;
    RETURN QUERY SELECT 'replayed'::text, v_existing.id, p.account_id, p.balance_after
      FROM ledger_postings p WHERE p.transfer_id = v_existing.id;
    RETURN;
  END IF;

  PERFORM 1 FROM ledger_accounts a WHERE a.id = ANY (p_accounts) ORDER BY a.id FOR UPDATE;
  GET DIAGNOSTICS v_count = ROW_COUNT;
  IF v_count <> cardinality(p_accounts) THEN
    RAISE EXCEPTION 'ledger: unknown account in transfer' USING ERRCODE = 'foreign_key_violation';
  END IF;

  SELECT bool_or(NOT a.allow_negative AND a.balance + v.amount < 0) INTO v_short
  FROM ledger_accounts a JOIN unnest(p_accounts, p_amounts) AS v(id, amount) ON v.id = a.id;
  IF v_short THEN
    RETURN QUERY SELECT 'insufficient_funds'::text, NULL::bigint, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;

  INSERT INTO ledger_transfers (idempotency_key, request_hash, kind, metadata, reverses_id)
  VALUES (p_key, p_hash, p_kind, p_metadata, p_reverses)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id INTO v_transfer;
  IF v_transfer IS NULL THEN
    -- the same key was committed by a concurrent caller while this one waited for the locks
    RETURN QUERY SELECT * FROM ledger_post(p_key, p_hash, p_kind, p_metadata, p_reverses, p_accounts, p_amounts);
    RETURN;
  END IF;

  RETURN QUERY
  WITH moved AS (
    UPDATE ledger_accounts a SET balance = a.balance + v.amount
    FROM unnest(p_accounts, p_amounts) AS v(id, amount)
    WHERE a.id = v.id
    RETURNING a.id, v.amount, a.balance
  ), posted AS (
    INSERT INTO ledger_postings (transfer_id, account_id, amount, balance_after)
    SELECT v_transfer, m.id, m.amount, m.balance FROM moved m
    RETURNING ledger_postings.account_id, ledger_postings.balance_after
  )
  SELECT 'posted'::text, v_transfer, posted.account_id, posted.balance_after FROM posted;
END $$;
