import type { BetCategory, BetStatus } from '@app/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../../db/database.ts';

/** Whose rounds and which: the member, a window of instants [start, end) and the filters asked for. */
export type BetScope = {
  memberId: bigint;
  start: Date;
  end: Date;
  category?: BetCategory;
  vendor?: string;
  game?: string;
  status?: BetStatus;
};
export type Page = { pageNo: number; pageSize: number };

/*
 * Every record query reads the member's rounds through game_rounds_member (member_id, created_at DESC, id DESC;
 * migration 0017): one index range bounded by the window (at most 90 days); the other filters are checked on the
 * rows of that range. records.explain.test.ts checks the plans on 106,000 rounds of 500 members; PostgreSQL 15
 * plans a page as
 *
 *   Limit -> Sort (created_at DESC, id DESC) -> Bitmap Heap Scan on game_rounds r  Filter: (category = …)
 *     -> Bitmap Index Scan on game_rounds_member
 *          Index Cond: ((member_id = …) AND (created_at >= …) AND (created_at < …))
 *
 * and the totals as an Aggregate over the same scan.
 */
function scoped(db: Executor, scope: BetScope) {
  let q = db
    .selectFrom('game_rounds as r')
    .where('r.member_id', '=', scope.memberId)
    .where('r.created_at', '>=', scope.start)
    .where('r.created_at', '<', scope.end);
  if (scope.category) q = q.where('r.category', '=', scope.category);
  if (scope.vendor) q = q.where('r.vassalage', '=', scope.vendor);
  if (scope.game) q = q.where('r.game_code', '=', scope.game);
  if (scope.status) q = q.where('r.status', '=', scope.status);
  return q;
}

/** One page of the member's rounds, newest first; the detail's fair data only as a flag (outcomes can be large). */
export function betsPageQuery(db: Executor, scope: BetScope, page: Page) {
  return scoped(db, scope)
    .select([
      'r.id',
      'r.provider',
      'r.game_code',
      'r.vassalage',
      'r.category',
      'r.is_demo',
      'r.status',
      'r.stake',
      'r.win',
      'r.refunded',
      'r.balance_after',
      'r.created_at',
      'r.settled_at',
      sql<boolean>`coalesce(jsonb_typeof(r.detail -> 'fair') = 'object', false)`.as('has_fair'),
    ])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
}

/** How many rounds the filter holds and their stakes, wins and refunds. */
export function betsTotalsQuery(db: Executor, scope: BetScope) {
  return scoped(db, scope).select([
    (eb) => eb.fn.countAll<bigint>().as('rounds'),
    sql<bigint>`coalesce(sum(r.stake), 0)::bigint`.as('stake'),
    sql<bigint>`coalesce(sum(r.win), 0)::bigint`.as('win'),
    sql<bigint>`coalesce(sum(r.refunded), 0)::bigint`.as('refunded'),
  ]);
}

/** One round, only when it is this member's. */
export function memberRoundQuery(db: Executor, memberId: bigint, id: bigint) {
  return db
    .selectFrom('game_rounds')
    .select([
      'id',
      'provider',
      'game_code',
      'vassalage',
      'category',
      'is_demo',
      'status',
      'stake',
      'win',
      'refunded',
      'balance_after',
      'detail',
      'created_at',
      'settled_at',
    ])
    .where('id', '=', id)
    .where('member_id', '=', memberId);
}

/** The providers that run in-house (the studio): their rounds carry provably fair data. */
export async function inHouseProviders(db: Executor): Promise<Set<string>> {
  const rows = await db.selectFrom('game_providers').select('code').where('in_house', '=', true).execute();
  return new Set(rows.map((r) => r.code));
}
