-- A debit (seamless/service.ts `debit`): the call already made with this transaction id, a rollback recorded for
-- it, the live session of the token and its game (vendor active, served by this provider, maintenance window,
-- min bet). When none of them refuses the bet — not seen, a valid amount (p_valid), not rolled back, a live
-- session, a playable game not in maintenance, at least its min bet — the round is opened on its first debit or
-- the stake added to it while it is open and the same player's, the stake moves to the provider's account and
-- the call is recorded with its answer; otherwise nothing is written.
CREATE OR REPLACE FUNCTION seamless_debit(p_provider text, p_transaction_id text, p_session_hash bytea, p_round text, p_stake bigint, p_valid boolean, p_detail jsonb, p_now timestamp with time zone, p_hash bytea, p_currency text, p_shards integer)
 RETURNS TABLE(seen_kind text, seen_hash bytea, seen_answer jsonb, seen_round_id bigint, seen_amount bigint, rolled_back boolean, member_id bigint, is_demo boolean, game_code text, category text, min_bet bigint, playable boolean, maintenance_until timestamp with time zone, in_maintenance boolean, may_open boolean, r_id bigint, r_member_id bigint, r_game_code text, r_category text, r_is_demo boolean, r_status text, r_stake bigint, r_win bigint, r_refunded bigint, transfer_id bigint, balance bigint)
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
DECLARE
  v_wallet bigint;
  v_house bigint;
  v_transfer bigint;
  v_balance bigint;
BEGIN
  WITH seen AS (
    SELECT c.kind, c.request_hash, c.answer, c.round_id, c.amount FROM game_wallet_calls c
    WHERE c.provider = p_provider AND c.transaction_id = p_transaction_id
  ), undone AS (
    SELECT 1 FROM game_wallet_calls c WHERE c.provider = p_provider AND c.rolls_back = p_transaction_id
  ), facts AS (
    SELECT s.member_id, s.is_demo, g.code, g.vassalage, g.category, g.min_bet,
           coalesce(g.active AND v.active AND v.provider IS NOT DISTINCT FROM p_provider, false) AS playable,
           greatest(g.maintenance_until, v.maintenance_until) AS maintenance_until,
           coalesce(greatest(g.maintenance_until, v.maintenance_until) > p_now, false) AS in_maintenance
    FROM game_sessions s
    LEFT JOIN (games g JOIN vendors v ON v.vassalage = g.vassalage) ON g.code = s.game_code
    WHERE s.provider = p_provider AND s.session_token_hash = p_session_hash AND s.session_expires_at > now()
  ), checked AS (
    SELECT f.*,
           p_valid AND NOT EXISTS (SELECT 1 FROM seen) AND NOT EXISTS (SELECT 1 FROM undone)
             AND f.code IS NOT NULL AND f.playable AND NOT f.in_maintenance AND p_stake >= f.min_bet AS may_open
    FROM facts f
  ), opened AS (
    INSERT INTO game_rounds AS r
      (provider, provider_round_id, member_id, game_code, vassalage, category, is_demo, stake, detail)
    SELECT p_provider, p_round, c.member_id, c.code, c.vassalage, c.category, c.is_demo, p_stake, p_detail
    FROM checked c WHERE c.may_open
    ON CONFLICT (provider, provider_round_id) DO UPDATE SET stake = r.stake + excluded.stake
    WHERE r.status = 'open' AND r.member_id = excluded.member_id
    RETURNING r.id, r.member_id, r.game_code, r.category, r.is_demo, r.status, r.stake, r.win, r.refunded
  )
  SELECT seen.kind, seen.request_hash, seen.answer, seen.round_id, seen.amount,
         EXISTS (SELECT 1 FROM undone),
         checked.member_id, checked.is_demo, checked.code, checked.category, checked.min_bet,
         checked.playable, checked.maintenance_until, checked.in_maintenance, coalesce(checked.may_open, false),
         opened.id, opened.member_id, opened.game_code, opened.category, opened.is_demo, opened.status,
         opened.stake, opened.win, opened.refunded
  INTO seen_kind, seen_hash, seen_answer, seen_round_id, seen_amount,
       rolled_back, member_id, is_demo, game_code, category, min_bet,
       playable, maintenance_until, in_maintenance, may_open,
       r_id, r_member_id, r_game_code, r_category, r_is_demo, r_status,
       r_stake, r_win, r_refunded
  FROM (VALUES (1)) AS one (x)
  LEFT JOIN seen ON true LEFT JOIN checked ON true LEFT JOIN opened ON true;

  IF r_id IS NOT NULL THEN
    SELECT a.wallet, a.house INTO v_wallet, v_house
    FROM seamless_play_accounts(p_provider, r_member_id, r_is_demo, p_shards) a;
    SELECT m.transfer_id, m.balance INTO v_transfer, v_balance
    FROM seamless_move(format('game:%s:%s', p_provider, p_transaction_id), p_hash, 'bet',
      jsonb_build_object('provider', p_provider, 'round', p_round, 'category', r_category),
      v_wallet, v_house, p_stake, false) m;
    UPDATE game_rounds g SET balance_after = v_balance WHERE g.id = r_id;
    INSERT INTO game_wallet_calls (provider, transaction_id, kind, round_id, amount, request_hash, answer)
    VALUES (p_provider, p_transaction_id, 'debit', r_id, p_stake, p_hash,
            seamless_answer(v_balance, v_transfer, p_currency));
    transfer_id := v_transfer;
    balance := v_balance;
  END IF;
  RETURN NEXT;
END $function$;
