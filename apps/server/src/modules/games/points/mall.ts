import {
  BET_CATEGORIES,
  type BetCategory,
  type Language,
  type PointsHistoryPage,
  type PointsReward,
  type Redemption,
} from '@app/contracts';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { AppError } from '../../../http/errors.ts';
import { checkPaymentPassword, memberMainAccount, promotionsAccount, transfer } from '../../wallet/index.ts';

/** The member and their merchant (whose rewards are on offer). */
export type Shopper = { id: bigint; merchant: string };

/** The ledger key of a redemption: one per member and request, so a retried redemption pays once. */
export const redemptionKey = (memberId: bigint, requestId: string) =>
  `points:redeem:${memberId}:${requestId}`;

const nameIn = (row: { name_vi: string; name_en: string }, language: Language) =>
  language === 'en' ? row.name_en : row.name_vi;

/** The rewards on offer, cheapest first. */
export async function listRewards(db: Db, merchant: string, language: Language): Promise<PointsReward[]> {
  const rows = await db
    .selectFrom('points_rewards')
    .select(['id', 'name_vi', 'name_en', 'points', 'amount'])
    .where('merchant', '=', merchant)
    .where('active', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: String(r.id),
    name: nameIn(r, language),
    points: String(r.points),
    amount: String(r.amount),
  }));
}

async function redemptionById(db: Db, id: bigint, language: Language): Promise<Redemption> {
  const row = await db
    .selectFrom('points_redemptions as d')
    .innerJoin('points_rewards as r', 'r.id', 'd.reward_id')
    .leftJoin('member_points as p', 'p.member_id', 'd.member_id')
    .select(['d.id', 'd.points', 'd.amount', 'd.created_at', 'r.name_vi', 'r.name_en', 'p.balance'])
    .where('d.id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    id: String(row.id),
    reward: nameIn(row, language),
    points: String(row.points),
    amount: String(row.amount),
    balance: String(row.balance ?? 0n),
    redeemedAt: row.created_at.toISOString(),
  };
}

/**
 * Spends points on a reward: the payment password first (its own limits), then, in one transaction, the points
 * taken off the balance (never below 0: `points_insufficient`), the redemption recorded and its cash paid from the
 * promotions account. The same request again answers the first redemption.
 */
export async function redeem(
  db: Db,
  shopper: Shopper,
  body: { rewardId: string; paymentPassword: string; requestId: string },
  language: Language,
): Promise<Redemption> {
  const reward = await db
    .selectFrom('points_rewards')
    .select(['id', 'points', 'amount', 'name_vi', 'name_en'])
    .where('id', '=', BigInt(body.rewardId))
    .where('merchant', '=', shopper.merchant)
    .where('active', '=', true)
    .executeTakeFirst();
  if (!reward) throw new AppError('reward_not_found');
  await checkPaymentPassword(db, shopper.id, body.paymentPassword);
  const promotions = await promotionsAccount(db);
  const wallet = await memberMainAccount(db, shopper.id);
  const id = await inTransaction(db, async (tx) => {
    const earlier = await tx
      .selectFrom('points_redemptions')
      .select('id')
      .where('member_id', '=', shopper.id)
      .where('request_id', '=', body.requestId)
      .executeTakeFirst();
    if (earlier) return earlier.id;
    const spent = await tx
      .updateTable('member_points')
      .set((eb) => ({ balance: eb('balance', '-', reward.points), updated_at: sql`now()` }))
      .where('member_id', '=', shopper.id)
      .where('balance', '>=', reward.points)
      .returning('balance')
      .executeTakeFirst();
    if (!spent) throw new AppError('points_insufficient');
    const posted = await transfer(tx, {
      key: redemptionKey(shopper.id, body.requestId),
      kind: 'bonus',
      moves: [{ from: promotions, to: wallet, amount: reward.amount }],
      metadata: { source: 'points_mall', title: { vi: reward.name_vi, en: reward.name_en } },
    });
    const row = await tx
      .insertInto('points_redemptions')
      .values({
        member_id: shopper.id,
        reward_id: reward.id,
        request_id: body.requestId,
        points: reward.points,
        amount: reward.amount,
        transfer_id: posted.transferId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return redemptionById(db, id, language);
}

/** Points earned by settled rounds and spent on rewards, newest first. */
export async function pointsHistory(
  db: Db,
  memberId: bigint,
  page: { pageNo: number; pageSize: number },
  language: Language,
): Promise<PointsHistoryPage> {
  const earned = db
    .selectFrom('points_entries')
    .select([
      sql<string>`'earned'`.as('kind'),
      'id',
      'points',
      sql<string | null>`category`.as('category'),
      sql<string | null>`NULL`.as('reward'),
      'created_at',
    ])
    .where('member_id', '=', memberId)
    .where('points', '>', 0n);
  // a page needs at most its end's worth of each side, newest first (each side walks its member index): an active
  // player's thousands of entries are never all sorted for one page
  const end = page.pageNo * page.pageSize;
  const spent = db
    .selectFrom('points_redemptions as d')
    .innerJoin('points_rewards as r', 'r.id', 'd.reward_id')
    .select([
      sql<string>`'redeemed'`.as('kind'),
      'd.id',
      sql<bigint>`-d.points`.as('points'),
      sql<string | null>`NULL`.as('category'),
      sql<string | null>`${sql.ref(language === 'en' ? 'r.name_en' : 'r.name_vi')}`.as('reward'),
      'd.created_at',
    ])
    .where('d.member_id', '=', memberId);
  const earnedNewest = db.selectFrom(earned.orderBy('id', 'desc').limit(end).as('e')).selectAll();
  const spentNewest = db.selectFrom(spent.orderBy('d.id', 'desc').limit(end).as('s')).selectAll();
  const [count, rows] = await Promise.all([
    db
      .selectFrom(earned.unionAll(spent).as('h'))
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom(earnedNewest.unionAll(spentNewest).as('h'))
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
  ]);
  const total = Number(count.n);
  return {
    items: rows.map((r) => ({
      id: `${r.kind === 'earned' ? 'e' : 'r'}${r.id}`,
      kind: r.kind as 'earned' | 'redeemed',
      points: String(r.points),
      category:
        r.category !== null && (BET_CATEGORIES as readonly string[]).includes(r.category)
          ? (r.category as BetCategory)
          : null,
      reward: r.reward,
      at: r.created_at.toISOString(),
    })),
    pageNum: page.pageNo,
    totalPages: Math.ceil(total / page.pageSize),
    total,
  };
}
