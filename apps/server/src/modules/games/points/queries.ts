import { sql, type Transaction } from 'kysely';
import type { Executor } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import type { VendorCategory } from '../tables.ts';

type Tx = Transaction<Database>;

export type TurnoverTotals = { wagered: bigint; points: bigint; carry: bigint };

/**
 * The member's running totals in a category, created at zero the first time, and locked until the transaction
 * ends (two rounds of one member and category settling at once take turns here). A plain row lock when the row
 * exists (the usual case: nothing written here); its first round inserts it, a concurrent first round waiting.
 */
export async function lockTurnover(
  tx: Tx,
  memberId: bigint,
  category: VendorCategory,
): Promise<TurnoverTotals> {
  const locked = () =>
    tx
      .selectFrom('member_turnover')
      .select(['wagered', 'points', 'points_carry'])
      .where('member_id', '=', memberId)
      .where('category', '=', category)
      .forUpdate()
      .executeTakeFirst();
  let row = await locked();
  if (!row) {
    await tx
      .insertInto('member_turnover')
      .values({ member_id: memberId, category })
      .onConflict((oc) => oc.columns(['member_id', 'category']).doNothing())
      .execute();
    row = await locked();
  }
  if (!row) throw new Error('points: the turnover row vanished');
  return { wagered: row.wagered, points: row.points, carry: row.points_carry };
}

export type NewEntry = {
  memberId: bigint;
  category: VendorCategory;
  roundId: bigint;
  wagered: bigint;
  factor: number;
  points: bigint;
  /** The category's carry after this entry. */
  carry: bigint;
};

/**
 * Appends the round's entry and, only when it is new, adds it to the category's totals and the member's balance,
 * in one statement. False when the round already has an entry (nothing changes).
 */
export async function recordEntry(tx: Tx, e: NewEntry): Promise<boolean> {
  const { rows } = await sql<{ recorded: number }>`
    WITH entry AS (
      INSERT INTO points_entries (member_id, category, round_id, wagered, factor, points)
      VALUES (${e.memberId}, ${e.category}, ${e.roundId}, ${e.wagered}, ${e.factor}, ${e.points})
      ON CONFLICT (round_id) DO NOTHING
      RETURNING member_id, category, wagered, points
    ), totals AS (
      UPDATE member_turnover t
      SET wagered = t.wagered + entry.wagered, points = t.points + entry.points,
          points_carry = ${e.carry}, updated_at = now()
      FROM entry
      WHERE t.member_id = entry.member_id AND t.category = entry.category
    ), balance AS (
      INSERT INTO member_points (member_id, balance)
      SELECT member_id, points FROM entry
      ON CONFLICT (member_id) DO UPDATE
      SET balance = member_points.balance + excluded.balance, updated_at = now()
    )
    SELECT count(*)::int AS recorded FROM entry`.execute(tx);
  return (rows[0]?.recorded ?? 0) > 0;
}

/** Everything the member has wagered in settled real-money rounds, every category together (minor units). */
export async function wageredTotal(db: Executor, memberId: bigint): Promise<bigint> {
  const row = await db
    .selectFrom('member_turnover')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<bigint>('wagered'), sql<bigint>`0`).as('wagered'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return BigInt(row.wagered);
}

export async function turnoverByCategory(db: Executor, memberId: bigint) {
  return db
    .selectFrom('member_turnover')
    .select(['category', 'wagered', 'points'])
    .where('member_id', '=', memberId)
    .execute();
}

export async function pointsBalance(db: Executor, memberId: bigint): Promise<bigint> {
  const row = await db
    .selectFrom('member_points')
    .select('balance')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.balance ?? 0n;
}
