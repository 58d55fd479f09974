import { createHash, randomBytes } from 'node:crypto';
import type { Deposit, DepositChannel, Language } from '@app/contracts';
import { type Selectable, sql } from 'kysely';
import type { PaymentGateway } from '../../../adapters/payments/gateway.ts';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { crashPoint } from '../../../shared/crash-point.ts';
import { lockMember } from '../../../shared/locks.ts';
import { SITE_MIDNIGHT } from '../../../shared/site-time.ts';
import type { DepositKind, DepositsTable, PaymentChannelsTable } from '../tables.ts';

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

/**
 * The channels a member can deposit through: active, and served by a gateway this configuration runs (outside the
 * demo the sandbox channels stay in the table but are not offered; with no real gateway, none is).
 */
export async function depositChannels(
  db: Db,
  language: Language,
  gateways: readonly string[],
): Promise<DepositChannel[]> {
  if (gateways.length === 0) return [];
  const rows = await db
    .selectFrom('payment_channels')
    .selectAll()
    .where('active', '=', true)
    .where('gateway', 'in', gateways)
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

export type StartDepositInput = {
  memberId: bigint;
  channel: string;
  amount: bigint;
  language: Language;
  /** The client's idempotency key: the same key and body answer the first deposit. */
  requestId?: string;
};

function requestHash(channel: string, amount: bigint): Buffer {
  return createHash('sha256').update(`deposit|${channel}|${amount}`).digest();
}

/**
 * Opens a deposit: checks the channel's minimum, maximum and the member's daily total on it (pending and
 * approved deposits since local midnight count), records it, then opens the order at the gateway (by the
 * deposit's reference, so asking again — a retry, a crash between the two — answers the same order). A
 * repeated `requestId` answers the deposit it opened; with another channel or amount, `idempotency_conflict`.
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
  const hash = requestHash(channel.code, input.amount);

  const created = await db.transaction().execute(async (tx) => {
    // serialise this member's deposit starts so two at once cannot both fit under the daily limit
    await lockMember(tx, 'depositRequest', input.memberId);
    if (input.requestId) {
      const earlier = await tx
        .selectFrom('deposits')
        .select(['id', 'reference', 'amount', 'expires_at', 'gateway_ref', 'request_hash'])
        .where('member_id', '=', input.memberId)
        .where('request_id', '=', input.requestId)
        .executeTakeFirst();
      if (earlier) {
        if (!earlier.request_hash?.equals(hash)) throw new AppError('idempotency_conflict');
        return earlier;
      }
    }
    const today = await tx
      .selectFrom('deposits')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<bigint>('amount'), sql<bigint>`0`).as('total'))
      .where('member_id', '=', input.memberId)
      .where('channel', '=', channel.code)
      .where('status', 'in', ['PENDING', 'APPROVED'])
      .where('created_at', '>=', SITE_MIDNIGHT)
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
        request_id: input.requestId ?? null,
        request_hash: input.requestId ? hash : null,
      })
      .returning(['id', 'reference', 'amount', 'expires_at', 'gateway_ref', 'request_hash'])
      .executeTakeFirstOrThrow();
  });
  crashPoint('deposit.before-gateway');

  if (!created.gateway_ref) {
    const started = await gateway.startDeposit({
      reference: created.reference,
      amount: created.amount,
      kind: channel.kind,
      payer: String(input.memberId),
      expiresAt: created.expires_at,
      callbackUrl: `/api/wallet/gateways/${gateway.id}/callback`,
      returnUrl: `/index?mc=depositv2&deposit=${created.id}`,
    });
    crashPoint('deposit.after-gateway');
    await db
      .updateTable('deposits')
      .set({ gateway_ref: started.gatewayRef, payment_url: `${started.paymentUrl}?lang=${input.language}` })
      .where('id', '=', created.id)
      .where('gateway_ref', 'is', null)
      .execute();
  }
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
