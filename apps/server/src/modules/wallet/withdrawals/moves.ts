import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import { memberHoldAccount, memberMainAccount, worldAccount } from '../accounts.ts';
import { transfer } from '../ledger.ts';

/**
 * The three money moves of a withdrawal, each one ledger transfer keyed by the withdrawal id (a replay
 * moves nothing):
 * - hold:    member main → member withdrawal_hold   (on request)
 * - payout:  member withdrawal_hold → world:<gateway> (on approval: the money leaves the platform)
 * - release: member withdrawal_hold → member main   (on rejection or cancellation)
 */

export async function holdFunds(
  tx: Transaction<Database>,
  input: { withdrawalId: bigint; memberId: bigint; amount: bigint },
): Promise<bigint> {
  const main = await memberMainAccount(tx, input.memberId);
  const hold = await memberHoldAccount(tx, input.memberId);
  const posted = await transfer(tx, {
    key: `withdrawal:${input.withdrawalId}:hold`,
    kind: 'withdrawal_hold',
    moves: [{ from: main, to: hold, amount: input.amount }],
    metadata: { withdrawalId: String(input.withdrawalId) },
  });
  return posted.transferId;
}

type Locked = { id: bigint; member_id: bigint; amount: bigint; gateway: string; status: string };

export async function payOut(tx: Transaction<Database>, w: Locked): Promise<bigint> {
  const hold = await memberHoldAccount(tx, w.member_id);
  const world = await worldAccount(tx, w.gateway);
  const posted = await transfer(tx, {
    key: `withdrawal:${w.id}:payout`,
    kind: 'withdrawal',
    moves: [{ from: hold, to: world, amount: w.amount }],
    metadata: { withdrawalId: String(w.id), gateway: w.gateway },
  });
  return posted.transferId;
}

export async function releaseHold(tx: Transaction<Database>, w: Locked, reason: string): Promise<bigint> {
  const hold = await memberHoldAccount(tx, w.member_id);
  const main = await memberMainAccount(tx, w.member_id);
  const posted = await transfer(tx, {
    key: `withdrawal:${w.id}:release`,
    kind: 'withdrawal_release',
    moves: [{ from: hold, to: main, amount: w.amount }],
    metadata: { withdrawalId: String(w.id), reason },
  });
  return posted.transferId;
}

/** Locks a withdrawal row for a state change (`not_found` if it is not there, or not the member's). */
export async function lockWithdrawal(
  tx: Transaction<Database>,
  id: bigint,
  memberId?: bigint,
): Promise<Locked & { paid_at: Date | null }> {
  let query = tx
    .selectFrom('withdrawals')
    .select(['id', 'member_id', 'amount', 'gateway', 'status', 'paid_at'])
    .where('id', '=', id);
  if (memberId !== undefined) query = query.where('member_id', '=', memberId);
  const row = await query.forUpdate().executeTakeFirst();
  if (!row) throw new AppError('not_found');
  return row;
}
