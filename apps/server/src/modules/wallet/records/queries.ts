import { type LedgerKind, SITE_TIME_ZONE } from '@app/contracts';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';

type Q = Kysely<Database> | Transaction<Database>;

/** Whose postings and when: the member's own ledger accounts (never empty) and an instant window [start, end). */
export type RecordScope = { accounts: bigint[]; start: Date; end: Date };
export type Page = { pageNo: number; pageSize: number };

export const GAME_KINDS = ['bet', 'win', 'refund'] as const satisfies readonly LedgerKind[];
export const BONUS_KINDS = ['bonus', 'rebate'] as const satisfies readonly LedgerKind[];

/** The member's ledger accounts (main, withdrawal hold, demo, vendor wallets), by the ledger_accounts_member index. */
export function memberAccounts(db: Q, memberId: bigint) {
  return db
    .selectFrom('ledger_accounts')
    .select(['id', 'code', 'purpose'])
    .where('member_id', '=', memberId)
    .execute();
}

/*
 * Every record query reads the scope's postings through ledger_postings_account_time (account_id, created_at
 * DESC, id DESC; migration 0010) — one index range per account, bounded by the window (at most 90 days) — and
 * each posting's transfer by primary key. records.explain.test.ts checks the plans on 212,000 postings; there
 * PostgreSQL 15 plans one page of a one-account record as
 *
 *   Limit -> Nested Loop
 *     -> Index Scan using ledger_postings_account_time on ledger_postings p
 *          Index Cond: ((account_id = '7') AND (created_at >= …) AND (created_at < …))
 *     -> Subquery Scan on t -> Index Scan using ledger_transfers_pkey on ledger_transfers  Index Cond: (id = p.transfer_id)
 *
 * and with several accounts (main, hold, vendor wallets) a Bitmap Index Scan on ledger_postings_account_time
 * with Index Cond (account_id = ANY ('{7,502,503}')) AND (created_at …) under a Sort. Profit and loss over 90
 * days of a player with 4,700 postings: the same bitmap scan, then a Memoize over the primary-key lookups.
 */
function windowed(db: Q, scope: RecordScope) {
  return db
    .selectFrom('ledger_postings as p')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('ledger_transfers')
          .select(['id', 'kind', 'metadata'])
          .whereRef('ledger_transfers.id', '=', 'p.transfer_id')
          // OFFSET 0 keeps this a per-posting primary-key lookup: a plain join may be planned as a hash join
          // over a sequential scan of all transfers once a member has many postings in the window
          .offset(0)
          .as('t'),
      (join) => join.onTrue(),
    )
    .where('p.account_id', 'in', scope.accounts)
    .where('p.created_at', '>=', scope.start)
    .where('p.created_at', '<', scope.end);
}

function ofKinds(db: Q, scope: RecordScope, kinds: readonly LedgerKind[] | undefined) {
  const q = windowed(db, scope);
  return kinds ? q.where('t.kind', 'in', kinds) : q;
}

/** One page of the account record: postings newest first. */
export function transactionsPageQuery(
  db: Q,
  scope: RecordScope,
  kinds: readonly LedgerKind[] | undefined,
  page: Page,
) {
  return ofKinds(db, scope, kinds)
    .select([
      'p.id',
      'p.transfer_id',
      'p.account_id',
      'p.amount',
      'p.balance_after',
      'p.created_at',
      't.kind',
      't.metadata',
    ])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
}

export function transactionsCountQuery(db: Q, scope: RecordScope, kinds: readonly LedgerKind[] | undefined) {
  return ofKinds(db, scope, kinds).select((eb) => eb.fn.countAll<bigint>().as('n'));
}

/**
 * Bets, wins and refunds per site-time day and game category, from the metadata contract of game transfers:
 * every 'bet' / 'win' / 'refund' transfer carries `category` (RNG, LIVE…) and `gameCode`. Stakes are the
 * member's debits of 'bet' transfers; wins and refunds their credits.
 */
export function profitLossQuery(db: Q, scope: RecordScope) {
  const tz = sql.lit(SITE_TIME_ZONE);
  return ofKinds(db, scope, GAME_KINDS)
    .select([
      sql<string>`to_char(p.created_at AT TIME ZONE ${tz}, 'YYYY-MM-DD')`.as('day'),
      sql<string>`coalesce(t.metadata ->> 'category', 'OTHER')`.as('category'),
      sql<bigint>`coalesce(sum(-p.amount) FILTER (WHERE t.kind = 'bet'), 0)::bigint`.as('bets'),
      sql<bigint>`coalesce(sum(p.amount) FILTER (WHERE t.kind = 'win'), 0)::bigint`.as('wins'),
      sql<bigint>`coalesce(sum(p.amount) FILTER (WHERE t.kind = 'refund'), 0)::bigint`.as('refunds'),
      sql<bigint>`count(*) FILTER (WHERE t.kind = 'bet')`.as('bet_count'),
    ])
    .groupBy([sql`1`, sql`2`])
    .orderBy(sql`1`, 'desc')
    .orderBy(sql`2`);
}

/** Bonuses and rebates credited to the member's accounts. */
function bonuses(db: Q, scope: RecordScope) {
  return ofKinds(db, scope, BONUS_KINDS).where('p.amount', '>', 0n);
}

export function bonusesPageQuery(db: Q, scope: RecordScope, page: Page) {
  return bonuses(db, scope)
    .select(['p.id', 'p.transfer_id', 'p.account_id', 'p.amount', 'p.created_at', 't.kind', 't.metadata'])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
}

export function bonusesSummaryQuery(db: Q, scope: RecordScope) {
  return bonuses(db, scope).select([
    (eb) => eb.fn.countAll<bigint>().as('n'),
    sql<bigint>`coalesce(sum(p.amount), 0)::bigint`.as('total'),
  ]);
}
