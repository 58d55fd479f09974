-- The seamless wallet's debit and credit, each one statement (docs/seamless-wallet.md "What a call costs"): the
-- lookups, the round, the ledger transfer, the call's record and, on a closing credit, the points, in one round
-- trip that runs as a transaction of its own (one commit) or inside the caller's. Which refusal applies is still
-- decided by the server's code from the row answered: a function writes nothing when a check refuses the call.

-- The ledger account with this code, created on first use (what wallet/ledger.ts ensureAccount does).
CREATE FUNCTION ledger_account_ensure(p_code text, p_purpose text, p_member bigint, p_allow_negative boolean)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  SELECT a.id INTO v_id FROM ledger_accounts a WHERE a.code = p_code;
  IF FOUND THEN
    RETURN v_id;
  END IF;
  INSERT INTO ledger_accounts (code, purpose, member_id, allow_negative)
  VALUES (p_code, p_purpose, p_member, p_allow_negative)
  ON CONFLICT (code) DO NOTHING
  RETURNING id INTO v_id;
  IF v_id IS NULL THEN
    SELECT a.id INTO STRICT v_id FROM ledger_accounts a WHERE a.code = p_code;
  END IF;
  RETURN v_id;
END $$;

-- The member's playing wallet and the provider's account facing it, by the codes of wallet/accounts.ts
-- (ACCOUNT.memberMain / memberDemo, ACCOUNT.provider; the shard is the member id modulo p_shards).
CREATE FUNCTION seamless_play_accounts(
  p_provider text, p_member bigint, p_is_demo boolean, p_shards integer, OUT wallet bigint, OUT house bigint
) LANGUAGE plpgsql AS $$
BEGIN
  wallet := ledger_account_ensure(
    format('member:%s:%s', p_member, CASE WHEN p_is_demo THEN 'demo' ELSE 'main' END),
    CASE WHEN p_is_demo THEN 'demo' ELSE 'main' END, p_member, false);
  house := ledger_account_ensure(
    format('provider:%s:%s%s', p_provider, CASE WHEN p_is_demo THEN 'demo:' ELSE '' END, p_member % p_shards),
    'provider', NULL, true);
END $$;

-- Moves p_amount between the wallet and the provider's account with ledger_post (to the player when p_to_player),
-- keyed by the call: answers the transfer and the wallet's balance after it. Too little money raises SW001
-- (the caller's whole statement, round included, is undone).
CREATE FUNCTION seamless_move(
  p_key text, p_hash bytea, p_kind text, p_metadata jsonb, p_wallet bigint, p_house bigint, p_amount bigint,
  p_to_player boolean, OUT transfer_id bigint, OUT balance bigint
) LANGUAGE plpgsql AS $$
DECLARE
  v_wallet_amount bigint := CASE WHEN p_to_player THEN p_amount ELSE -p_amount END;
  v_post record;
BEGIN
  FOR v_post IN
    SELECT * FROM ledger_post(p_key, p_hash, p_kind, p_metadata, NULL,
      CASE WHEN p_wallet < p_house THEN ARRAY[p_wallet, p_house] ELSE ARRAY[p_house, p_wallet] END,
      CASE WHEN p_wallet < p_house THEN ARRAY[v_wallet_amount, -v_wallet_amount]
           ELSE ARRAY[-v_wallet_amount, v_wallet_amount] END)
  LOOP
    IF v_post.status = 'insufficient_funds' THEN
      RAISE EXCEPTION 'seamless: insufficient funds' USING ERRCODE = 'SW001';
    ELSIF v_post.status <> 'posted' THEN
      -- the key is the call's, which commits with it: met only when the ledger and the calls disagree
      RAISE EXCEPTION 'seamless: ledger key % answered %', p_key, v_post.status;
    END IF;
    transfer_id := v_post.transfer_id;
    IF v_post.account_id = p_wallet THEN
      balance := v_post.balance_after;
    END IF;
  END LOOP;
  IF transfer_id IS NULL OR balance IS NULL THEN
    RAISE EXCEPTION 'seamless: ledger_post answered nothing for %', p_key;
  END IF;
END $$;

-- What seamless/service.ts answers for a call that moved money (WalletAnswer).
CREATE FUNCTION seamless_answer(p_balance bigint, p_transfer bigint, p_currency text) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('balance', p_balance::text, 'currency', p_currency,
                            'walletTransactionId', p_transfer::text, 'replayed', false)
$$;

-- Counts a settled round's valid stake toward the member's turnover and points (points/maths.ts `accrue`: the
-- category's carry plus wagered × factor, whole hundredths of a point to the balance, the rest carried). The
-- category's totals are locked first (created at zero the first time); a round counts once (its entry is unique).
CREATE FUNCTION points_count_round(
  p_member bigint, p_category text, p_round bigint, p_wagered bigint, p_factor integer, p_divisor bigint
) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  v_carry bigint;
  v_owed bigint;
  v_entry bigint;
BEGIN
  SELECT t.points_carry INTO v_carry FROM member_turnover t
  WHERE t.member_id = p_member AND t.category = p_category FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO member_turnover (member_id, category) VALUES (p_member, p_category) ON CONFLICT DO NOTHING;
    SELECT t.points_carry INTO STRICT v_carry FROM member_turnover t
    WHERE t.member_id = p_member AND t.category = p_category FOR UPDATE;
  END IF;
  v_owed := v_carry + p_wagered * p_factor;
  INSERT INTO points_entries (member_id, category, round_id, wagered, factor, points)
  VALUES (p_member, p_category, p_round, p_wagered, p_factor, v_owed / p_divisor)
  ON CONFLICT (round_id) DO NOTHING
  RETURNING id INTO v_entry;
  IF v_entry IS NULL THEN
    RETURN false;
  END IF;
  UPDATE member_turnover t
  SET wagered = t.wagered + p_wagered, points = t.points + v_owed / p_divisor,
      points_carry = v_owed % p_divisor, updated_at = now()
  WHERE t.member_id = p_member AND t.category = p_category;
  INSERT INTO member_points AS mp (member_id, balance) VALUES (p_member, v_owed / p_divisor)
  ON CONFLICT (member_id) DO UPDATE SET balance = mp.balance + excluded.balance, updated_at = now();
  RETURN true;
END $$;

-- A debit (seamless/service.ts `debit`): the call already made with this transaction id, a rollback recorded for
-- it, the live session of the token and its game (vendor active, served by this provider, maintenance window,
-- min bet). When none of them refuses the bet — not seen, a valid amount (p_valid), not rolled back, a live
-- session, a playable game not in maintenance, at least its min bet — the round is opened on its first debit or
-- the stake added to it while it is open and the same player's, the stake moves to the provider's account and
-- the call is recorded with its answer; otherwise nothing is written.
CREATE FUNCTION seamless_debit(
  p_provider text, p_transaction_id text, p_session_hash bytea, p_round text, p_stake bigint, p_valid boolean,
  p_detail jsonb, p_now timestamptz, p_hash bytea, p_currency text, p_shards integer
) RETURNS TABLE (
  seen_kind text, seen_hash bytea, seen_answer jsonb, seen_round_id bigint, seen_amount bigint,
  rolled_back boolean, member_id bigint, is_demo boolean, game_code text, category text, min_bet bigint,
  playable boolean, maintenance_until timestamptz, in_maintenance boolean, may_open boolean,
  r_id bigint, r_member_id bigint, r_game_code text, r_category text, r_is_demo boolean, r_status text,
  r_stake bigint, r_win bigint, r_refunded bigint, transfer_id bigint, balance bigint
) LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
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
END $$;

-- A credit (seamless/service.ts `credit`): the call already made with this transaction id and, when it is new
-- and its amount valid, the round, locked. When the round is open, the win (if any) moves to the player, the
-- round takes it (and is settled when p_close), the call is recorded with its answer and a settled real-money
-- round counts toward points at its category's factor in p_factors; otherwise nothing is written. Answers the
-- round as it was found (r_*) and as the credit left it (after_*).
CREATE FUNCTION seamless_credit(
  p_provider text, p_transaction_id text, p_round text, p_amount bigint, p_valid boolean, p_close boolean,
  p_detail jsonb, p_hash bytea, p_currency text, p_shards integer, p_factors jsonb, p_divisor bigint
) RETURNS TABLE (
  seen_kind text, seen_hash bytea, seen_answer jsonb, seen_round_id bigint, seen_amount bigint,
  r_id bigint, r_member_id bigint, r_game_code text, r_category text, r_is_demo boolean, r_status text,
  r_stake bigint, r_win bigint, r_refunded bigint, transfer_id bigint, balance bigint,
  after_status text, after_win bigint, after_detail jsonb, after_created_at timestamptz
) LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
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
END $$;
