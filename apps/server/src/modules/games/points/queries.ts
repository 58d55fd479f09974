import { sql, type Transaction } from 'kysely';
import { type Executor, preparedQuery } from '../../../db/database.ts';
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
  const locked = async () => {
    const { rows } = await tx.executeQuery<{ wagered: bigint; points: bigint; points_carry: bigint }>(
      preparedQuery('points_lock_turnover', LOCK_TURNOVER, [String(memberId), category]),
    );
    return rows[0];
  };
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

// Both statements run on every settled round: prepared (see preparedQuery), their text constant.
const LOCK_TURNOVER = `
  SELECT wagered, points, points_carry FROM member_turnover
  WHERE member_id = $1 AND category = $2
  FOR UPDATE`;

// $1 member, $2 category, $3 round, $4 wagered, $5 factor, $6 points, $7 the category's carry after it.
const RECORD_ENTRY = `
  WITH entry AS (
    INSERT INTO points_entries (member_id, category, round_id, wagered, factor, points)
    VALUES ($1, $2, $3, $4::bigint, $5, $6::bigint)
    ON CONFLICT (round_id) DO NOTHING
    RETURNING member_id, category, wagered, points
  ), totals AS (
    UPDATE member_turnover t
    SET wagered = t.wagered + entry.wagered, points = t.points + entry.points,
        points_carry = $7::bigint, updated_at = now()
    FROM entry
    WHERE t.member_id = entry.member_id AND t.category = entry.category
  ), balance AS (
    INSERT INTO member_points (member_id, balance)
    SELECT member_id, points FROM entry
    ON CONFLICT (member_id) DO UPDATE
    SET balance = member_points.balance + excluded.balance, updated_at = now()
  )
  SELECT count(*)::int AS recorded FROM entry`;

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
  const { rows } = await tx.executeQuery<{ recorded: number }>(
    preparedQuery('points_record_entry', RECORD_ENTRY, [
      String(e.memberId),
      e.category,
      String(e.roundId),
      String(e.wagered),
      e.factor,
      String(e.points),
      String(e.carry),
    ]),
  );
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
