import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { PaymentGateway } from './gateway.ts';
import { createSandboxGateway, sandboxSecret } from './sandbox/gateway.ts';

export type { PaymentGateway } from './gateway.ts';

export type Payments = {
  gateways: PaymentGateway[];
  /** The sandbox gateway's secret, when the demo runs it (its hosted page and callback delivery need it). */
  sandbox?: { secret: string };
};

/**
 * The payment gateways of this configuration. The demo runs the sandbox gateway; a real provider is added here
 * (its adapter implementing `PaymentGateway`, its credentials from config) and named by the payment channels'
 * and the withdrawal settings' `gateway` column. Outside the demo, with no real provider configured, deposit
 * channels answer `channel_unavailable` and payouts wait (the payout job retries) until one is.
 */
export async function createPayments(db: Db, config: Config): Promise<Payments> {
  if (!config.demoMode) return { gateways: [] };
  const secret = await sandboxSecret(db, config.paymentSandboxSecret);
  return { gateways: [createSandboxGateway(db, secret)], sandbox: { secret } };
}
