import type { PaymentGateway } from '../../../adapters/payments/gateway.ts';
import { createSandboxGateway } from '../../../adapters/payments/sandbox.ts';
import type { Db } from '../../../db/database.ts';

/**
 * The gateways withdrawals are paid out through, by id (a withdrawal records the gateway of
 * `withdrawal_settings.payout_gateway` when it is requested). A real payout provider joins the sandbox here,
 * implementing `PaymentGateway.payout` against its disbursement API.
 */
export function payoutGateways(db: Db, sandboxSecret: string): PaymentGateway[] {
  return [createSandboxGateway(db, sandboxSecret).gateway];
}
