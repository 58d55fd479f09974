-- Trigger function: every INSERT statement into ledger_postings must be balanced per transfer (its new rows sum to
-- zero). As each statement's share of a transfer sums to zero, so does the transfer; checking only the new rows
-- keeps the check independent of the table's size.
CREATE OR REPLACE FUNCTION ledger_postings_balanced()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  unbalanced bigint;
BEGIN
  SELECT transfer_id INTO unbalanced
  FROM new_postings
  GROUP BY transfer_id
  HAVING sum(amount) <> 0
  LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transfer % does not sum to zero', unbalanced USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $function$;
