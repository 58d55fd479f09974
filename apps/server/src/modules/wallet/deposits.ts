import { randomBytes } from 'node:crypto';
import type { Deposit, DepositChannel, Language } from '@app/contracts';
import { type Selectable, sql, type Transaction } from 'kysely';
import type { GatewayEvent, PaymentGateway } from '../../adapters/payments/gateway.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { memberMainAccount, worldAccount } from './accounts.ts';
import { transfer } from './ledger.ts';
import type { DepositKind, DepositsTable, PaymentChannelsTable } from './tables.ts';

type ChannelRow = Selectable<PaymentChannelsTable>;

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A short code for the transfer description: 10 characters without look-alikes (0/O, 1/I). */
export function newReference(): string {
  const bytes = randomBytes(10);
  return `HB${[...bytes]
    .map((b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length])
    .join('')
    .slice(0, 8)}`;
}

export async function depositChannels(db: Db, language: Language): Promise<DepositChannel[]> {
  const rows = await db
    .selectFrom('payment_channels')
    .selectAll()
    .where('active', '=', true)
    .orderBy('sort')
    .execute();
  return rows.map((c) => toChannel(c, language));
}

function toChannel(c: ChannelRow, language: Language): DepositChannel {
  return {
    code: c.code,
    kind: c.kind,
    name: c.name[language],
    minAmount: String(c.min_amount),
    maxAmount: String(c.max_amount),
    dailyLimit: String(c.daily_limit),
    presets: c.presets.map(String),
  };
}

type DepositRow = Selectable<DepositsTable> & { channel_name: { vi: string; en: string }; kind: DepositKind };

export function toDeposit(row: DepositRow, language: Language): Deposit {
  return {
    id: String(row.id),
    channel: row.channel,
    channelName: row.channel_name[language],
    kind: row.kind,
    amount: String(row.amount),
    status: row.status,
    reference: row.reference,
    paymentUrl: row.payment_url,
    createdAt: row.created_at.toISOString(),
    completedAt: row.completed_at?.toISOString() ?? null,
  };
}

function depositsWithChannel(db: Db) {
  return db
    .selectFrom('deposits as d')
    .innerJoin('payment_channels as c', 'c.code', 'd.channel')
    .selectAll('d')
    .select(['c.name as channel_name', 'c.kind']);
}

export type StartDepositInput = { memberId: bigint; channel: string; amount: bigint; language: Language };

/**
 * Opens a deposit: checks the channel's minimum, maximum and the member's daily total on it (pending and
 * approved deposits since local midnight count), records it, then asks the gateway for its payment page.
 */
export async function startDeposit(
  db: Db,
  gateway: PaymentGateway,
  input: StartDepositInput,
): Promise<Deposit> {
  const channel = await db
    .selectFrom('payment_channels')
    .selectAll()
    .where('code', '=', input.channel)
    .where('active', '=', true)
    .executeTakeFirst();
  if (!channel || channel.gateway !== gateway.id) throw new AppError('channel_unavailable');
  if (input.amount < channel.min_amount) throw new AppError('deposit_below_minimum');
  if (input.amount > channel.max_amount) throw new AppError('deposit_above_maximum');

  const created = await db.transaction().execute(async (tx) => {
    // serialise this member's deposit starts so two at once cannot both fit under the daily limit
    await sql`SELECT pg_advisory_xact_lock(727100, ${Number(input.memberId % 2_000_000_000n)})`.execute(tx);
    const today = await tx
      .selectFrom('deposits')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<bigint>('amount'), sql<bigint>`0`).as('total'))
      .where('member_id', '=', input.memberId)
      .where('channel', '=', channel.code)
      .where('status', 'in', ['PENDING', 'APPROVED'])
      .where(
        'created_at',
        '>=',
        sql<Date>`date_trunc('day', now() AT TIME ZONE 'Asia/Ho_Chi_Minh') AT TIME ZONE 'Asia/Ho_Chi_Minh'`,
      )
      .executeTakeFirstOrThrow();
    if (BigInt(today.total) + input.amount > channel.daily_limit) throw new AppError('deposit_daily_limit');
    const settings = await tx
      .selectFrom('wallet_settings')
      .select('deposit_expiry_minutes')
      .executeTakeFirst();
    return tx
      .insertInto('deposits')
      .values({
        member_id: input.memberId,
        channel: channel.code,
        gateway: gateway.id,
        amount: input.amount,
        reference: newReference(),
        expires_at: sql<Date>`now() + make_interval(mins => ${settings?.deposit_expiry_minutes ?? 30})`,
      })
      .returning(['id', 'reference'])
      .executeTakeFirstOrThrow();
  });

  const started = await gateway.startDeposit({
    reference: created.reference,
    amount: input.amount,
    kind: channel.kind,
    callbackUrl: `/api/wallet/gateways/${gateway.id}/callback`,
    returnUrl: `/index?mc=depositv2&deposit=${created.id}`,
  });
  await db
    .updateTable('deposits')
    .set({ gateway_ref: started.gatewayRef, payment_url: `${started.paymentUrl}?lang=${input.language}` })
    .where('id', '=', created.id)
    .execute();
  return findDeposit(db, input.memberId, created.id, input.language) as Promise<Deposit>;
}

export async function findDeposit(
  db: Db,
  memberId: bigint,
  id: bigint,
  language: Language,
): Promise<Deposit | undefined> {
  const row = await depositsWithChannel(db)
    .where('d.id', '=', id)
    .where('d.member_id', '=', memberId)
    .executeTakeFirst();
  return row ? toDeposit(row as DepositRow, language) : undefined;
}

export async function listDeposits(
  db: Db,
  memberId: bigint,
  query: { status?: Deposit['status']; pageNo: number; pageSize: number },
  language: Language,
) {
  let q = depositsWithChannel(db).where('d.member_id', '=', memberId);
  if (query.status) q = q.where('d.status', '=', query.status);
  const [rows, count] = await Promise.all([
    q
      .orderBy('d.id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
    db
      .selectFrom('deposits')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .where('member_id', '=', memberId)
      .$if(query.status !== undefined, (qb) => qb.where('status', '=', query.status!))
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  return {
    items: rows.map((r) => toDeposit(r as DepositRow, language)),
    pageNum: query.pageNo,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    total,
  };
}

export type CallbackOutcome =
  | 'credited'
  | 'declined'
  | 'duplicate'
  | 'ignored'
  | 'amount_mismatch'
  | 'unknown_deposit';

/**
 * Applies a verified gateway event exactly once: the event id is recorded first (a redelivery stops there),
 * the deposit row is locked, and only a PENDING deposit changes. An approval credits the member through the
 * ledger under the key `deposit:<id>`, so even a second path to the same credit cannot pay twice. Events for a
 * deposit already decided (out of order) change nothing.
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

    const outcome = await decide(tx, gatewayId, event);
    await tx.updateTable('gateway_callbacks').set({ outcome }).where('id', '=', recorded.id).execute();
    return outcome;
  });
}

async function decide(
  tx: Transaction<Database>,
  gatewayId: string,
  event: GatewayEvent,
): Promise<CallbackOutcome> {
  const found = await sql<{ id: bigint; member_id: bigint; amount: bigint; status: string }>`
    SELECT id, member_id, amount, status FROM deposits
    WHERE reference = ${event.reference} AND gateway = ${gatewayId} FOR UPDATE`.execute(tx);
  const deposit = found.rows[0];
  if (!deposit) return 'unknown_deposit';
  if (deposit.status !== 'PENDING') return 'ignored';
  if (event.type === 'deposit.declined') {
    await tx
      .updateTable('deposits')
      .set({ status: 'DECLINED', completed_at: new Date() })
      .where('id', '=', deposit.id)
      .execute();
    return 'declined';
  }
  if (event.amount !== deposit.amount) return 'amount_mismatch';
  const wallet = await memberMainAccount(tx, deposit.member_id);
  const world = await worldAccount(tx, gatewayId);
  const posted = await transfer(tx, {
    key: `deposit:${deposit.id}`,
    kind: 'deposit',
    moves: [{ from: world, to: wallet, amount: deposit.amount }],
    metadata: { depositId: String(deposit.id), gatewayRef: event.gatewayRef },
  });
  await tx
    .updateTable('deposits')
    .set({ status: 'APPROVED', completed_at: new Date(), transfer_id: posted.transferId })
    .where('id', '=', deposit.id)
    .execute();
  return 'credited';
}

/** An unverifiable callback is kept for the audit trail and changes nothing. */
export async function recordRejectedCallback(
  db: Db,
  gatewayId: string,
  rawBody: string,
  reason: string,
): Promise<void> {
  await db
    .insertInto('gateway_callbacks')
    .values({
      gateway: gatewayId,
      event_id: null,
      verified: false,
      outcome: reason,
      payload: rawBody.slice(0, 65536),
    })
    .execute();
}
