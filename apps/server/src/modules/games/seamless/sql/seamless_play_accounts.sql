-- The member's playing wallet and the provider's account facing it, by the codes of wallet/accounts.ts
-- (ACCOUNT.memberMain / memberDemo, ACCOUNT.provider; the shard is the member id modulo p_shards).
CREATE OR REPLACE FUNCTION seamless_play_accounts(p_provider text, p_member bigint, p_is_demo boolean, p_shards integer, OUT wallet bigint, OUT house bigint)
 RETURNS record
 LANGUAGE plpgsql
AS $function$
BEGIN
  wallet := ledger_account_ensure(
    format('member:%s:%s', p_member, CASE WHEN p_is_demo THEN 'demo' ELSE 'main' END),
    CASE WHEN p_is_demo THEN 'demo' ELSE 'main' END, p_member, false);
  house := ledger_account_ensure(
    format('provider:%s:%s%s', p_provider, CASE WHEN p_is_demo THEN 'demo:' ELSE '' END, p_member % p_shards),
    'provider', NULL, true);
END $function$;
