import { sql, type Transaction } from 'kysely';
import type { GatewayDeposit, GatewayEvent } from '../../../adapters/payments/gateway.ts';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import { crashPoint } from '../../../shared/crash-point.ts';
import { memberMainAccount, worldAccount } from '../accounts.ts';
import { transfer } from '../ledger.ts';

type Tx = Transaction<Database>;

export type CallbackOutcome =
  | 'credited'
  | 'declined'
  | 'expired'
  | 'duplicate'
  | 'ignored'
  | 'mismatch'
  | 'unknown_deposit';

export type LockedDeposit = {
  id: bigint;
  member_id: bigint;
  amount: bigint;
  status: 'PENDING' | 'APPROVED' | 'DECLINED' | 'EXPIRED';
  reference: string;
  gateway_ref: string | null;
  transfer_id: bigint | null;
};

/** Locks the deposit with this reference at this gateway (FOR UPDATE), or answers undefined. */
export async function lockDeposit(
  tx: Tx,
  gatewayId: string,
  reference: string,
): Promise<LockedDeposit | undefined> {
  const found = await sql<LockedDeposit>`
    SELECT id, member_id, amount, status, reference, gateway_ref, transfer_id FROM deposits
    WHERE reference = ${reference} AND gateway = ${gatewayId} FOR UPDATE`.execute(tx);
  return found.rows[0];
}

/** Whether the gateway's record is the same order as the site's deposit: its reference, amount and order id. */
export function matches(deposit: LockedDeposit, order: { gatewayRef: string; amount: bigint }): boolean {
  return (
    order.amount === deposit.amount &&
    (deposit.gateway_ref === null || deposit.gateway_ref === order.gatewayRef)
  );
}

/**
 * Credits a deposit the gateway approved: the member's wallet through the ledger under `deposit:<id>` (so no
 * second path can pay it twice), the deposit APPROVED with the gateway's order id. The caller has locked it.
 */
export async function creditDeposit(
  tx: Tx,
  gatewayId: string,
  deposit: LockedDeposit,
  order: { gatewayRef: string },
  source: string,
): Promise<bigint> {
  const wallet = await memberMainAccount(tx, deposit.member_id);
  const world = await worldAccount(tx, gatewayId);
  const posted = await transfer(tx, {
    key: `deposit:${deposit.id}`,
    kind: 'deposit',
    moves: [{ from: world, to: wallet, amount: deposit.amount }],
    metadata: { depositId: String(deposit.id), gatewayRef: order.gatewayRef },
  });
  crashPoint('deposit.after-credit');
  await tx
    .updateTable('deposits')
    .set({
      status: 'APPROVED',
      completed_at: sql`coalesce(completed_at, now())`,
      transfer_id: posted.transferId,
      gateway_ref: order.gatewayRef,
      checked_at: source === 'callback' ? undefined : sql`now()`,
    })
    .where('id', '=', deposit.id)
    .execute();
  return posted.transferId;
}

/** Closes a PENDING deposit without money: declined by the payer, or expired unpaid at the gateway. */
export async function closeDeposit(tx: Tx, deposit: LockedDeposit, status: 'DECLINED' | 'EXPIRED') {
  await tx
    .updateTable('deposits')
    .set({ status, completed_at: sql`now()`, checked_at: sql`now()` })
    .where('id', '=', deposit.id)
    .where('status', '=', 'PENDING')
    .execute();
}

/**
 * Applies the gateway's final word on a PENDING deposit (from a callback or a status query): approved → credit;
 * declined or expired → closed. A record that is not this deposit's order (reference, amount, order id) changes
 * nothing and answers `mismatch`; a deposit already decided answers `ignored`.
 */
export async function settlePending(
  tx: Tx,
  gatewayId: string,
  deposit: LockedDeposit,
  order: Pick<GatewayDeposit, 'gatewayRef' | 'amount' | 'status'>,
  source: 'callback' | 'status_query',
): Promise<CallbackOutcome> {
  if (deposit.status !== 'PENDING') return 'ignored';
  if (!matches(deposit, order)) return 'mismatch';
  if (order.status === 'APPROVED') {
    await creditDeposit(tx, gatewayId, deposit, order, source);
    return 'credited';
  }
  if (order.status === 'DECLINED' || order.status === 'EXPIRED') {
    await closeDeposit(tx, deposit, order.status);
    return order.status === 'DECLINED' ? 'declined' : 'expired';
  }
  return 'ignored';
}

/**
 * Applies a verified gateway callback exactly once: the event id is recorded first (a redelivery stops there),
 * then the deposit is locked and settled. A callback whose reference, order id or amount is not the deposit's
 * credits nothing (it is kept, with its outcome, for the reconciliation and the operator).
 */
export async function applyGatewayEvent(
  db: Db,
  gatewayId: string,
  event: GatewayEvent,
  rawBody: string,
): Promise<CallbackOutcome> {
  return db.transaction().execute(async (tx) => {
    const recorded = await tx
      .insertInto('gateway_callbacks')
      .values({
        gateway: gatewayId,
        event_id: event.eventId,
        verified: true,
        outcome: 'received',
        payload: rawBody,
      })
      .onConflict((oc) =>
        oc
          .columns(['gateway', 'event_id'])
          .where('verified', '=', true)
          .where('event_id', 'is not', null)
          .doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (!recorded) return 'duplicate';

    const deposit = await lockDeposit(tx, gatewayId, event.reference);
    const status = event.type === 'deposit.approved' ? 'APPROVED' : 'DECLINED';
    const outcome = deposit
      ? await settlePending(tx, gatewayId, deposit, { ...event, status }, 'callback')
      : 'unknown_deposit';
    await tx.updateTable('gateway_callbacks').set({ outcome }).where('id', '=', recorded.id).execute();
    return outcome;
  });
}
