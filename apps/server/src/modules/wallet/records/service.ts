import type {
  BonusRecord,
  Language,
  LedgerKind,
  ProfitLoss,
  RecordType,
  TransactionRecord,
} from '@app/contracts';
import type { Db } from '../../../db/database.ts';
import { recordWindow } from '../../../shared/site-time.ts';
import type { WalletGames } from '../game-facts.ts';
import { type AccountInfo, describePostings, localised, type PostingRow, walletLabel } from './describe.ts';
import {
  bonusesPageQuery,
  bonusesSummaryQuery,
  memberAccounts,
  type Page,
  profitLossQuery,
  type RecordScope,
  transactionsCountQuery,
  transactionsPageQuery,
} from './queries.ts';

/** The ledger kinds each record type of the filter covers (RECORD_TYPES in the contracts). */
export const RECORD_TYPE_KINDS: Record<RecordType, readonly LedgerKind[]> = {
  deposit: ['deposit'],
  withdrawal: ['withdrawal', 'withdrawal_hold', 'withdrawal_release'],
  transfer: ['transfer'],
  vendor_transfer: ['vendor_transfer'],
  game: ['bet', 'win', 'refund'],
  bonus: ['bonus'],
  rebate: ['rebate'],
  salary: ['salary'],
  dividend: ['dividend'],
  adjustment: ['adjustment', 'reversal'],
};

type DateQuery = { from?: string; to?: string };

/**
 * The member's own accounts and the window: every record is read through these, so a member can only ever
 * see postings of accounts whose member_id is theirs. The account record shows the wallets the member spends
 * from (main, vendor, demo), each row's balance that wallet's; the withdrawal hold is left out (a request shows
 * as money leaving the main wallet, a release as money coming back).
 */
async function scopeOf(db: Db, memberId: bigint, query: DateQuery, spendableOnly = false) {
  const window = recordWindow(query);
  const all = await memberAccounts(db, memberId);
  // money held for a withdrawal is not the member's to spend: its own postings would show a second "balance after"
  const accounts = spendableOnly ? all.filter((a) => a.purpose !== 'withdrawal_hold') : all;
  const scope: RecordScope = { accounts: accounts.map((a) => a.id), start: window.start, end: window.end };
  return { window, scope, accounts: new Map<bigint, AccountInfo>(accounts.map((a) => [a.id, a])) };
}

const pageOf = <T>(items: T[], page: Page, total: number) => ({
  items,
  pageNum: page.pageNo,
  totalPages: Math.max(1, Math.ceil(total / page.pageSize)),
  total,
});

export async function transactionRecords(
  db: Db,
  games: WalletGames,
  memberId: bigint,
  query: DateQuery & Page & { kind?: RecordType },
  language: Language,
) {
  const { scope, accounts } = await scopeOf(db, memberId, query, true);
  if (scope.accounts.length === 0) return pageOf<TransactionRecord>([], query, 0);
  const kinds = query.kind ? RECORD_TYPE_KINDS[query.kind] : undefined;
  const [rows, count] = await Promise.all([
    transactionsPageQuery(db, scope, kinds, query).execute(),
    transactionsCountQuery(db, scope, kinds).executeTakeFirstOrThrow(),
  ]);
  const items = await describePostings(db, games, memberId, rows as PostingRow[], accounts, language);
  return pageOf(items, query, Number(count.n));
}

type Figures = { bets: bigint; wins: bigint; refunds: bigint; betCount: number };
const figures = (f: Figures) => ({
  bets: String(f.bets),
  wins: String(f.wins),
  refunds: String(f.refunds),
  net: String(f.wins + f.refunds - f.bets),
  betCount: f.betCount,
});
const add = (a: Figures, b: Figures): Figures => ({
  bets: a.bets + b.bets,
  wins: a.wins + b.wins,
  refunds: a.refunds + b.refunds,
  betCount: a.betCount + b.betCount,
});
const ZERO: Figures = { bets: 0n, wins: 0n, refunds: 0n, betCount: 0 };

/** Personal profit and loss: per day and game category, per category, and in total. */
export async function profitAndLoss(db: Db, memberId: bigint, query: DateQuery): Promise<ProfitLoss> {
  const { window, scope } = await scopeOf(db, memberId, query);
  const rows = scope.accounts.length ? await profitLossQuery(db, scope).execute() : [];
  const perRow = rows.map((r) => ({
    date: r.day,
    category: r.category,
    f: {
      bets: BigInt(r.bets),
      wins: BigInt(r.wins),
      refunds: BigInt(r.refunds),
      betCount: Number(r.bet_count),
    },
  }));
  const byCategory = new Map<string, Figures>();
  for (const r of perRow) byCategory.set(r.category, add(byCategory.get(r.category) ?? ZERO, r.f));
  return {
    from: window.from,
    to: window.to,
    rows: perRow.map((r) => ({ date: r.date, category: r.category, ...figures(r.f) })),
    byCategory: [...byCategory]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([category, f]) => ({ category, ...figures(f) })),
    total: figures(perRow.reduce((sum, r) => add(sum, r.f), ZERO)),
  };
}

/** Bonus details: bonuses and rebates credited to the member, newest first, with the window's total. */
export async function bonusRecords(db: Db, memberId: bigint, query: DateQuery & Page, language: Language) {
  const { scope, accounts } = await scopeOf(db, memberId, query);
  if (scope.accounts.length === 0) return { ...pageOf<BonusRecord>([], query, 0), totalAmount: '0' };
  const [rows, summary] = await Promise.all([
    bonusesPageQuery(db, scope, query).execute(),
    bonusesSummaryQuery(db, scope).executeTakeFirstOrThrow(),
  ]);
  const items: BonusRecord[] = rows.map((r) => ({
    id: String(r.id),
    transferId: String(r.transfer_id),
    time: r.created_at.toISOString(),
    kind: r.kind === 'rebate' ? 'rebate' : 'bonus',
    wallet: walletLabel(accounts.get(r.account_id)),
    amount: String(r.amount),
    title: localised(r.metadata.title, language),
    // the registration gift names itself as the promotion it is (metadata.promotion), the others by source
    source: localised(r.metadata.source ?? r.metadata.promotion, language),
  }));
  return { ...pageOf(items, query, Number(summary.n)), totalAmount: String(summary.total) };
}
