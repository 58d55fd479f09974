-- One stake or win between a member's wallet and the provider's account (ledger_post), answered as the transfer
-- and the wallet's balance. Two calls with one transaction id at once (a provider's retry racing its first try):
-- the second one's ledger_post meets the key the first one posted; that raises unique_violation, as the call's own
-- key (game_wallet_calls) does, and the caller retries and finds the call.
CREATE OR REPLACE FUNCTION seamless_move(p_key text, p_hash bytea, p_kind text, p_metadata jsonb, p_wallet bigint, p_house bigint, p_amount bigint, p_to_player boolean, OUT transfer_id bigint, OUT balance bigint)
 RETURNS record
 LANGUAGE plpgsql
AS $function$
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
      -- The key is the call's and commits with it: a call with this transaction id committed after this
      -- statement looked for it. Raised as the key's unique violation, which the caller retries, the retry then
      -- answering that call's answer (or its conflict).
      RAISE EXCEPTION 'seamless: ledger key % taken by a concurrent call (%)', p_key, v_post.status
        USING ERRCODE = 'unique_violation';
    END IF;
    transfer_id := v_post.transfer_id;
    IF v_post.account_id = p_wallet THEN
      balance := v_post.balance_after;
    END IF;
  END LOOP;
  IF transfer_id IS NULL OR balance IS NULL THEN
    RAISE EXCEPTION 'seamless: ledger_post answered nothing for %', p_key;
  END IF;
END $function$;
