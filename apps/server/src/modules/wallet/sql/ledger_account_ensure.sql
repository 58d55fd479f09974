-- The ledger account with this code, created on first use (what wallet/ledger.ts ensureAccount does): the one
-- place SQL creates ledger accounts.
CREATE OR REPLACE FUNCTION ledger_account_ensure(p_code text, p_purpose text, p_member bigint, p_allow_negative boolean)
 RETURNS bigint
 LANGUAGE plpgsql
AS $function$
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
END $function$;
