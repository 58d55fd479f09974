-- What seamless/service.ts answers for a call that moved money (WalletAnswer).
CREATE OR REPLACE FUNCTION seamless_answer(p_balance bigint, p_transfer bigint, p_currency text)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT jsonb_build_object('balance', p_balance::text, 'currency', p_currency,
                            'walletTransactionId', p_transfer::text, 'replayed', false)
$function$;
