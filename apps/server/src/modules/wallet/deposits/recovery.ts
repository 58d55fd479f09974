import { sql } from 'kysely';
import type { GatewayDeposit, PaymentGateway } from '../../../adapters/payments/gateway.ts';
import type { Db } from '../../../db/database.ts';
import { type CallbackOutcome, closeDeposit, lockDeposit, settlePending } from './settle.ts';

export type RecoveryReport = Partial<Record<CallbackOutcome | 'waiting' | 'no_gateway', number>>;

/**
 * Settles deposits whose callback never came (lost, or the process died before it was applied): every deposit
 * still PENDING `afterSeconds` after it started is asked of its gateway. Approved → credited; declined →
 * closed; still open past its expiry → the order is closed at the gateway first (whose answer decides: a payment
 * that won the race is credited), then here; unknown to the gateway past its expiry → expired (nothing was
 * paid). Each deposit is settled in its own transaction with the row locked, so a callback arriving at the same
 * moment settles it once.
 */
export async function recoverPendingDeposits(
  db: Db,
  gateways: readonly PaymentGateway[],
  options: { afterSeconds: number; limit?: number },
): Promise<RecoveryReport> {
  const due = await db
    .selectFrom('deposits')
    .select(['id', 'gateway', 'reference', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('status', '=', 'PENDING')
    .where('created_at', '<=', sql<Date>`now() - make_interval(secs => ${options.afterSeconds})`)
    .orderBy(sql`checked_at NULLS FIRST`)
    .orderBy('id')
    .limit(options.limit ?? 100)
    .execute();
  const report: RecoveryReport = {};
  const count = (outcome: keyof RecoveryReport) => {
    report[outcome] = (report[outcome] ?? 0) + 1;
  };
  for (const row of due) {
    const gateway = gateways.find((g) => g.id === row.gateway);
    if (!gateway) {
      count('no_gateway');
      continue;
    }
    let order: GatewayDeposit | null = await gateway.queryDeposit(row.reference);
    if (order?.status === 'OPEN' && row.expired) order = await gateway.cancelDeposit(row.reference);
    count(await settle(db, gateway.id, row.reference, order, row.expired));
  }
  return report;
}

async function settle(
  db: Db,
  gatewayId: string,
  reference: string,
  order: GatewayDeposit | null,
  expired: boolean,
): Promise<CallbackOutcome | 'waiting'> {
  return db.transaction().execute(async (tx) => {
    const deposit = await lockDeposit(tx, gatewayId, reference);
    if (!deposit) return 'unknown_deposit';
    if (!order || order.status === 'OPEN') {
      if (!order && expired && deposit.status === 'PENDING') {
        await closeDeposit(tx, deposit, 'EXPIRED');
        return 'expired';
      }
      await tx.updateTable('deposits').set({ checked_at: sql`now()` }).where('id', '=', deposit.id).execute();
      return 'waiting';
    }
    return settlePending(tx, gatewayId, deposit, order, 'status_query');
  });
}
