-- Closing credits of many rounds at once, set-based (seamless/calls.ts `creditCalls`: a lottery draw's settlement).
--
-- Each credit is taken exactly as seamless_credit takes it with p_valid and p_close: a call already made with its
-- transaction id is answered as seen; a round that is unknown or not open is answered as found; an open round is
-- paid its win, settled, its call recorded with its answer and its stake counted toward points. What differs is
-- how: the wins are one ledger_post_batch (every account locked once, each balance written once), the rounds one
-- update, the calls one insert and the points one statement per table. Lookups by a call's key are LATERAL probes.
--
-- The credits must name distinct calls and distinct rounds (the caller sends a batch with repeats to seamless_credit
-- one by one, where each sees the one before). Answers one row per credit, in the given order, with
-- seamless_credit's columns.
CREATE OR REPLACE FUNCTION seamless_credit_rounds(p_provider text, p_txids text[], p_rounds text[], p_amounts bigint[], p_details jsonb[], p_hashes bytea[], p_currency text, p_shards integer, p_factors jsonb, p_divisor bigint)
 RETURNS TABLE(ord bigint, seen_kind text, seen_hash bytea, seen_answer jsonb, seen_round_id bigint, seen_amount bigint, r_id bigint, r_member_id bigint, r_game_code text, r_category text, r_is_demo boolean, r_status text, r_stake bigint, r_win bigint, r_refunded bigint, transfer_id bigint, balance bigint, after_status text, after_win bigint, after_detail jsonb, after_created_at timestamp with time zone)
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
 SET enable_seqscan TO 'off'
AS $function$
DECLARE
  -- the credits taken (new call, open round), by their position k: the credit's ordinal, the round, the member's
  -- wallet and the provider's (house shard) account, the win, and what the move answered
  t_ord bigint[];
  t_round bigint[];
  t_member bigint[];
  t_category text[];
  t_demo boolean[];
  t_wagered bigint[];
  t_wallet bigint[];
  t_house bigint[];
  t_amount bigint[];
  t_tid bigint[];
  t_bal bigint[];
  -- positions k of the taken credits that pay a win, in ledger batch order
  v_wins integer[];
  v_n integer;
  v_k integer;
  v_balance bigint;
  l record;
  -- the stakes counted toward points: member, category, round, valid stake, the category's carry (locked)
  q_member bigint[];
  q_category text[];
  q_round bigint[];
  q_wagered bigint[];
  q_carry bigint[];
BEGIN
  IF (SELECT count(DISTINCT x) FROM unnest(p_txids) x) <> cardinality(p_txids)
     OR (SELECT count(DISTINCT x) FROM unnest(p_rounds) x) <> cardinality(p_rounds) THEN
    RAISE EXCEPTION 'seamless_credit_rounds: a call or a round named twice' USING ERRCODE = 'invalid_parameter_value';
  END IF;

  PERFORM 1 FROM game_rounds g
  WHERE g.provider = p_provider AND g.provider_round_id = ANY (p_rounds)
  ORDER BY g.id FOR UPDATE;

  SELECT coalesce(array_agg(c.ord ORDER BY c.ord), '{}'), array_agg(g.id ORDER BY c.ord),
         array_agg(g.member_id ORDER BY c.ord), array_agg(g.category ORDER BY c.ord),
         array_agg(g.is_demo ORDER BY c.ord), array_agg(g.stake - g.refunded ORDER BY c.ord),
         array_agg(a.wallet ORDER BY c.ord), array_agg(a.house ORDER BY c.ord), array_agg(c.amount ORDER BY c.ord)
    INTO t_ord, t_round, t_member, t_category, t_demo, t_wagered, t_wallet, t_house, t_amount
  FROM unnest(p_txids, p_rounds, p_amounts) WITH ORDINALITY AS c(txid, round, amount, ord)
  CROSS JOIN LATERAL (
    SELECT * FROM game_rounds g WHERE g.provider = p_provider AND g.provider_round_id = c.round LIMIT 1
  ) g
  CROSS JOIN LATERAL seamless_play_accounts(p_provider, g.member_id, g.is_demo, p_shards) a
  WHERE g.status = 'open'
    AND (SELECT true FROM game_wallet_calls w WHERE w.provider = p_provider AND w.transaction_id = c.txid LIMIT 1)
        IS NULL;
  v_n := cardinality(t_ord);
  t_tid := array_fill(NULL::bigint, ARRAY[v_n]);
  t_bal := array_fill(NULL::bigint, ARRAY[v_n]);

  -- the wins: one transfer each, house account to wallet, posted together
  v_wins := ARRAY(SELECT k FROM generate_series(1, v_n) k WHERE t_amount[k] > 0 ORDER BY k);
  IF cardinality(v_wins) > 0 THEN
    FOR l IN
      SELECT b.idx, b.status, b.transfer_id, b.account_id, b.balance_after
      FROM ledger_post_batch(
        ARRAY(SELECT format('game:%s:%s', p_provider, p_txids[t_ord[k]]) FROM unnest(v_wins) WITH ORDINALITY u(k, i)
              ORDER BY i),
        ARRAY(SELECT p_hashes[t_ord[k]] FROM unnest(v_wins) WITH ORDINALITY u(k, i) ORDER BY i),
        array_fill('win'::text, ARRAY[cardinality(v_wins)]),
        (SELECT jsonb_agg(jsonb_build_object('provider', p_provider, 'round', p_rounds[t_ord[k]],
                                             'category', t_category[k]) ORDER BY i)
         FROM unnest(v_wins) WITH ORDINALITY u(k, i)),
        array_fill(NULL::bigint, ARRAY[cardinality(v_wins)]),
        ARRAY(SELECT 2 * i::integer FROM generate_series(1, cardinality(v_wins)) i),
        ARRAY(SELECT v.account FROM unnest(v_wins) WITH ORDINALITY u(k, i),
              LATERAL (VALUES (1, t_wallet[k]), (2, t_house[k])) v(j, account) ORDER BY i, j),
        ARRAY(SELECT v.amount FROM unnest(v_wins) WITH ORDINALITY u(k, i),
              LATERAL (VALUES (1, t_amount[k]), (2, -t_amount[k])) v(j, amount) ORDER BY i, j)
      ) b
    LOOP
      IF l.status = 'insufficient_funds' THEN
        RAISE EXCEPTION 'seamless: insufficient funds' USING ERRCODE = 'SW001';
      ELSIF l.status <> 'posted' THEN
        -- as seamless_move: the key is the call's and commits with it, so a concurrent call with this id took it
        RAISE EXCEPTION 'seamless: ledger key of a credit taken by a concurrent call (%)', l.status
          USING ERRCODE = 'unique_violation';
      END IF;
      v_k := v_wins[l.idx];
      t_tid[v_k] := l.transfer_id;
      IF l.account_id = t_wallet[v_k] THEN
        t_bal[v_k] := l.balance_after;
      END IF;
    END LOOP;
  END IF;
  FOR k IN 1 .. v_n LOOP
    IF t_amount[k] = 0 THEN
      -- the wallet as this credit found it: without the wins of the batch's later credits to the same wallet
      SELECT a.balance - coalesce((SELECT sum(t_amount[j]) FROM generate_series(k + 1, v_n) j
                                   WHERE t_wallet[j] = t_wallet[k]), 0)
        INTO STRICT v_balance FROM ledger_accounts a WHERE a.id = t_wallet[k];
      t_bal[k] := v_balance;
    ELSIF t_tid[k] IS NULL OR t_bal[k] IS NULL THEN
      RAISE EXCEPTION 'seamless: ledger_post_batch answered nothing for a credit';
    END IF;
  END LOOP;

  -- points (points_count_round, for every counted round at once): each (member, category) once in the batch
  SELECT coalesce(array_agg(t.member ORDER BY t.member, t.category), '{}'),
         array_agg(t.category ORDER BY t.member, t.category), array_agg(t.round ORDER BY t.member, t.category),
         array_agg(t.wagered ORDER BY t.member, t.category)
    INTO q_member, q_category, q_round, q_wagered
  FROM unnest(t_member, t_category, t_round, t_wagered, t_demo) AS t(member, category, round, wagered, demo)
  WHERE NOT t.demo AND t.wagered > 0;
  IF (SELECT count(DISTINCT (m, c)) FROM unnest(q_member, q_category) AS u(m, c)) < cardinality(q_member) THEN
    FOR k IN 1 .. cardinality(q_member) LOOP
      PERFORM points_count_round(q_member[k], q_category[k], q_round[k], q_wagered[k],
                                 coalesce((p_factors ->> q_category[k])::integer, 0), p_divisor);
    END LOOP;
  ELSIF cardinality(q_member) > 0 THEN
    INSERT INTO member_turnover (member_id, category)
    SELECT u.m, u.c FROM unnest(q_member, q_category) AS u(m, c) ORDER BY u.m, u.c
    ON CONFLICT DO NOTHING;
    q_carry := ARRAY(
      SELECT locked.points_carry FROM (
        SELECT u.i, t.points_carry FROM unnest(q_member, q_category) WITH ORDINALITY AS u(m, c, i)
        JOIN member_turnover t ON t.member_id = u.m AND t.category = u.c
        ORDER BY t.member_id, t.category FOR UPDATE OF t
      ) locked ORDER BY locked.i);
    WITH o AS (
      SELECT u.m, u.c, u.r, u.w, coalesce((p_factors ->> u.c)::integer, 0) AS f,
             u.carry + u.w * coalesce((p_factors ->> u.c)::integer, 0) AS owed
      FROM unnest(q_member, q_category, q_round, q_wagered, q_carry) AS u(m, c, r, w, carry)
    ), entries AS (
      INSERT INTO points_entries (member_id, category, round_id, wagered, factor, points)
      SELECT o.m, o.c, o.r, o.w, o.f, o.owed / p_divisor FROM o ORDER BY o.r
      ON CONFLICT (round_id) DO NOTHING
      RETURNING points_entries.member_id, points_entries.category, points_entries.points
    ), counted AS (
      UPDATE member_turnover t
      SET wagered = t.wagered + o.w, points = t.points + o.owed / p_divisor,
          points_carry = o.owed % p_divisor, updated_at = now()
      FROM o JOIN entries e ON e.member_id = o.m AND e.category = o.c
      WHERE t.member_id = o.m AND t.category = o.c
    )
    INSERT INTO member_points AS mp (member_id, balance)
    SELECT e.member_id, sum(e.points)::bigint FROM entries e GROUP BY e.member_id ORDER BY e.member_id
    ON CONFLICT (member_id) DO UPDATE SET balance = mp.balance + excluded.balance, updated_at = now();
  END IF;

  -- the rounds settled and the calls recorded; every credit answered with the round as found and as left
  RETURN QUERY
  WITH c AS (
    SELECT * FROM unnest(p_txids, p_rounds, p_amounts, p_details, p_hashes)
      WITH ORDINALITY AS c(txid, round, amount, detail, hash, ord)
  ), t AS (
    SELECT * FROM unnest(t_ord, t_round, t_tid, t_bal) AS t(ord, round_id, tid, bal)
  ), after AS (
    UPDATE game_rounds g SET
      win = g.win + c.amount,
      balance_after = t.bal,
      status = 'settled',
      settled_at = now(),
      detail = CASE WHEN c.detail IS NULL THEN g.detail ELSE coalesce(g.detail, '{}'::jsonb) || c.detail END
    FROM t JOIN c ON c.ord = t.ord
    WHERE g.id = t.round_id
    RETURNING g.id, g.status, g.win, g.detail, g.created_at
  ), recorded AS (
    INSERT INTO game_wallet_calls (provider, transaction_id, kind, round_id, amount, request_hash, answer)
    SELECT p_provider, c.txid, 'credit', t.round_id, c.amount, c.hash, seamless_answer(t.bal, t.tid, p_currency)
    FROM t JOIN c ON c.ord = t.ord
    ORDER BY c.txid
  )
  SELECT c.ord, s.kind, s.request_hash, s.answer, s.round_id, s.amount,
         g.id, g.member_id, g.game_code, g.category, g.is_demo, g.status, g.stake, g.win, g.refunded,
         t.tid, t.bal, a.status, a.win, a.detail, a.created_at
  FROM c
  LEFT JOIN t ON t.ord = c.ord
  LEFT JOIN LATERAL (
    SELECT * FROM game_wallet_calls w
    WHERE t.ord IS NULL AND w.provider = p_provider AND w.transaction_id = c.txid LIMIT 1
  ) s ON true
  LEFT JOIN LATERAL (
    SELECT * FROM game_rounds r
    WHERE s.transaction_id IS NULL AND r.provider = p_provider AND r.provider_round_id = c.round LIMIT 1
  ) g ON true
  LEFT JOIN after a ON a.id = t.round_id
  ORDER BY c.ord;
END $function$;
