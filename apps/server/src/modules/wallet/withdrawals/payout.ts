import { sql } from 'kysely';
import type { PaymentGateway, PayoutResult } from '../../../adapters/payments/gateway.ts';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import type { JobDefinition, JobQueue } from '../../../jobs/queue.ts';
import { crashPoint } from '../../../shared/crash-point.ts';
import { toOperatorWithdrawal, withdrawalRows } from './views.ts';

export type PayoutOutcome = 'paid' | 'pending';

/** The gateway's idempotency key of a withdrawal's payout: the same for every attempt. */
export const payoutKey = (id: bigint) => `withdrawal:${id}`;

async function approved(db: Db, id: bigint) {
  const row = await withdrawalRows(db).where('w.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found');
  const w = toOperatorWithdrawal(row);
  if (w.status !== 'APPROVED') throw new AppError('withdrawal_not_approved');
  return w;
}

async function record(db: Db, id: bigint, result: PayoutResult, attempted: boolean) {
  await db
    .updateTable('withdrawals')
    .set((eb) => ({
      payout_ref: result.payoutRef,
      payout_error: null,
      payout_attempts: attempted ? eb('payout_attempts', '+', 1) : eb.ref('payout_attempts'),
      ...(result.status === 'PAID' ? { status: 'PAID' as const, paid_at: sql<Date>`now()` } : {}),
    }))
    .where('id', '=', id)
    .where('status', '=', 'APPROVED')
    .execute();
}

async function recordError(db: Db, id: bigint, error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  await db
    .updateTable('withdrawals')
    .set((eb) => ({
      payout_error: message.slice(0, 500) || 'payout failed',
      payout_attempts: eb('payout_attempts', '+', 1),
    }))
    .where('id', '=', id)
    .where('status', '=', 'APPROVED')
    .execute();
}

/**
 * Pays out an APPROVED withdrawal (`withdrawal_not_approved` otherwise), however often it is asked: the gateway
 * is first asked whether a payout under the withdrawal's key exists (an earlier answer may have been lost to a
 * timeout or a crash) and only if not is one sent, with that same key. PAID when the money has left; PENDING
 * keeps it APPROVED with the gateway's reference until the gateway says it is paid. A gateway error is stored
 * on the withdrawal and thrown, so the caller (the payout job) retries with back-off.
 */
export async function payOutWithdrawal(
  db: Db,
  gateways: readonly PaymentGateway[],
  id: bigint,
): Promise<PayoutOutcome> {
  const w = await approved(db, id);
  try {
    const gateway = gateways.find((g) => g.id === w.gateway);
    if (!gateway) throw new Error(`no payout gateway "${w.gateway}" is configured`);
    const earlier = await gateway.queryPayout(payoutKey(id));
    if (earlier) {
      await record(db, id, earlier, false);
      return earlier.status === 'PAID' ? 'paid' : 'pending';
    }
    crashPoint('withdrawal.before-payout');
    const result = await gateway.payout({
      idempotencyKey: payoutKey(id),
      amount: BigInt(w.amount),
      bankCode: w.bankCode,
      accountNumber: w.accountNumber,
      payeeName: w.payeeName,
      description: `WITHDRAWAL ${id}`,
    });
    crashPoint('withdrawal.after-payout');
    await record(db, id, result, true);
    return result.status === 'PAID' ? 'paid' : 'pending';
  } catch (error) {
    if (!(error instanceof AppError)) await recordError(db, id, error);
    throw error;
  }
}

/** Approved withdrawals not yet paid (approved at least `minAgeSeconds` ago), oldest first. */
export async function unpaidWithdrawals(db: Db, minAgeSeconds: number, limit = 200): Promise<bigint[]> {
  const rows = await db
    .selectFrom('withdrawals')
    .select('id')
    .where('status', '=', 'APPROVED')
    .where('reviewed_at', '<=', sql<Date>`now() - make_interval(secs => ${minAgeSeconds})`)
    .orderBy('reviewed_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * The payout jobs: one per withdrawal (retried with back-off, one at a time per withdrawal), and a sweep that
 * runs every minute and when a worker starts, sending a payout job for every approved withdrawal still unpaid
 * — after a crash between the approval and the payout, or while a gateway was down.
 */
export function payoutJobs(deps: { db: Db; gateways: readonly PaymentGateway[]; queue: JobQueue }) {
  const payout: JobDefinition<{ withdrawalId: string }> = {
    queue: 'withdrawals.payout',
    run: async ({ withdrawalId }) => {
      try {
        return await payOutWithdrawal(deps.db, deps.gateways, BigInt(withdrawalId));
      } catch (error) {
        if (error instanceof AppError) return error.code; // no longer approved: nothing to pay
        throw error;
      }
    },
  };
  const sweep: JobDefinition = {
    queue: 'withdrawals.payout-sweep',
    cron: '* * * * *',
    runAtStart: true,
    run: async () => {
      const ids = await unpaidWithdrawals(deps.db, 2);
      for (const id of ids)
        await deps.queue.send('withdrawals.payout', { withdrawalId: String(id) }, { key: String(id) });
      return `${ids.length} unpaid`;
    },
  };
  return [payout, sweep];
}
