import { sql } from 'kysely';
import type { Executor } from '../../../db/database.ts';

export type SeedRow = {
  id: bigint;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: bigint;
};

/** An active pair with its next server seed: null on a pair from before migration 0042 until it is drawn. */
export type PairRow = SeedRow & { next_server_seed: string | null; next_server_seed_hash: string | null };

const columns = [
  'id',
  'server_seed',
  'server_seed_hash',
  'client_seed',
  'nonce',
  'next_server_seed',
  'next_server_seed_hash',
] as const;

export type NewPair = {
  memberId: bigint;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextServerSeed: string;
  nextServerSeedHash: string;
};

function activeQuery(db: Executor, memberId: bigint) {
  return db
    .selectFrom('fair_seeds')
    .select(columns)
    .where('member_id', '=', memberId)
    .where('active', '=', true);
}

export function activeSeed(db: Executor, memberId: bigint): Promise<PairRow | undefined> {
  return activeQuery(db, memberId).executeTakeFirst();
}

/**
 * The member's active pair, locked until the transaction ends: the lock `takeNonce` takes, so a rotation waits for
 * a round being played on the pair and a round waits for a rotation. Undefined when there is none, or when the pair
 * it waited for ended meanwhile (read again: the statement after sees the pair that replaced it).
 */
export function lockActiveSeed(db: Executor, memberId: bigint): Promise<PairRow | undefined> {
  return activeQuery(db, memberId).forUpdate().executeTakeFirst();
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

/**
 * Takes the next nonce of each member's active pair at once (members in id order, so two such statements lock
 * them in one order), locking the pairs until the transaction ends. Members without an active pair are missing.
 */
export async function takeNonces(db: Executor, memberIds: readonly bigint[]): Promise<Map<bigint, SeedRow>> {
  const { rows } = await sql<SeedRow & { member_id: bigint }>`
    WITH locked AS (
      SELECT id FROM fair_seeds WHERE member_id = ANY(${[...memberIds].sort((a, b) => (a < b ? -1 : 1))}::bigint[])
        AND active ORDER BY member_id FOR UPDATE)
    UPDATE fair_seeds f SET nonce = f.nonce + 1 FROM locked WHERE f.id = locked.id
    RETURNING f.member_id, f.id, f.server_seed, f.server_seed_hash, f.client_seed, f.nonce - 1 AS nonce`.execute(
    db,
  );
  return new Map(rows.map(({ member_id, ...seed }) => [BigInt(member_id), seed]));
}

/** Gives nonces taken by `takeNonces` in this transaction back: their rounds were not played. */
export async function giveBackNonces(db: Executor, seedIds: readonly bigint[]): Promise<void> {
  if (seedIds.length === 0) return;
  await sql`UPDATE fair_seeds SET nonce = nonce - 1 WHERE id = ANY(${seedIds}::bigint[])`.execute(db);
}

/** The member's first pair, unless one exists (then nothing is inserted). */
export async function insertFirstSeed(db: Executor, seed: NewPair): Promise<void> {
  await sql`
    INSERT INTO fair_seeds (member_id, server_seed, server_seed_hash, client_seed, next_server_seed,
                            next_server_seed_hash)
    VALUES (${seed.memberId}, ${seed.serverSeed}, ${seed.serverSeedHash}, ${seed.clientSeed},
            ${seed.nextServerSeed}, ${seed.nextServerSeedHash})
    ON CONFLICT (member_id) WHERE active DO NOTHING`.execute(db);
}

/** The pair that follows one just retired in this transaction (a second active pair fails on its unique index). */
export function insertNextSeed(db: Executor, seed: NewPair): Promise<PairRow> {
  return db
    .insertInto('fair_seeds')
    .values({
      member_id: seed.memberId,
      server_seed: seed.serverSeed,
      server_seed_hash: seed.serverSeedHash,
      client_seed: seed.clientSeed,
      next_server_seed: seed.nextServerSeed,
      next_server_seed_hash: seed.nextServerSeedHash,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

/**
 * Draws the next server seed of an active pair that has none yet (a pair from before 0042). Only the first drawing
 * counts: a pair whose next seed is already set, or that has ended, is left as it is (undefined: read it again).
 */
export function commitNextSeed(
  db: Executor,
  id: bigint,
  next: { seed: string; hash: string },
): Promise<PairRow | undefined> {
  return db
    .updateTable('fair_seeds')
    .set({ next_server_seed: next.seed, next_server_seed_hash: next.hash })
    .where('id', '=', id)
    .where('active', '=', true)
    .where('next_server_seed', 'is', null)
    .returning(columns)
    .executeTakeFirst();
}

/**
 * Ends an active pair and reveals its server seed. Its next seed is forgotten here (it goes on as the successor's
 * server seed, secret until that pair ends); its hash stays, the commitment the pair showed.
 */
export async function retireSeed(db: Executor, id: bigint): Promise<boolean> {
  const result = await db
    .updateTable('fair_seeds')
    .set({ active: false, revealed_at: sql<Date>`now()`, next_server_seed: null })
    .where('id', '=', id)
    .where('active', '=', true)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export function seedById(db: Executor, id: bigint) {
  return db
    .selectFrom('fair_seeds')
    .select(['id', 'member_id', 'server_seed', 'server_seed_hash', 'client_seed', 'active'])
    .where('id', '=', id)
    .executeTakeFirst();
}
