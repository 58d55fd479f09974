import { sql } from 'kysely';
import type { Executor } from '../../../db/database.ts';

export type SeedRow = {
  id: bigint;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: bigint;
};

const columns = ['id', 'server_seed', 'server_seed_hash', 'client_seed', 'nonce'] as const;

export function activeSeed(db: Executor, memberId: bigint): Promise<SeedRow | undefined> {
  return db
    .selectFrom('fair_seeds')
    .select(columns)
    .where('member_id', '=', memberId)
    .where('active', '=', true)
    .executeTakeFirst();
}

/** Takes the next nonce of the member's active pair, locking it until the transaction ends. */
export async function takeNonce(db: Executor, memberId: bigint): Promise<SeedRow | undefined> {
  const row = await db
    .updateTable('fair_seeds')
    .set({ nonce: sql`nonce + 1` })
    .where('member_id', '=', memberId)
    .where('active', '=', true)
    .returning(['id', 'server_seed', 'server_seed_hash', 'client_seed', sql<bigint>`nonce - 1`.as('nonce')])
    .executeTakeFirst();
  return row;
}

/** A new active pair, unless one exists (then nothing is inserted). */
export async function insertSeed(
  db: Executor,
  seed: { memberId: bigint; serverSeed: string; serverSeedHash: string; clientSeed: string },
): Promise<void> {
  await sql`
    INSERT INTO fair_seeds (member_id, server_seed, server_seed_hash, client_seed)
    VALUES (${seed.memberId}, ${seed.serverSeed}, ${seed.serverSeedHash}, ${seed.clientSeed})
    ON CONFLICT (member_id) WHERE active DO NOTHING`.execute(db);
}

/** Ends the active pair and reveals its server seed; answers it (locked), or undefined when there was none. */
export function retireSeed(db: Executor, memberId: bigint): Promise<SeedRow | undefined> {
  return db
    .updateTable('fair_seeds')
    .set({ active: false, revealed_at: sql<Date>`now()` })
    .where('member_id', '=', memberId)
    .where('active', '=', true)
    .returning(columns)
    .executeTakeFirst();
}

export function seedById(db: Executor, id: bigint) {
  return db
    .selectFrom('fair_seeds')
    .select(['id', 'member_id', 'server_seed', 'server_seed_hash', 'client_seed', 'active'])
    .where('id', '=', id)
    .executeTakeFirst();
}
