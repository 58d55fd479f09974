import type { OperatorWithdrawal, WithdrawalStatus } from '@app/contracts';
import type { PaymentGateway } from '../../../adapters/payments/gateway.ts';
import type { Db } from '../../../db/database.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { AppError } from '../../../http/errors.ts';
import { crashPoint } from '../../../shared/crash-point.ts';
import { lockWithdrawal, payOut, releaseHold } from './moves.ts';
import { payOutWithdrawal } from './payout.ts';
import { pageOf, toOperatorWithdrawal, withdrawalRows } from './views.ts';

/**
 * Operator review of withdrawals, shared by the operator API and the command line. Every decision locks the
 * row and accepts only a PENDING_REVIEW one (`withdrawal_not_pending` otherwise), so a double approval or an
 * approval racing a rejection or a cancellation changes things once.
 */

/** Who decided: an operator through the API, or someone at the command line. */
export type Reviewer = { operatorId: bigint; via: 'operator' } | { operatorId: null; via: 'cli' };

export async function findWithdrawalForOperator(db: Db, id: bigint): Promise<OperatorWithdrawal | undefined> {
  const row = await withdrawalRows(db).where('w.id', '=', id).executeTakeFirst();
  return row ? toOperatorWithdrawal(row) : undefined;
}

async function mustFind(db: Db, id: bigint): Promise<OperatorWithdrawal> {
  const found = await findWithdrawalForOperator(db, id);
  if (!found) throw new AppError('not_found');
  return found;
}

export async function listWithdrawalsForOperator(
  db: Db,
  query: { status?: WithdrawalStatus; pageNo: number; pageSize: number },
) {
  const page = await pageOf(db, { status: query.status }, query);
  return {
    items: page.rows.map(toOperatorWithdrawal),
    pageNum: page.pageNum,
    totalPages: page.totalPages,
    total: page.total,
  };
}

/**
 * Approves: in one transaction the held money leaves the platform (hold → world:<gateway>, kind withdrawal)
 * and the status becomes APPROVED; then the payout is sent (see `sendPayout`). A payout that fails, or never
 * starts because the process died, leaves the withdrawal APPROVED: the payout jobs pay it (payout.ts).
 */
export async function approveWithdrawal(
  db: Db,
  gateways: readonly PaymentGateway[],
  id: bigint,
  reviewer: Reviewer,
): Promise<OperatorWithdrawal> {
  await inTransaction(db, async (tx) => {
    const w = await lockWithdrawal(tx, id);
    if (w.status !== 'PENDING_REVIEW') throw new AppError('withdrawal_not_pending');
    const payoutTransferId = await payOut(tx, w);
    await tx
      .updateTable('withdrawals')
      .set({
        status: 'APPROVED',
        payout_transfer_id: payoutTransferId,
        reviewed_by: reviewer.operatorId,
        reviewed_via: reviewer.via,
        reviewed_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
  });
  crashPoint('withdrawal.after-approval');
  return sendPayout(db, gateways, id);
}

/** Rejects with a reason: the held money goes back to the member's main wallet. */
export async function rejectWithdrawal(
  db: Db,
  id: bigint,
  reason: string,
  reviewer: Reviewer,
): Promise<OperatorWithdrawal> {
  const text = reason.trim();
  if (text.length === 0 || text.length > 500) throw new AppError('validation_error', { reason: 'required' });
  await inTransaction(db, async (tx) => {
    const w = await lockWithdrawal(tx, id);
    if (w.status !== 'PENDING_REVIEW') throw new AppError('withdrawal_not_pending');
    const releaseId = await releaseHold(tx, w, 'rejected');
    await tx
      .updateTable('withdrawals')
      .set({
        status: 'REJECTED',
        reject_reason: text,
        release_transfer_id: releaseId,
        reviewed_by: reviewer.operatorId,
        reviewed_via: reviewer.via,
        reviewed_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
  });
  return mustFind(db, id);
}

/**
 * Sends (or re-sends) the payout of an APPROVED withdrawal (`withdrawal_not_approved` otherwise) and answers
 * the withdrawal: PAID when the gateway paid, still APPROVED with the stored error when it failed (the payout
 * jobs retry it; an operator may too). See `payOutWithdrawal` for why it can never pay twice.
 */
export async function sendPayout(
  db: Db,
  gateways: readonly PaymentGateway[],
  id: bigint,
): Promise<OperatorWithdrawal> {
  try {
    await payOutWithdrawal(db, gateways, id);
  } catch (error) {
    if (error instanceof AppError) throw error;
  }
  return mustFind(db, id);
}
