import { OPERATOR_API, type OperatorWithdrawal, WALLET_API, type Withdrawal } from '@app/contracts';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { memberIdentities } from '../../accounts/index.ts';
import { maskAccountNumber } from '../cards/service.ts';
import { WITHDRAWAL_DEFAULTS } from './settings.ts';
import type { WithdrawalsTable } from './tables.ts';

/** How withdrawals are read back: one query shape for members, operators and the command line. */

export type WithdrawalRow = Selectable<WithdrawalsTable> & {
  bank_name: string;
  username: string;
  auto_receive_at: Date | null;
  has_proof: boolean;
  reviewer: string | null;
};

export function withdrawalRows(db: Kysely<Database>) {
  return db
    .selectFrom('withdrawals as w')
    .innerJoin('banks as b', 'b.code', 'w.bank_code')
    .innerJoin(memberIdentities(db).as('m'), 'm.id', 'w.member_id')
    .leftJoin('withdrawal_settings as s', 's.merchant', 'm.merchant')
    .selectAll('w')
    .select([
      'b.name as bank_name',
      'm.username',
      sql<Date | null>`CASE WHEN w.status = 'PAID' THEN w.paid_at
        + make_interval(mins => coalesce(s.auto_receive_minutes, ${WITHDRAWAL_DEFAULTS.autoReceiveMinutes})) END`.as(
        'auto_receive_at',
      ),
      sql<boolean>`EXISTS (SELECT 1 FROM withdrawal_proofs p WHERE p.withdrawal_id = w.id)`.as('has_proof'),
      sql<string | null>`CASE WHEN w.reviewed_via = 'cli' THEN 'cli'
        ELSE (SELECT o.username FROM operators o WHERE o.id = w.reviewed_by) END`.as('reviewer'),
    ]);
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  const id = String(row.id);
  return {
    id,
    cardId: String(row.card_id),
    bankCode: row.bank_code,
    bankName: row.bank_name,
    accountNumber: maskAccountNumber(row.account_number),
    payeeName: row.payee_name,
    amount: String(row.amount),
    status: row.status,
    rejectReason: row.reject_reason,
    createdAt: row.created_at.toISOString(),
    reviewedAt: iso(row.reviewed_at),
    paidAt: iso(row.paid_at),
    autoReceiveAt: iso(row.auto_receive_at),
    confirmation: row.confirmation,
    confirmedAt: iso(row.confirmed_at),
    amountReceived: row.amount_received === null ? null : String(row.amount_received),
    amountRemainder: row.amount_received === null ? null : String(row.amount - row.amount_received),
    proofUrl: row.has_proof ? WALLET_API.withdrawalProof(id) : null,
  };
}

export function toOperatorWithdrawal(row: WithdrawalRow): OperatorWithdrawal {
  const id = String(row.id);
  return {
    ...toWithdrawal(row),
    memberId: String(row.member_id),
    username: row.username,
    accountNumber: row.account_number,
    gateway: row.gateway,
    reviewedBy: row.reviewer,
    payoutRef: row.payout_ref,
    payoutError: row.payout_error,
    payoutAttempts: row.payout_attempts,
    proofUrl: row.has_proof ? OPERATOR_API.withdrawalProof(id) : null,
  };
}

/** A page of rows, newest first, with the total (members: their own; operators: everyone's). */
export async function pageOf(
  db: Kysely<Database>,
  filter: { memberId?: bigint; status?: WithdrawalRow['status'] },
  page: { pageNo: number; pageSize: number },
) {
  let rows = withdrawalRows(db);
  let count = db.selectFrom('withdrawals as w').select((eb) => eb.fn.countAll<bigint>().as('n'));
  if (filter.memberId !== undefined) {
    rows = rows.where('w.member_id', '=', filter.memberId);
    count = count.where('w.member_id', '=', filter.memberId);
  }
  if (filter.status !== undefined) {
    rows = rows.where('w.status', '=', filter.status);
    count = count.where('w.status', '=', filter.status);
  }
  const [items, counted] = await Promise.all([
    rows
      .orderBy('w.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  const total = Number(counted.n);
  return {
    rows: items as WithdrawalRow[],
    pageNum: page.pageNo,
    totalPages: Math.max(1, Math.ceil(total / page.pageSize)),
    total,
  };
}
