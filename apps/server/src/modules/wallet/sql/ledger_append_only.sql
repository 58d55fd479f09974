-- Trigger function: the ledger is append-only; a correction is a new (reversal) transfer, never an edit.
CREATE OR REPLACE FUNCTION ledger_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END $function$;
