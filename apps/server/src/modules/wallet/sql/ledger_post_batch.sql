-- Posts many transfers in one call (wallet/ledger.ts `transferBatch`; the seamless wallet's gathered rounds):
-- every account locked once, in ledger_post's order (members, then shared accounts, each by id), the new transfers
-- inserted in key order, each account's balance written once for the batch. Batches in flight together lock their
-- accounts in that one order in their first statement, so they never wait for one another's accounts after that;
-- what is left to wait for is a key another batch has inserted and not yet committed. Inserting keys in one order,
-- as accounts are locked in one order, keeps two batches from each holding a key the other waits for.
-- Answers, per transfer (idx, 1-based), ledger_post's statuses, plus 'unknown_account'.
-- Replaces 0041's wrapper (ledger_post_batch calling ledger_post_batch_in_id_order): one lock statement.
CREATE OR REPLACE FUNCTION ledger_post_batch(p_keys text[], p_hashes bytea[], p_kinds text[], p_metadata jsonb, p_reverses bigint[], p_ends integer[], p_accounts bigint[], p_amounts bigint[])
 RETURNS TABLE(idx integer, status text, transfer_id bigint, account_id bigint, balance_after bigint)
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
 SET enable_seqscan TO 'off'
AS $function$
DECLARE
  -- the touched accounts, ascending: running balance, may go negative, net change
  v_ids bigint[];
  v_bal bigint[];
  v_neg boolean[];
  v_delta bigint[];
  -- keys already in the ledger
  v_old_keys text[];
  v_old_ids bigint[];
  v_old_hashes bytea[];
  -- transfers of this batch to write (w_*), their postings (q_*), answers (r_*), replays of older keys (o_*)
  w_ids bigint[] := '{}';
  w_keys text[] := '{}';
  w_hashes bytea[] := '{}';
  w_idx integer[] := '{}';
  w_first integer[] := '{}';
  q_tid bigint[] := '{}';
  q_acc bigint[] := '{}';
  q_amt bigint[] := '{}';
  q_bal bigint[] := '{}';
  r_idx integer[] := '{}';
  r_status text[] := '{}';
  r_tid bigint[] := '{}';
  r_acc bigint[] := '{}';
  r_bal bigint[] := '{}';
  o_idx integer[] := '{}';
  o_tid bigint[] := '{}';
  v_start integer := 1;
  v_end integer;
  v_pos integer;
  v_tid bigint;
  v_status text;
  k integer;
BEGIN
  SELECT coalesce(array_agg(l.id ORDER BY l.id), '{}'), coalesce(array_agg(l.balance ORDER BY l.id), '{}'),
         coalesce(array_agg(l.allow_negative ORDER BY l.id), '{}')
    INTO v_ids, v_bal, v_neg
  FROM (SELECT a.id, a.balance, a.allow_negative FROM ledger_accounts a
        WHERE a.id = ANY (p_accounts) ORDER BY a.allow_negative, a.id FOR UPDATE) l;
  v_delta := array_fill(0::bigint, ARRAY[cardinality(v_ids)]);

  SELECT array_agg(t.idempotency_key), array_agg(t.id), array_agg(t.request_hash)
    INTO v_old_keys, v_old_ids, v_old_hashes
  FROM ledger_transfers t WHERE t.idempotency_key = ANY (p_keys);

  FOR i IN 1 .. cardinality(p_keys) LOOP
    v_end := p_ends[i];
    v_status := NULL;
    k := array_position(v_old_keys, p_keys[i]);
    IF k IS NOT NULL THEN
      IF v_old_hashes[k] = p_hashes[i] THEN
        o_idx := array_append(o_idx, i);
        o_tid := array_append(o_tid, v_old_ids[k]);
        v_status := 'replayed';
      ELSE
        v_status := 'conflict';
        v_tid := v_old_ids[k];
      END IF;
    ELSE
      k := array_position(w_keys, p_keys[i]);
      IF k IS NOT NULL THEN
        IF w_hashes[k] = p_hashes[i] THEN
          -- the same key earlier in this batch: answer its postings
          FOR j IN w_first[k] .. cardinality(q_tid) LOOP
            EXIT WHEN q_tid[j] <> w_ids[k];
            r_idx := array_append(r_idx, i);
            r_status := array_append(r_status, 'replayed');
            r_tid := array_append(r_tid, q_tid[j]);
            r_acc := array_append(r_acc, q_acc[j]);
            r_bal := array_append(r_bal, q_bal[j]);
          END LOOP;
          v_status := 'replayed';
        ELSE
          v_status := 'conflict';
          v_tid := w_ids[k];
        END IF;
      END IF;
    END IF;

    IF v_status IS NULL THEN
      FOR j IN v_start .. v_end LOOP
        v_pos := array_position(v_ids, p_accounts[j]);
        IF v_pos IS NULL THEN
          v_status := 'unknown_account';
          EXIT;
        END IF;
        IF NOT v_neg[v_pos] AND v_bal[v_pos] + p_amounts[j] < 0 THEN
          v_status := 'insufficient_funds';
        END IF;
      END LOOP;
      v_tid := NULL;
    END IF;

    IF v_status IS NULL THEN
      v_tid := nextval('ledger_transfers_id_seq'::regclass);
      w_ids := array_append(w_ids, v_tid);
      w_keys := array_append(w_keys, p_keys[i]);
      w_hashes := array_append(w_hashes, p_hashes[i]);
      w_idx := array_append(w_idx, i);
      w_first := array_append(w_first, cardinality(q_tid) + 1);
      FOR j IN v_start .. v_end LOOP
        v_pos := array_position(v_ids, p_accounts[j]);
        v_bal[v_pos] := v_bal[v_pos] + p_amounts[j];
        v_delta[v_pos] := v_delta[v_pos] + p_amounts[j];
        q_tid := array_append(q_tid, v_tid);
        q_acc := array_append(q_acc, p_accounts[j]);
        q_amt := array_append(q_amt, p_amounts[j]);
        q_bal := array_append(q_bal, v_bal[v_pos]);
        r_idx := array_append(r_idx, i);
        r_status := array_append(r_status, 'posted');
        r_tid := array_append(r_tid, v_tid);
        r_acc := array_append(r_acc, p_accounts[j]);
        r_bal := array_append(r_bal, v_bal[v_pos]);
      END LOOP;
    ELSIF v_status <> 'replayed' THEN
      r_idx := array_append(r_idx, i);
      r_status := array_append(r_status, v_status);
      r_tid := array_append(r_tid, v_tid);
      r_acc := array_append(r_acc, NULL::bigint);
      r_bal := array_append(r_bal, NULL::bigint);
    END IF;
    v_start := v_end + 1;
  END LOOP;

  IF cardinality(w_ids) > 0 THEN
    WITH t AS (
      INSERT INTO ledger_transfers (id, idempotency_key, request_hash, kind, metadata, reverses_id)
      SELECT w.id, w.key, w.hash, p_kinds[w.i], p_metadata -> (w.i - 1), p_reverses[w.i]
      FROM unnest(w_ids, w_keys, w_hashes, w_idx) AS w(id, key, hash, i)
      ORDER BY w.key
    ), moved AS (
      UPDATE ledger_accounts a SET balance = a.balance + d.delta
      FROM unnest(v_ids, v_delta) AS d(id, delta)
      WHERE a.id = d.id AND d.delta <> 0
    )
    INSERT INTO ledger_postings (transfer_id, account_id, amount, balance_after)
    SELECT * FROM unnest(q_tid, q_acc, q_amt, q_bal);
  END IF;

  RETURN QUERY SELECT * FROM unnest(r_idx, r_status, r_tid, r_acc, r_bal);
  RETURN QUERY SELECT o.i, 'replayed'::text, p.transfer_id, p.account_id, p.balance_after
    FROM unnest(o_idx, o_tid) AS o(i, tid) JOIN ledger_postings p ON p.transfer_id = o.tid;
END $function$;

DROP FUNCTION IF EXISTS ledger_post_batch_in_id_order(text[], bytea[], text[], jsonb, bigint[], integer[], bigint[], bigint[]);
