import { sql } from 'kysely';
import type { Executor } from '../../../db/database.ts';

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
