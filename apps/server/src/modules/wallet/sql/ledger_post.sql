-- Posts one transfer (the caller's transaction, `transfer(tx, …)`). Answers one row per posting; status is
-- 'posted', 'replayed', 'conflict' (same key, other request) or 'insufficient_funds' (nothing written).
-- Usually two statements: lock the accounts and check the funds, then write the transfer (ON CONFLICT DO NOTHING on
-- its key), balances and postings together. Only when nothing was written (funds short, or the key taken) is the
-- key looked up — after the locks, so a same-key transfer that held them has committed and is seen: a replay
-- answers the first result even when the money has gone since (no retry).
-- Lock order: members' accounts first (allow_negative false), then the shared ones (house shards, providers, world,
-- promotions), each group by id. Every caller locks in this one order, so two transfers never wait for each other,
-- and a transfer waiting for a member's row (held by another of that member's transactions) holds nothing shared
-- that strangers need.
-- force_generic_plan: the statements are planned once per session (custom plans for the array parameters were
-- re-planned on every call and cost more than the rest of the function).
-- Replaces 0041's wrapper (ledger_post calling ledger_post_in_id_order after a PERFORM lock): one lock statement.
CREATE OR REPLACE FUNCTION ledger_post(p_key text, p_hash bytea, p_kind text, p_metadata jsonb, p_reverses bigint, p_accounts bigint[], p_amounts bigint[])
 RETURNS TABLE(status text, transfer_id bigint, account_id bigint, balance_after bigint)
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
 SET enable_seqscan TO 'off'
AS $function$
DECLARE
  v_locked integer;
  v_short boolean;
  v_existing record;
BEGIN
  SELECT count(*),
         coalesce(bool_or(NOT l.allow_negative AND l.balance + p_amounts[array_position(p_accounts, l.id)] < 0), false)
    INTO v_locked, v_short
  FROM (SELECT a.id, a.balance, a.allow_negative FROM ledger_accounts a
        WHERE a.id = ANY (p_accounts) ORDER BY a.allow_negative, a.id FOR UPDATE) l;
  IF v_locked <> cardinality(p_accounts) THEN
    RAISE EXCEPTION 'ledger: unknown account in transfer' USING ERRCODE = 'foreign_key_violation';
  END IF;

  IF NOT v_short THEN
    RETURN QUERY
    WITH t AS (
      INSERT INTO ledger_transfers (idempotency_key, request_hash, kind, metadata, reverses_id)
      VALUES (p_key, p_hash, p_kind, p_metadata, p_reverses)
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id
    ), moved AS (
      UPDATE ledger_accounts a SET balance = a.balance + v.amount
      FROM unnest(p_accounts, p_amounts) AS v(id, amount), t
      WHERE a.id = v.id
      RETURNING t.id AS tid, a.id, v.amount, a.balance
    ), posted AS (
      INSERT INTO ledger_postings (transfer_id, account_id, amount, balance_after)
      SELECT m.tid, m.id, m.amount, m.balance FROM moved m
      RETURNING ledger_postings.transfer_id, ledger_postings.account_id, ledger_postings.balance_after
    )
    SELECT 'posted'::text, posted.transfer_id, posted.account_id, posted.balance_after FROM posted;
    IF FOUND THEN
      RETURN;
    END IF;
  END IF;

  -- too little money, or the key is taken (nothing was written)
  SELECT t.id, t.request_hash INTO v_existing FROM ledger_transfers t WHERE t.idempotency_key = p_key;
  IF NOT FOUND THEN
    IF NOT v_short THEN
      -- the insert met a key this statement's snapshot cannot see (repeatable read): let the caller retry
      RAISE EXCEPTION 'ledger: key % taken concurrently', p_key USING ERRCODE = 'serialization_failure';
    END IF;
    RETURN QUERY SELECT 'insufficient_funds'::text, NULL::bigint, NULL::bigint, NULL::bigint;
  ELSIF v_existing.request_hash <> p_hash THEN
    RETURN QUERY SELECT 'conflict'::text, v_existing.id, NULL::bigint, NULL::bigint;
  ELSE
    RETURN QUERY SELECT 'replayed'::text, v_existing.id, p.account_id, p.balance_after
      FROM ledger_postings p WHERE p.transfer_id = v_existing.id;
  END IF;
END $function$;

DROP FUNCTION IF EXISTS ledger_post_in_id_order(text, bytea, text, jsonb, bigint, bigint[], bigint[]);
