import { BET_CATEGORIES, type PointsSummary } from '@app/contracts';
import type { Db, Executor } from '../../../db/database.ts';
import type { VendorCategory } from '../tables.ts';
import * as q from './queries.ts';

/** The member's valid turnover over every category (minor units): what the withdrawal turnover check reads. */
export function wageredTotal(db: Executor, memberId: bigint): Promise<bigint> {
  return q.wageredTotal(db, memberId);
}

/** The member's valid turnover per category (minor units), as the settling credit keeps it: what cashback reads. */
export async function turnoverByCategory(db: Executor, memberId: bigint): Promise<Map<string, bigint>> {
  const rows = await q.turnoverByCategory(db, memberId);
  return new Map(rows.map((r) => [r.category, r.wagered]));
}

/** The member's points balance and, per category played for real money, turnover and points. */
export async function pointsSummary(db: Db, memberId: bigint): Promise<PointsSummary> {
  const [balance, rows] = await Promise.all([
    q.pointsBalance(db, memberId),
    q.turnoverByCategory(db, memberId),
  ]);
  const order = (category: string) => BET_CATEGORIES.indexOf(category as VendorCategory);
  return {
    balance: String(balance),
    byCategory: rows
      .sort((a, b) => order(a.category) - order(b.category))
      .map((r) => ({ category: r.category, wagered: String(r.wagered), points: String(r.points) })),
  };
}
