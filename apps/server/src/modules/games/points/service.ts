import { BET_CATEGORIES, type PointsSummary } from '@app/contracts';
import type { Transaction } from 'kysely';
import type { Db, Executor } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import type { VendorCategory } from '../tables.ts';
import { accrue, factorOf } from './maths.ts';
import * as q from './queries.ts';

/** A round the seamless wallet has just settled, as its row stands after the closing credit. */
export type SettledRound = {
  id: bigint;
  memberId: bigint;
  category: VendorCategory;
  isDemo: boolean;
  /** Every debit of the round. */
  stake: bigint;
  /** Debits rolled back. */
  refunded: bigint;
};

/**
 * Counts a settled round toward the member's valid turnover and points: the stake really bet (debits less the
 * ones rolled back) in the game's category, at the category's factor (none for the lotteries: turnover only).
 * Demo rounds and rounds with nothing left bet count nothing; a round counts once (its entry is unique). Runs in
 * the transaction of the closing credit, so the round, the money and the points commit together.
 */
export async function countSettledRound(tx: Transaction<Database>, round: SettledRound): Promise<void> {
  if (!tx.isTransaction)
    throw new Error('points: countSettledRound must run inside the settling transaction');
  if (round.isDemo) return;
  const wagered = round.stake - round.refunded;
  if (wagered <= 0n) return;
  const factor = factorOf(round.category);
  const totals = await q.lockTurnover(tx, round.memberId, round.category);
  const earned = accrue(totals.carry, wagered, factor);
  await q.recordEntry(tx, {
    memberId: round.memberId,
    category: round.category,
    roundId: round.id,
    wagered,
    factor,
    points: earned.points,
    carry: earned.carry,
  });
}

/** The member's valid turnover over every category (minor units): what the withdrawal turnover check reads. */
export function wageredTotal(db: Executor, memberId: bigint): Promise<bigint> {
  return q.wageredTotal(db, memberId);
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
