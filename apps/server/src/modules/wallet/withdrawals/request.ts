import { createHash } from 'node:crypto';
import {
  type CreateWithdrawalBody,
  WITHDRAWAL_PROOF_MAX_BYTES,
  type Withdrawal,
  type WithdrawalLimits,
  type WithdrawalStatus,
} from '@app/contracts';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { AppError } from '../../../http/errors.ts';
import { crashPoint } from '../../../shared/crash-point.ts';
import { lockMember } from '../../../shared/locks.ts';
import { SITE_MIDNIGHT } from '../../../shared/site-time.ts';
import { paymentPasswordHash } from '../../accounts/index.ts';
import { ACCOUNT } from '../accounts.ts';
import type { WalletGames } from '../game-facts.ts';
import { checkPaymentPassword } from '../transfers/payment-password.ts';
import { holdFunds, lockWithdrawal, releaseHold } from './moves.ts';
import { type WithdrawalSettings, withdrawalSettings } from './settings.ts';
import { pageOf, toWithdrawal, withdrawalRows } from './views.ts';

/** Requests that count toward the daily limits: all but those whose money went back to the member. */
const COUNTED: WithdrawalStatus[] = ['PENDING_REVIEW', 'APPROVED', 'PAID', 'RECEIVED', 'DISPUTED'];

type Member = { id: bigint; merchant: string };

export async function findWithdrawal(db: Db, memberId: bigint, id: bigint): Promise<Withdrawal | undefined> {
  const row = await withdrawalRows(db)
    .where('w.id', '=', id)
    .where('w.member_id', '=', memberId)
    .executeTakeFirst();
  return row ? toWithdrawal(row) : undefined;
}

export async function listWithdrawals(
  db: Db,
  memberId: bigint,
  query: { status?: WithdrawalStatus; pageNo: number; pageSize: number },
) {
  const page = await pageOf(db, { memberId, status: query.status }, query);
  return {
    items: page.rows.map(toWithdrawal),
    pageNum: page.pageNum,
    totalPages: page.totalPages,
    total: page.total,
  };
}

async function usedToday(db: Kysely<Database>, memberId: bigint) {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => [
      eb.fn.countAll<bigint>().as('count'),
      eb.fn.coalesce(eb.fn.sum<bigint>('amount'), sql<bigint>`0`).as('amount'),
    ])
    .where('member_id', '=', memberId)
    .where('status', 'in', COUNTED)
    .where('created_at', '>=', SITE_MIDNIGHT)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), amount: BigInt(row.amount) };
}

export async function withdrawalLimits(db: Db, member: Member): Promise<WithdrawalLimits> {
  const [settings, used, passwordHash] = await Promise.all([
    withdrawalSettings(db, member.merchant),
    usedToday(db, member.id),
    paymentPasswordHash(db, member.id),
  ]);
  return {
    minAmount: String(settings.minAmount),
    maxAmount: String(settings.maxAmount),
    dailyCount: settings.dailyCount,
    dailyAmount: String(settings.dailyAmount),
    usedCountToday: used.count,
    usedAmountToday: String(used.amount),
    cardLimit: settings.cardLimit,
    autoReceiveMinutes: settings.autoReceiveMinutes,
    turnoverMultiplier: settings.turnoverMultiplier,
    hasPaymentPassword: Boolean(passwordHash),
    proofMaxBytes: WITHDRAWAL_PROOF_MAX_BYTES,
  };
}

/**
 * The turnover requirement (off while `turnover_multiplier` is 0): the member's valid turnover — stakes of
 * settled real-money game rounds less bets taken back, the running total the games module keeps as rounds settle
 * — must reach the multiplier times everything deposited into the main wallet (lifetime, from the ledger).
 * A finer rule (per deposit since the last withdrawal, bonus wagering) belongs with promotions.
 */
async function checkTurnover(db: Kysely<Database>, games: WalletGames, memberId: bigint, multiplier: string) {
  if (!(Number(multiplier) > 0)) return;
  const { rows } = await sql<{ required: string }>`
    SELECT ceil(coalesce(sum(p.amount), 0) * ${multiplier}::numeric)::bigint AS required
    FROM ledger_accounts a
    JOIN ledger_postings p ON p.account_id = a.id
    JOIN ledger_transfers t ON t.id = p.transfer_id
    WHERE a.code = ${ACCOUNT.memberMain(memberId)} AND t.kind = 'deposit'`.execute(db);
  const required = BigInt(rows[0]?.required ?? 0);
  const wagered = await games.wageredTotal(db, memberId);
  if (wagered < required) {
    throw new AppError('withdrawal_turnover_required', undefined, {
      required: String(required),
      wagered: String(wagered),
    });
  }
}

function checkAmount(amount: bigint, settings: WithdrawalSettings) {
  if (amount < settings.minAmount) {
    throw new AppError(
      'withdrawal_below_minimum',
      { amount: 'withdrawal_below_minimum' },
      {
        minAmount: String(settings.minAmount),
      },
    );
  }
  if (amount > settings.maxAmount) {
    throw new AppError(
      'withdrawal_above_maximum',
      { amount: 'withdrawal_above_maximum' },
      {
        maxAmount: String(settings.maxAmount),
      },
    );
  }
}

function requestHash(cardId: bigint, amount: bigint): Buffer {
  return createHash('sha256').update(`withdrawal|${cardId}|${amount}`).digest();
}

/**
 * The withdrawal an earlier request with this `requestId` made (same card and amount), or undefined when there
 * is none; the same key with another card or amount is `idempotency_conflict`.
 */
async function earlierRequest(db: Kysely<Database>, memberId: bigint, requestId: string, hash: Buffer) {
  const earlier = await db
    .selectFrom('withdrawals')
    .select(['id', 'request_hash'])
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  if (earlier && !earlier.request_hash?.equals(hash)) throw new AppError('idempotency_conflict');
  return earlier?.id;
}

/**
 * A member asks to withdraw to one of their cards. A repeated `requestId` (a retry after a timeout, a double
 * submit) answers the withdrawal it made and holds nothing more. In order: the amount within the per-request
 * bounds, a live card of theirs (`card_not_found`), the payment password (not set / locked / wrong, shared with
 * transfers), then — in one transaction serialised per member — the request id once more, the daily count and
 * total, the turnover requirement, and the hold of the money (main → withdrawal_hold, `insufficient_funds`
 * writes nothing).
 */
export async function createWithdrawal(
  db: Db,
  games: WalletGames,
  member: Member,
  body: CreateWithdrawalBody,
): Promise<Withdrawal> {
  const amount = BigInt(body.amount);
  const cardId = BigInt(body.cardId);
  const hash = requestHash(cardId, amount);
  if (body.requestId) {
    const earlier = await earlierRequest(db, member.id, body.requestId, hash);
    if (earlier) return (await findWithdrawal(db, member.id, earlier)) as Withdrawal;
  }
  const settings = await withdrawalSettings(db, member.merchant);
  checkAmount(amount, settings);
  const card = await db
    .selectFrom('bank_cards')
    .select('id')
    .where('id', '=', cardId)
    .where('member_id', '=', member.id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!card) throw new AppError('card_not_found', { cardId: 'card_not_found' });
  await checkPaymentPassword(db, member.id, body.paymentPassword);

  const id = await inTransaction(db, async (plain) => {
    await lockMember(plain, 'withdrawalRequest', member.id);
    if (body.requestId) {
      // a twin of this request committed while this one checked the password
      const earlier = await earlierRequest(plain, member.id, body.requestId, hash);
      if (earlier) return earlier;
    }
    const tx = plain;
    // FOR SHARE: a card deletion waits for this request, and this request sees a deletion that came first
    const live = await tx
      .selectFrom('bank_cards')
      .select(['id', 'bank_code', 'account_number', 'payee_name'])
      .where('id', '=', cardId)
      .where('member_id', '=', member.id)
      .where('deleted_at', 'is', null)
      .forShare()
      .executeTakeFirst();
    if (!live) throw new AppError('card_not_found', { cardId: 'card_not_found' });
    const used = await usedToday(plain, member.id);
    if (used.count >= settings.dailyCount) {
      throw new AppError('withdrawal_daily_count', undefined, { dailyCount: settings.dailyCount });
    }
    if (used.amount + amount > settings.dailyAmount) {
      throw new AppError('withdrawal_daily_amount', undefined, {
        dailyAmount: String(settings.dailyAmount),
        usedAmountToday: String(used.amount),
      });
    }
    await checkTurnover(plain, games, member.id, settings.turnoverMultiplier);

    const next = await sql<{
      id: string;
    }>`SELECT nextval(pg_get_serial_sequence('withdrawals', 'id'))::text AS id`.execute(plain);
    const withdrawalId = BigInt(next.rows[0]!.id);
    const holdTransferId = await holdFunds(plain, { withdrawalId, memberId: member.id, amount });
    await tx
      .insertInto('withdrawals')
      .values({
        id: withdrawalId,
        member_id: member.id,
        card_id: live.id,
        bank_code: live.bank_code,
        account_number: live.account_number,
        payee_name: live.payee_name,
        amount,
        gateway: settings.payoutGateway,
        hold_transfer_id: holdTransferId,
        request_id: body.requestId ?? null,
        request_hash: body.requestId ? hash : null,
      })
      .execute();
    return withdrawalId;
  });
  crashPoint('withdrawal.after-request');
  return (await findWithdrawal(db, member.id, id)) as Withdrawal;
}

/** The member cancels a request still under review: the held money goes back to the main wallet. */
export async function cancelWithdrawal(db: Db, memberId: bigint, id: bigint): Promise<Withdrawal> {
  await inTransaction(db, async (tx) => {
    const w = await lockWithdrawal(tx, id, memberId);
    if (w.status !== 'PENDING_REVIEW') throw new AppError('withdrawal_not_pending');
    const releaseId = await releaseHold(tx, w, 'cancelled');
    await tx
      .updateTable('withdrawals')
      .set({ status: 'CANCELLED', cancelled_at: new Date(), release_transfer_id: releaseId })
      .where('id', '=', id)
      .execute();
  });
  return (await findWithdrawal(db, memberId, id)) as Withdrawal;
}
