import {
  BET_CATEGORIES,
  type BetCategory,
  type RebateClaim,
  type RebateClaimPage,
  type RebateSummary,
} from '@app/contracts';
import type { Transaction } from 'kysely';
import type { Db, Executor } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { AppError } from '../../../http/errors.ts';
import { turnoverByCategory } from '../../games/index.ts';
import { memberMainAccount, promotionsAccount, transfer } from '../../wallet/index.ts';
import { type RebateLineValue, rebateLines, totalOf } from './maths.ts';

/** Whose cashback: the member and their merchant (whose rates apply). */
export type Claimant = { id: bigint; merchant: string };

/** The ledger key of a claim: one per member and request, so a retried claim pays once. */
export const rebateKey = (memberId: bigint, requestId: string) => `rebate:${memberId}:${requestId}`;

const isBetCategory = (value: string): value is BetCategory =>
  (BET_CATEGORIES as readonly string[]).includes(value);

async function owed(db: Executor, claimant: Claimant): Promise<RebateLineValue[]> {
  const [turnover, progress, rates] = await Promise.all([
    turnoverByCategory(db, claimant.id),
    db
      .selectFrom('member_rebate_progress')
      .select(['category', 'rebated_wagered'])
      .where('member_id', '=', claimant.id)
      .execute(),
    db
      .selectFrom('rebate_rates')
      .select(['category', 'rate_bp'])
      .where('merchant', '=', claimant.merchant)
      .execute(),
  ]);
  const rebated = new Map(progress.map((p) => [p.category, p.rebated_wagered]));
  const rateOf = new Map(rates.map((r) => [r.category, r.rate_bp]));
  return rebateLines(
    [...turnover]
      .filter(([category]) => isBetCategory(category))
      .map(([category, wagered]) => ({
        category: category as BetCategory,
        wagered,
        rebated: rebated.get(category) ?? 0n,
        rateBp: rateOf.get(category) ?? 0,
      })),
  );
}

async function minClaim(db: Executor, merchant: string): Promise<bigint> {
  const row = await db
    .selectFrom('promotion_settings')
    .select('rebate_min_claim')
    .where('merchant', '=', merchant)
    .executeTakeFirst();
  return row?.rebate_min_claim ?? 10_000n;
}

const lineJson = (line: {
  category: string;
  wagered: bigint;
  rate_bp?: number;
  rateBp?: number;
  amount: bigint;
}) => ({
  category: line.category as BetCategory,
  wagered: String(line.wagered),
  rateBp: line.rateBp ?? line.rate_bp ?? 0,
  amount: String(line.amount),
});

/** What a claim would pay now, per category, with the least a claim may pay and when the last one was. */
export async function rebateSummary(db: Db, claimant: Claimant): Promise<RebateSummary> {
  const [lines, least, last] = await Promise.all([
    owed(db, claimant),
    minClaim(db, claimant.merchant),
    db
      .selectFrom('member_rebates')
      .select('last_claim_at')
      .where('member_id', '=', claimant.id)
      .executeTakeFirst(),
  ]);
  return {
    lines: lines.map(lineJson),
    total: String(totalOf(lines)),
    minClaim: String(least),
    lastClaimAt: last?.last_claim_at?.toISOString() ?? null,
  };
}

/** Claims with their lines, in the order of `claimIds`: two reads however many there are. */
async function claimsByIds(db: Executor, claimIds: readonly bigint[]): Promise<RebateClaim[]> {
  if (claimIds.length === 0) return [];
  const [claims, lines] = await Promise.all([
    db
      .selectFrom('rebate_claims')
      .select(['id', 'amount', 'created_at'])
      .where('id', 'in', claimIds)
      .execute(),
    db
      .selectFrom('rebate_claim_lines')
      .select(['claim_id', 'category', 'wagered', 'rate_bp', 'amount'])
      .where('claim_id', 'in', claimIds)
      .execute(),
  ]);
  const byId = new Map(claims.map((claim) => [claim.id, claim]));
  return claimIds.map((id) => {
    const claim = byId.get(id);
    if (!claim) throw new Error(`rebate: claim ${id} not found`);
    return {
      id: String(claim.id),
      claimedAt: claim.created_at.toISOString(),
      amount: String(claim.amount),
      lines: lines
        .filter((line) => line.claim_id === id)
        .map(lineJson)
        .sort((a, b) => BET_CATEGORIES.indexOf(a.category) - BET_CATEGORIES.indexOf(b.category)),
    };
  });
}

/**
 * Pays the cashback owed now into the member's main wallet, from the promotions account, and marks the turnover
 * it paid on. Claims of one member are taken one at a time; the same request again answers the first claim;
 * less than the least claim is refused (`rebate_too_small`) and changes nothing.
 */
export async function claimRebate(db: Db, claimant: Claimant, requestId: string): Promise<RebateClaim> {
  const promotions = await promotionsAccount(db);
  const wallet = await memberMainAccount(db, claimant.id);
  const claimId = await inTransaction(db, async (tx) => {
    await lockClaimant(tx, claimant.id);
    const earlier = await tx
      .selectFrom('rebate_claims')
      .select('id')
      .where('member_id', '=', claimant.id)
      .where('request_id', '=', requestId)
      .executeTakeFirst();
    if (earlier) return earlier.id;
    const lines = await owed(tx, claimant);
    const amount = totalOf(lines);
    const least = await minClaim(tx, claimant.merchant);
    if (amount < least) throw new AppError('rebate_too_small', undefined, { minClaim: String(least) });
    const posted = await transfer(tx, {
      key: rebateKey(claimant.id, requestId),
      kind: 'rebate',
      moves: [{ from: promotions, to: wallet, amount }],
      metadata: { source: 'manual_rebate', title: { vi: 'Hoàn trả', en: 'Cashback' } },
    });
    const claim = await tx
      .insertInto('rebate_claims')
      .values({ member_id: claimant.id, request_id: requestId, amount, transfer_id: posted.transferId })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('rebate_claim_lines')
      .values(
        lines.map((l) => ({
          claim_id: claim.id,
          category: l.category,
          wagered: l.wagered,
          rate_bp: l.rateBp,
          amount: l.amount,
        })),
      )
      .execute();
    for (const line of lines) {
      await tx
        .insertInto('member_rebate_progress')
        .values({ member_id: claimant.id, category: line.category, rebated_wagered: line.wagered })
        .onConflict((oc) =>
          oc.columns(['member_id', 'category']).doUpdateSet((eb) => ({
            rebated_wagered: eb('member_rebate_progress.rebated_wagered', '+', line.wagered),
          })),
        )
        .execute();
    }
    await tx
      .updateTable('member_rebates')
      .set({ last_claim_at: claim.created_at })
      .where('member_id', '=', claimant.id)
      .execute();
    return claim.id;
  });
  const [claim] = await claimsByIds(db, [claimId]);
  if (!claim) throw new Error(`rebate: claim ${claimId} not found`);
  return claim;
}

/** One claim of a member at a time: the later waits for the earlier's commit, then sees what it paid on. */
async function lockClaimant(tx: Transaction<Database>, memberId: bigint): Promise<void> {
  await tx
    .insertInto('member_rebates')
    .values({ member_id: memberId, last_claim_at: null })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();
  await tx
    .selectFrom('member_rebates')
    .select('member_id')
    .where('member_id', '=', memberId)
    .forUpdate()
    .execute();
}

/** The member's claims, newest first, each with what it paid per category. */
export async function listRebateClaims(
  db: Db,
  memberId: bigint,
  page: { pageNo: number; pageSize: number },
): Promise<RebateClaimPage> {
  const [count, rows] = await Promise.all([
    db
      .selectFrom('rebate_claims')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('rebate_claims')
      .select('id')
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
  ]);
  const total = Number(count.n);
  return {
    items: await claimsByIds(
      db,
      rows.map((r) => r.id),
    ),
    pageNum: page.pageNo,
    totalPages: Math.ceil(total / page.pageSize),
    total,
  };
}

/** The merchant's cashback rates per category (basis points), in the categories' order; a category unset is 0. */
export async function rebateRates(
  db: Db,
  merchant: string,
): Promise<{ category: BetCategory; rateBp: number }[]> {
  const rows = await db
    .selectFrom('rebate_rates')
    .select(['category', 'rate_bp'])
    .where('merchant', '=', merchant)
    .execute();
  const rateOf = new Map(rows.map((r) => [r.category, r.rate_bp]));
  return BET_CATEGORIES.map((category) => ({ category, rateBp: rateOf.get(category) ?? 0 }));
}

/** Sets a category's cashback rate (0–300 basis points): claims from now on pay it. */
export async function setRebateRate(
  db: Db,
  merchant: string,
  category: BetCategory,
  rateBp: number,
): Promise<void> {
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > 300)
    throw new RangeError('rebate rate: 0 to 300 bp');
  await db
    .insertInto('rebate_rates')
    .values({ merchant, category, rate_bp: rateBp })
    .onConflict((oc) => oc.columns(['merchant', 'category']).doUpdateSet({ rate_bp: rateBp }))
    .execute();
}
