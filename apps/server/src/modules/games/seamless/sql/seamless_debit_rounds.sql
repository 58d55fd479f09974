-- Debits of many calls at once, set-based (seamless/calls.ts `debitCalls`: the HTTP routes gather the debits of one
-- event-loop turn into one statement, seamless/batches.ts).
--
-- Each debit is checked and taken exactly as seamless_debit takes it: the call already made with its transaction
-- id, a rollback recorded for it, the live session of its token and the session's game (playable, served by this
-- provider, maintenance window, min bet); when none refuses it, its round is opened or added to (open and the same
-- player's), the stake moves to the provider's account and the call is recorded with its answer. What differs is
-- how: the stakes are one ledger_post_batch, the rounds one upsert, the calls one insert — and a wallet short of its
-- stake refuses that debit alone (`short`), where seamless_debit undoes its statement with SW001.
--
-- Every lookup by a call's key is a LATERAL subquery with LIMIT 1, so it stays one index probe per call whatever
-- the planner believes of the tables' sizes.
--
-- The debits must name distinct calls and distinct rounds (the caller sends repeats one by one). A round that
-- another transaction opens or closes between the checks and the upsert raises serialization_failure: the caller
-- then takes the batch's debits one by one. Answers one row per debit, in the given order, with seamless_debit's
-- columns and `short`. Its row types (seamless_debit_check, seamless_debit_round) are 0040's.
CREATE OR REPLACE FUNCTION seamless_debit_rounds(p_provider text, p_txids text[], p_sessions bytea[], p_rounds text[], p_stakes bigint[], p_valid boolean[], p_details jsonb[], p_now timestamp with time zone, p_hashes bytea[], p_currency text, p_shards integer)
 RETURNS TABLE(ord bigint, seen_kind text, seen_hash bytea, seen_answer jsonb, seen_round_id bigint, seen_amount bigint, rolled_back boolean, member_id bigint, is_demo boolean, game_code text, category text, min_bet bigint, playable boolean, maintenance_until timestamp with time zone, in_maintenance boolean, may_open boolean, r_id bigint, r_member_id bigint, r_game_code text, r_category text, r_is_demo boolean, r_status text, r_stake bigint, r_win bigint, r_refunded bigint, transfer_id bigint, balance bigint, short boolean)
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
 SET enable_seqscan TO 'off'
AS $function$
DECLARE
  -- every debit's checks, in the given order (one statement's reading, as seamless_debit's)
  v_checks seamless_debit_check[];
  -- the debits whose round takes the stake (by position k): ordinal, member, wallet, house account, stake
  t_ord bigint[];
  t_member bigint[];
  t_wallet bigint[];
  t_house bigint[];
  t_stake bigint[];
  t_category text[];
  -- what the ledger answered for each: the transfer and the wallet's balance, or short
  t_tid bigint[];
  t_bal bigint[];
  t_short boolean[];
  -- the rounds as the stakes left them, by the debit's ordinal
  v_opened seamless_debit_round[];
  v_n integer;
  v_posted integer;
  l record;
BEGIN
  IF (SELECT count(DISTINCT x) FROM unnest(p_txids) x) <> cardinality(p_txids)
     OR (SELECT count(DISTINCT x) FROM unnest(p_rounds) x) <> cardinality(p_rounds) THEN
    RAISE EXCEPTION 'seamless_debit_rounds: a call or a round named twice' USING ERRCODE = 'invalid_parameter_value';
  END IF;

  v_checks := ARRAY(
    SELECT ROW(c.ord, s.kind, s.request_hash, s.answer, s.round_id, s.amount, u.undone,
               f.member_id, f.is_demo, f.code, f.vassalage, f.category, f.min_bet, f.playable,
               f.maintenance_until, f.in_maintenance,
               coalesce(c.valid AND s.kind IS NULL AND NOT u.undone AND f.code IS NOT NULL AND f.playable
                        AND NOT f.in_maintenance AND c.stake >= f.min_bet, false))::seamless_debit_check
    FROM unnest(p_txids, p_sessions, p_stakes, p_valid) WITH ORDINALITY AS c(txid, session, stake, valid, ord)
    LEFT JOIN LATERAL (
      SELECT w.kind, w.request_hash, w.answer, w.round_id, w.amount FROM game_wallet_calls w
      WHERE w.provider = p_provider AND w.transaction_id = c.txid LIMIT 1
    ) s ON true
    CROSS JOIN LATERAL (
      SELECT (SELECT true FROM game_wallet_calls w WHERE w.provider = p_provider AND w.rolls_back = c.txid LIMIT 1)
               IS NOT NULL
    ) u(undone)
    LEFT JOIN LATERAL (
      SELECT gs.member_id, gs.is_demo, g.code, g.vassalage, g.category, g.min_bet,
             coalesce(g.active AND v.active AND v.provider IS NOT DISTINCT FROM p_provider, false) AS playable,
             greatest(g.maintenance_until, v.maintenance_until) AS maintenance_until,
             coalesce(greatest(g.maintenance_until, v.maintenance_until) > p_now, false) AS in_maintenance
      FROM game_sessions gs
      LEFT JOIN (games g JOIN vendors v ON v.vassalage = g.vassalage) ON g.code = gs.game_code
      WHERE gs.provider = p_provider AND gs.session_token_hash = c.session AND gs.session_expires_at > now()
      LIMIT 1
    ) f ON true
    ORDER BY c.ord);

  -- the rounds named by debits that may open: the ones that exist are locked, and take a stake only while open
  -- and the same player's; then each such debit's wallet and the provider's account facing it
  PERFORM 1 FROM game_rounds g
  WHERE g.provider = p_provider
    AND g.provider_round_id = ANY (ARRAY(SELECT p_rounds[k.ord] FROM unnest(v_checks) k WHERE k.may_open))
  ORDER BY g.id FOR UPDATE;
  SELECT coalesce(array_agg(k.ord ORDER BY k.ord), '{}'), array_agg(k.member_id ORDER BY k.ord),
         array_agg(a.wallet ORDER BY k.ord), array_agg(a.house ORDER BY k.ord),
         array_agg(p_stakes[k.ord] ORDER BY k.ord), array_agg(k.category ORDER BY k.ord)
    INTO t_ord, t_member, t_wallet, t_house, t_stake, t_category
  FROM unnest(v_checks) k
  LEFT JOIN LATERAL (
    SELECT g.id, g.status, g.member_id FROM game_rounds g
    WHERE g.provider = p_provider AND g.provider_round_id = p_rounds[k.ord] LIMIT 1
  ) g ON true
  CROSS JOIN LATERAL seamless_play_accounts(p_provider, k.member_id, k.is_demo, p_shards) a
  WHERE k.may_open AND (g.id IS NULL OR (g.status = 'open' AND g.member_id = k.member_id));
  v_n := cardinality(t_ord);
  t_tid := array_fill(NULL::bigint, ARRAY[v_n]);
  t_bal := array_fill(NULL::bigint, ARRAY[v_n]);
  t_short := array_fill(false, ARRAY[v_n]);

  -- the stakes: one transfer each, wallet to house account, posted together; a short wallet is refused alone
  IF v_n > 0 THEN
    FOR l IN
      SELECT b.idx, b.status, b.transfer_id, b.account_id, b.balance_after
      FROM ledger_post_batch(
        ARRAY(SELECT format('game:%s:%s', p_provider, p_txids[t_ord[k]]) FROM generate_series(1, v_n) k ORDER BY k),
        ARRAY(SELECT p_hashes[t_ord[k]] FROM generate_series(1, v_n) k ORDER BY k),
        array_fill('bet'::text, ARRAY[v_n]),
        (SELECT jsonb_agg(jsonb_build_object('provider', p_provider, 'round', p_rounds[t_ord[k]],
                                             'category', t_category[k]) ORDER BY k)
         FROM generate_series(1, v_n) k),
        array_fill(NULL::bigint, ARRAY[v_n]),
        ARRAY(SELECT 2 * k FROM generate_series(1, v_n) k),
        ARRAY(SELECT v.account FROM generate_series(1, v_n) k,
              LATERAL (VALUES (1, t_wallet[k]), (2, t_house[k])) v(j, account) ORDER BY k, j),
        ARRAY(SELECT v.amount FROM generate_series(1, v_n) k,
              LATERAL (VALUES (1, -t_stake[k]), (2, t_stake[k])) v(j, amount) ORDER BY k, j)
      ) b
    LOOP
      IF l.status = 'insufficient_funds' THEN
        t_short[l.idx] := true;
      ELSIF l.status <> 'posted' THEN
        -- as seamless_move: the key is the call's and commits with it, so a concurrent call with this id took it
        RAISE EXCEPTION 'seamless: ledger key of a debit taken by a concurrent call (%)', l.status
          USING ERRCODE = 'unique_violation';
      ELSE
        t_tid[l.idx] := l.transfer_id;
        IF l.account_id = t_wallet[l.idx] THEN
          t_bal[l.idx] := l.balance_after;
        END IF;
      END IF;
    END LOOP;
  END IF;
  v_posted := (SELECT count(*) FROM unnest(t_tid) x WHERE x IS NOT NULL);

  -- the rounds opened or added to, for the stakes taken
  WITH t AS (
    SELECT * FROM unnest(t_ord, t_tid, t_bal) AS t(ord, tid, bal) WHERE t.tid IS NOT NULL
  ), opened AS (
    INSERT INTO game_rounds AS r
      (provider, provider_round_id, member_id, game_code, vassalage, category, is_demo, stake, detail, balance_after)
    SELECT p_provider, p_rounds[k.ord], k.member_id, k.game_code, k.vassalage, k.category, k.is_demo,
           p_stakes[k.ord], p_details[k.ord], t.bal
    FROM t JOIN unnest(v_checks) k ON k.ord = t.ord
    ORDER BY p_rounds[k.ord]
    ON CONFLICT (provider, provider_round_id) DO UPDATE SET stake = r.stake + excluded.stake,
      balance_after = excluded.balance_after
    WHERE r.status = 'open' AND r.member_id = excluded.member_id
    RETURNING r.id, r.provider_round_id, r.member_id, r.game_code, r.category, r.is_demo, r.status, r.stake,
              r.win, r.refunded
  )
  SELECT coalesce(array_agg(ROW(c.ord, o.id, o.member_id, o.game_code, o.category, o.is_demo, o.status, o.stake,
                                o.win, o.refunded)::seamless_debit_round), '{}')
    INTO v_opened
  FROM opened o JOIN unnest(p_rounds) WITH ORDINALITY AS c(round, ord) ON c.round = o.provider_round_id;
  -- a round opened or closed by another transaction since it was checked: a stake taken would have no round
  IF cardinality(v_opened) < v_posted THEN
    RAISE EXCEPTION 'seamless_debit_rounds: a round changed under the batch' USING ERRCODE = 'serialization_failure';
  END IF;

  INSERT INTO game_wallet_calls (provider, transaction_id, kind, round_id, amount, request_hash, answer)
  SELECT p_provider, p_txids[o.ord], 'debit', o.id, p_stakes[o.ord], p_hashes[o.ord],
         seamless_answer(t.bal, t.tid, p_currency)
  FROM unnest(v_opened) o JOIN unnest(t_ord, t_tid, t_bal) AS t(ord, tid, bal) ON t.ord = o.ord
  ORDER BY p_txids[o.ord];

  -- every debit answered with its checks and, when taken, the round as it left it
  RETURN QUERY
  SELECT k.ord, k.seen_kind, k.seen_hash, k.seen_answer, k.seen_round_id, k.seen_amount, k.rolled_back,
         k.member_id, k.is_demo, k.game_code, k.category, k.min_bet, k.playable, k.maintenance_until,
         k.in_maintenance, k.may_open, o.id, o.member_id, o.game_code, o.category, o.is_demo, o.status, o.stake,
         o.win, o.refunded, t.tid, t.bal, coalesce(t.short, false)
  FROM unnest(v_checks) k
  LEFT JOIN unnest(t_ord, t_tid, t_bal, t_short) AS t(ord, tid, bal, short) ON t.ord = k.ord
  LEFT JOIN unnest(v_opened) o ON o.ord = k.ord
  ORDER BY k.ord;
END $function$;
