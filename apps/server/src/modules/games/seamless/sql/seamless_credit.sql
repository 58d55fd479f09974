-- A credit (seamless/service.ts `credit`): the call already made with this transaction id and, when it is new
-- and its amount valid, the round, locked. When the round is open, the win (if any) moves to the player, the
-- round takes it (and is settled when p_close), the call is recorded with its answer and a settled real-money
-- round counts toward points at its category's factor in p_factors; otherwise nothing is written. Answers the
-- round as it was found (r_*) and as the credit left it (after_*).
CREATE OR REPLACE FUNCTION seamless_credit(p_provider text, p_transaction_id text, p_round text, p_amount bigint, p_valid boolean, p_close boolean, p_detail jsonb, p_hash bytea, p_currency text, p_shards integer, p_factors jsonb, p_divisor bigint)
 RETURNS TABLE(seen_kind text, seen_hash bytea, seen_answer jsonb, seen_round_id bigint, seen_amount bigint, r_id bigint, r_member_id bigint, r_game_code text, r_category text, r_is_demo boolean, r_status text, r_stake bigint, r_win bigint, r_refunded bigint, transfer_id bigint, balance bigint, after_status text, after_win bigint, after_detail jsonb, after_created_at timestamp with time zone)
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
DECLARE
  v_wallet bigint;
  v_house bigint;
  v_transfer bigint;
  v_balance bigint;
BEGIN
  SELECT c.kind, c.request_hash, c.answer, c.round_id, c.amount
  INTO seen_kind, seen_hash, seen_answer, seen_round_id, seen_amount
  FROM game_wallet_calls c WHERE c.provider = p_provider AND c.transaction_id = p_transaction_id;
  IF seen_kind IS NOT NULL OR NOT p_valid THEN
    RETURN NEXT;
    RETURN;
  END IF;

  SELECT g.id, g.member_id, g.game_code, g.category, g.is_demo, g.status, g.stake, g.win, g.refunded
  INTO r_id, r_member_id, r_game_code, r_category, r_is_demo, r_status, r_stake, r_win, r_refunded
  FROM game_rounds g WHERE g.provider = p_provider AND g.provider_round_id = p_round
  FOR UPDATE;
  IF r_id IS NULL OR r_status <> 'open' THEN
    RETURN NEXT;
    RETURN;
  END IF;

  SELECT a.wallet, a.house INTO v_wallet, v_house
  FROM seamless_play_accounts(p_provider, r_member_id, r_is_demo, p_shards) a;
  IF p_amount > 0 THEN
    SELECT m.transfer_id, m.balance INTO v_transfer, v_balance
    FROM seamless_move(format('game:%s:%s', p_provider, p_transaction_id), p_hash, 'win',
      jsonb_build_object('provider', p_provider, 'round', p_round, 'category', r_category),
      v_wallet, v_house, p_amount, true) m;
  ELSE
    SELECT a.balance INTO STRICT v_balance FROM ledger_accounts a WHERE a.id = v_wallet;
  END IF;

  UPDATE game_rounds g SET
    win = g.win + p_amount,
    balance_after = v_balance,
    status = CASE WHEN p_close THEN 'settled' ELSE g.status END,
    settled_at = CASE WHEN p_close THEN now() ELSE g.settled_at END,
    detail = CASE WHEN p_detail IS NULL THEN g.detail ELSE coalesce(g.detail, '{}'::jsonb) || p_detail END
  WHERE g.id = r_id
  RETURNING g.status, g.win, g.detail, g.created_at INTO after_status, after_win, after_detail, after_created_at;
  INSERT INTO game_wallet_calls (provider, transaction_id, kind, round_id, amount, request_hash, answer)
  VALUES (p_provider, p_transaction_id, 'credit', r_id, p_amount, p_hash,
          seamless_answer(v_balance, v_transfer, p_currency));
  IF p_close AND NOT r_is_demo AND r_stake - r_refunded > 0 THEN
    PERFORM points_count_round(r_member_id, r_category, r_id, r_stake - r_refunded,
                               coalesce((p_factors ->> r_category)::integer, 0), p_divisor);
  END IF;
  transfer_id := v_transfer;
  balance := v_balance;
  RETURN NEXT;
END $function$;
