import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { GatewayDeposit, GatewayPayout, PayoutRequest, StartDeposit } from '../gateway.ts';

/**
 * The sandbox gateway's books, as a third party keeps them: its payment orders (one per merchant reference) and
 * its payouts (one per idempotency key). Every decision is one conditional UPDATE: the statement that changes
 * the OPEN row decides, and whoever comes second reads what was decided.
 */

type Q = Kysely<Database>;
type PaymentRow = {
  gateway_ref: string;
  merchant_reference: string;
  amount: bigint;
  status: GatewayDeposit['status'];
  decided_at: Date | null;
};

const PAYMENT_COLUMNS = ['gateway_ref', 'merchant_reference', 'amount', 'status', 'decided_at'] as const;

export function toGatewayDeposit(row: PaymentRow): GatewayDeposit {
  return {
    reference: row.merchant_reference,
    gatewayRef: row.gateway_ref,
    amount: row.amount,
    status: row.status,
    decidedAt: row.decided_at,
  };
}

export function newGatewayRef(): string {
  return `SBX${randomBytes(9).toString('hex').toUpperCase()}`;
}

/** Opens an order; asking again for the same merchant reference answers the first order. */
export async function openPayment(db: Q, input: StartDeposit): Promise<{ gatewayRef: string }> {
  const inserted = await db
    .insertInto('sandbox_payments')
    .values({
      gateway_ref: newGatewayRef(),
      merchant_reference: input.reference,
      amount: input.amount,
      kind: input.kind,
      payer: input.payer,
      expires_at: input.expiresAt,
      callback_url: input.callbackUrl,
      return_url: input.returnUrl,
    })
    .onConflict((oc) => oc.column('merchant_reference').doNothing())
    .returning('gateway_ref')
    .executeTakeFirst();
  if (inserted) return { gatewayRef: inserted.gateway_ref };
  const found = await findByReference(db, input.reference);
  if (!found || found.amount !== input.amount)
    throw new Error('sandbox: reference reused with another amount');
  return { gatewayRef: found.gatewayRef };
}

export async function findByReference(db: Q, reference: string): Promise<GatewayDeposit | null> {
  const row = await db
    .selectFrom('sandbox_payments')
    .select(PAYMENT_COLUMNS)
    .where('merchant_reference', '=', reference)
    .executeTakeFirst();
  return row ? toGatewayDeposit(row) : null;
}

export type Decision = 'APPROVED' | 'DECLINED' | 'EXPIRED';

/**
 * Decides an OPEN order (an approval only before it expires). Answers the order as it now stands and whether
 * this call decided it; a loser of a race gets `decided: false` and the winner's decision.
 */
export async function decide(
  db: Q,
  where: { gatewayRef: string } | { reference: string },
  decision: Decision,
): Promise<{ payment: GatewayDeposit; decided: boolean } | null> {
  const changed = await db
    .updateTable('sandbox_payments')
    .set({ status: decision, decided_at: sql`now()` })
    .$call((q) =>
      'gatewayRef' in where
        ? q.where('gateway_ref', '=', where.gatewayRef)
        : q.where('merchant_reference', '=', where.reference),
    )
    .where('status', '=', 'OPEN')
    .$if(decision === 'APPROVED', (q) =>
      q.where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)])),
    )
    .returning(PAYMENT_COLUMNS)
    .executeTakeFirst();
  if (changed) return { payment: toGatewayDeposit(changed), decided: true };
  const current = await db
    .selectFrom('sandbox_payments')
    .select(PAYMENT_COLUMNS)
    .$call((q) =>
      'gatewayRef' in where
        ? q.where('gateway_ref', '=', where.gatewayRef)
        : q.where('merchant_reference', '=', where.reference),
    )
    .executeTakeFirst();
  return current ? { payment: toGatewayDeposit(current), decided: false } : null;
}

/** Pays out once per key; asking again answers the first payout (another amount under one key is refused). */
export async function payOnce(db: Q, input: PayoutRequest): Promise<GatewayPayout> {
  const inserted = await db
    .insertInto('sandbox_payouts')
    .values({
      payout_ref: `SBXP${randomBytes(9).toString('hex').toUpperCase()}`,
      idempotency_key: input.idempotencyKey,
      amount: input.amount,
      bank_code: input.bankCode,
      account_number: input.accountNumber,
      payee_name: input.payeeName,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning(['payout_ref', 'idempotency_key', 'amount', 'created_at'])
    .executeTakeFirst();
  const payout = inserted ?? (await findPayout(db, input.idempotencyKey));
  if (!payout || payout.amount !== input.amount)
    throw new Error('sandbox payout: key reused with another amount');
  return 'payoutRef' in payout ? payout : toPayout(payout);
}

type PayoutRow = { payout_ref: string; idempotency_key: string; amount: bigint; created_at: Date };

function toPayout(row: PayoutRow): GatewayPayout {
  return {
    payoutRef: row.payout_ref,
    idempotencyKey: row.idempotency_key,
    amount: row.amount,
    status: 'PAID',
    paidAt: row.created_at,
  };
}

export async function findPayout(db: Q, idempotencyKey: string): Promise<GatewayPayout | null> {
  const row = await db
    .selectFrom('sandbox_payouts')
    .select(['payout_ref', 'idempotency_key', 'amount', 'created_at'])
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  return row ? toPayout(row) : null;
}

/** The statement of [from, to): orders decided (approved, declined, expired) and payouts made. */
export async function statement(db: Q, from: Date, to: Date) {
  const [payments, payouts] = await Promise.all([
    db
      .selectFrom('sandbox_payments')
      .select(PAYMENT_COLUMNS)
      .where('decided_at', '>=', from)
      .where('decided_at', '<', to)
      .orderBy('decided_at')
      .execute(),
    db
      .selectFrom('sandbox_payouts')
      .select(['payout_ref', 'idempotency_key', 'amount', 'created_at'])
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .orderBy('created_at')
      .execute(),
  ]);
  return { deposits: payments.map(toGatewayDeposit), payouts: payouts.map(toPayout) };
}
