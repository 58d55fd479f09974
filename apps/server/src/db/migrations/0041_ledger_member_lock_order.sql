-- Members' accounts are locked before the shared ones (house shards, providers, world, promotions: the accounts
-- that may go negative). ledger_post and ledger_post_batch locked every account of a transfer in id order, and
-- the shared accounts are the oldest, so a transfer waiting for a member's row (held by another of that member's
-- transactions, or by hand in psql) was already holding its house shard, and every stranger whose bets go to the
-- same shard waited with it. Now such a transfer waits holding nothing shared. Every caller locks in the same
-- order (members by id, then shared accounts by id), so two transfers still cannot wait for each other.
--
-- The functions' bodies are unchanged: each is renamed and called, after the locks are taken in this order, by a
-- wrapper of the old name (its own lock statement then finds the rows already held).
ALTER FUNCTION ledger_post(text, bytea, text, jsonb, bigint, bigint[], bigint[])
  RENAME TO ledger_post_in_id_order;

CREATE FUNCTION ledger_post(
  p_key text, p_hash bytea, p_kind text, p_metadata jsonb, p_reverses bigint,
  p_accounts bigint[], p_amounts bigint[]
) RETURNS TABLE (status text, transfer_id bigint, account_id bigint, balance_after bigint)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
BEGIN
  PERFORM 1 FROM ledger_accounts a WHERE a.id = ANY (p_accounts) ORDER BY a.allow_negative, a.id FOR UPDATE;
  RETURN QUERY SELECT * FROM ledger_post_in_id_order(p_key, p_hash, p_kind, p_metadata, p_reverses, p_accounts, p_amounts);
END;
$$;

ALTER FUNCTION ledger_post_batch(text[], bytea[], text[], jsonb, bigint[], integer[], bigint[], bigint[])
  RENAME TO ledger_post_batch_in_id_order;

CREATE FUNCTION ledger_post_batch(
  p_keys text[], p_hashes bytea[], p_kinds text[], p_metadata jsonb, p_reverses bigint[],
  p_ends integer[], p_accounts bigint[], p_amounts bigint[]
) RETURNS TABLE (idx integer, status text, transfer_id bigint, account_id bigint, balance_after bigint)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
BEGIN
  PERFORM 1 FROM ledger_accounts a WHERE a.id = ANY (p_accounts) ORDER BY a.allow_negative, a.id FOR UPDATE;
  RETURN QUERY SELECT * FROM ledger_post_batch_in_id_order(
    p_keys, p_hashes, p_kinds, p_metadata, p_reverses, p_ends, p_accounts, p_amounts);
END;
$$;
