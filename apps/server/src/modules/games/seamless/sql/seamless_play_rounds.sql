-- Whole rounds of an in-process provider (the studio's slot spins, instant games and fish shots), many at once, in
-- one statement: each round's stake taken exactly as seamless_debit_rounds takes it and, when taken, its win paid
-- and the round closed exactly as seamless_credit_rounds pays and closes it. The debit and the credit of every round
-- of a batch cost one round trip (studio/round-batches.ts gathers the rounds arriving in one event-loop turn).
--
-- The rounds must name distinct calls and distinct rounds, as both functions require. A debit refused (a check, a
-- short wallet) or already made (a replay) asks for no credit: its row has the debit's columns and null credit
-- columns. Answers one row per round, in the given order: seamless_debit_rounds' columns, then seamless_credit_rounds'
-- prefixed c_ (its ordinal left out). Its row type seamless_debit_result is migration 0046's.
CREATE OR REPLACE FUNCTION seamless_play_rounds(p_provider text, p_txids text[], p_sessions bytea[], p_rounds text[], p_stakes bigint[], p_valid boolean[], p_details jsonb[], p_now timestamp with time zone, p_hashes bytea[], p_win_txids text[], p_wins bigint[], p_win_details jsonb[], p_win_hashes bytea[], p_currency text, p_shards integer, p_factors jsonb, p_divisor bigint)
 RETURNS TABLE(ord bigint, seen_kind text, seen_hash bytea, seen_answer jsonb, seen_round_id bigint, seen_amount bigint, rolled_back boolean, member_id bigint, is_demo boolean, game_code text, category text, min_bet bigint, playable boolean, maintenance_until timestamp with time zone, in_maintenance boolean, may_open boolean, r_id bigint, r_member_id bigint, r_game_code text, r_category text, r_is_demo boolean, r_status text, r_stake bigint, r_win bigint, r_refunded bigint, transfer_id bigint, balance bigint, short boolean, c_seen_kind text, c_seen_hash bytea, c_seen_answer jsonb, c_seen_round_id bigint, c_seen_amount bigint, c_r_id bigint, c_r_member_id bigint, c_r_game_code text, c_r_category text, c_r_is_demo boolean, c_r_status text, c_r_stake bigint, c_r_win bigint, c_r_refunded bigint, c_transfer_id bigint, c_balance bigint, after_status text, after_win bigint, after_detail jsonb, after_created_at timestamp with time zone)
 LANGUAGE plpgsql
AS $function$
DECLARE
  -- every round's debit as seamless_debit_rounds answered it, in the given order
  v_debits seamless_debit_result[];
  -- the ordinals of the rounds whose stake was taken: they are paid, in this order
  v_paid bigint[];
BEGIN
  v_debits := ARRAY(
    SELECT ROW(d.*)::seamless_debit_result
    FROM seamless_debit_rounds(p_provider, p_txids, p_sessions, p_rounds, p_stakes, p_valid, p_details, p_now,
                               p_hashes, p_currency, p_shards) d
    ORDER BY d.ord);
  v_paid := ARRAY(SELECT d.ord FROM unnest(v_debits) d WHERE d.transfer_id IS NOT NULL AND d.r_id IS NOT NULL
                  ORDER BY d.ord);

  RETURN QUERY
  SELECT d.*, c.seen_kind, c.seen_hash, c.seen_answer, c.seen_round_id, c.seen_amount, c.r_id, c.r_member_id,
         c.r_game_code, c.r_category, c.r_is_demo, c.r_status, c.r_stake, c.r_win, c.r_refunded, c.transfer_id,
         c.balance, c.after_status, c.after_win, c.after_detail, c.after_created_at
  FROM unnest(v_debits) d
  LEFT JOIN seamless_credit_rounds(
    p_provider,
    ARRAY(SELECT p_win_txids[p.o] FROM unnest(v_paid) WITH ORDINALITY p(o, i) ORDER BY p.i),
    ARRAY(SELECT p_rounds[p.o] FROM unnest(v_paid) WITH ORDINALITY p(o, i) ORDER BY p.i),
    ARRAY(SELECT p_wins[p.o] FROM unnest(v_paid) WITH ORDINALITY p(o, i) ORDER BY p.i),
    ARRAY(SELECT p_win_details[p.o] FROM unnest(v_paid) WITH ORDINALITY p(o, i) ORDER BY p.i),
    ARRAY(SELECT p_win_hashes[p.o] FROM unnest(v_paid) WITH ORDINALITY p(o, i) ORDER BY p.i),
    p_currency, p_shards, p_factors, p_divisor
  ) c ON v_paid[c.ord] = d.ord
  ORDER BY d.ord;
END $function$;
