import { sql } from 'kysely';
import type { Executor } from '../../../db/database.ts';

export type TableRoundRow = {
  id: bigint;
  game_code: string;
  round_no: bigint;
  phase: 'betting' | 'revealing' | 'settled';
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  betting_ends_at: Date;
  outcome: unknown;
  reveal_ends_at: Date | null;
  settled_at: Date | null;
};

export type PlacementRow = {
  id: bigint;
  table_round_id: bigint;
  member_id: bigint;
  provider_round_id: string;
  transaction_id: string;
  bets: { type: string; selection?: number | number[]; stake: string }[];
  stake: bigint;
  status: 'open' | 'undone' | 'settled';
  payout: bigint | null;
};

const roundColumns = [
  'id',
  'game_code',
  'round_no',
  'phase',
  'server_seed',
  'server_seed_hash',
  'client_seed',
  'betting_ends_at',
  'outcome',
  'reveal_ends_at',
  'settled_at',
] as const;

const placementColumns = [
  'id',
  'table_round_id',
  'member_id',
  'provider_round_id',
  'transaction_id',
  'bets',
  'stake',
  'status',
  'payout',
] as const;

export async function databaseNow(db: Executor): Promise<Date> {
  const { rows } = await sql<{ now: Date }>`SELECT clock_timestamp() AS now`.execute(db);
  return (rows[0] as { now: Date }).now;
}

export function latestRound(db: Executor, gameCode: string): Promise<TableRoundRow | undefined> {
  return db
    .selectFrom('table_rounds')
    .select(roundColumns)
    .where('game_code', '=', gameCode)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The table's current round, held (FOR SHARE) so the clock cannot close betting under a bet being placed. */
export function shareLatestRound(db: Executor, gameCode: string): Promise<TableRoundRow | undefined> {
  return db
    .selectFrom('table_rounds')
    .select(roundColumns)
    .where('game_code', '=', gameCode)
    .orderBy('id', 'desc')
    .limit(1)
    .forShare()
    .executeTakeFirst();
}

export function roundById(db: Executor, id: bigint): Promise<TableRoundRow | undefined> {
  return db.selectFrom('table_rounds').select(roundColumns).where('id', '=', id).executeTakeFirst();
}

export function settledRounds(db: Executor, gameCode: string, limit: number): Promise<TableRoundRow[]> {
  return db
    .selectFrom('table_rounds')
    .select(roundColumns)
    .where('game_code', '=', gameCode)
    .where('phase', '=', 'settled')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Rounds of the table not yet paid (a driver that died leaves them for the next). */
export function unsettledRounds(db: Executor, gameCode: string): Promise<TableRoundRow[]> {
  return db
    .selectFrom('table_rounds')
    .select(roundColumns)
    .where('game_code', '=', gameCode)
    .where('phase', '<>', 'settled')
    .orderBy('id')
    .execute();
}

export function insertRound(
  db: Executor,
  round: Pick<
    TableRoundRow,
    'game_code' | 'round_no' | 'server_seed' | 'server_seed_hash' | 'client_seed' | 'betting_ends_at'
  >,
): Promise<TableRoundRow | undefined> {
  return db
    .insertInto('table_rounds')
    .values(round)
    .onConflict((c) => c.columns(['game_code', 'round_no']).doNothing())
    .returning(roundColumns)
    .executeTakeFirst();
}

/** Betting ends (after the bets being placed now commit: they hold the round FOR SHARE) with the drawn outcome. */
export async function closeBetting(
  db: Executor,
  id: bigint,
  outcome: unknown,
  revealEndsAt: Date,
): Promise<TableRoundRow | undefined> {
  return db
    .updateTable('table_rounds')
    .set({ phase: 'revealing', outcome: JSON.stringify(outcome), reveal_ends_at: revealEndsAt })
    .where('id', '=', id)
    .where('phase', '=', 'betting')
    .returning(roundColumns)
    .executeTakeFirst();
}

export async function markSettled(db: Executor, id: bigint): Promise<TableRoundRow | undefined> {
  return db
    .updateTable('table_rounds')
    .set({ phase: 'settled', settled_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('phase', '=', 'revealing')
    .returning(roundColumns)
    .executeTakeFirst();
}

export function placementByRequest(db: Executor, memberId: bigint, requestId: string) {
  return db
    .selectFrom('table_placements')
    .select(placementColumns)
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst() as Promise<PlacementRow | undefined>;
}

export function memberPlacements(db: Executor, tableRoundId: bigint, memberId: bigint) {
  return db
    .selectFrom('table_placements')
    .select(placementColumns)
    .where('table_round_id', '=', tableRoundId)
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute() as Promise<PlacementRow[]>;
}

/** The member's placement, locked (an undo and the round's settlement take turns on it). */
export function lockPlacement(db: Executor, id: bigint, memberId: bigint) {
  return db
    .selectFrom('table_placements')
    .select(placementColumns)
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .forUpdate()
    .executeTakeFirst() as Promise<PlacementRow | undefined>;
}

/** The round's open placements, locked, by member (each member is paid once, for all of theirs). */
export function lockOpenPlacements(db: Executor, tableRoundId: bigint) {
  return db
    .selectFrom('table_placements')
    .select(placementColumns)
    .where('table_round_id', '=', tableRoundId)
    .where('status', '=', 'open')
    .orderBy('member_id')
    .orderBy('id')
    .forUpdate()
    .execute() as Promise<PlacementRow[]>;
}

export function insertPlacement(
  db: Executor,
  placement: Omit<PlacementRow, 'id' | 'status' | 'payout' | 'bets'> & {
    request_id: string;
    bets: PlacementRow['bets'];
  },
) {
  return db
    .insertInto('table_placements')
    .values({ ...placement, bets: JSON.stringify(placement.bets) })
    .returning(placementColumns)
    .executeTakeFirstOrThrow() as Promise<PlacementRow>;
}

export async function markPlacement(
  db: Executor,
  id: bigint,
  status: 'undone' | 'settled',
  payout: bigint | null,
): Promise<void> {
  await db.updateTable('table_placements').set({ status, payout }).where('id', '=', id).execute();
}

/** The last settled round the member bet in, with their stake and payout (the result the screen shows). */
export async function lastResult(db: Executor, gameCode: string, memberId: bigint) {
  return db
    .selectFrom('table_placements as p')
    .innerJoin('table_rounds as r', 'r.id', 'p.table_round_id')
    .innerJoin('game_rounds as g', (join) =>
      join.onRef('g.provider_round_id', '=', 'p.provider_round_id').on('g.provider', '=', 'studio'),
    )
    .select((eb) => [
      'r.id as table_round_id',
      'g.id as round_id',
      eb.fn.sum<string>('p.stake').as('stake'),
      eb.fn.sum<string>('p.payout').as('payout'),
    ])
    .where('r.game_code', '=', gameCode)
    .where('p.member_id', '=', memberId)
    .where('p.status', '=', 'settled')
    .groupBy(['r.id', 'g.id'])
    .orderBy('r.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Marks tables as watched now (by this process's sockets). */
export async function markWatched(db: Executor, gameCodes: string[]): Promise<void> {
  if (gameCodes.length === 0) return;
  await db
    .insertInto('table_watch')
    .values(gameCodes.map((game_code) => ({ game_code, seen_at: sql<Date>`now()` as never })))
    .onConflict((c) => c.column('game_code').doUpdateSet({ seen_at: sql<Date>`now()` as never }))
    .execute();
}

/** Tables watched since `since`. */
export async function watchedSince(db: Executor, since: Date): Promise<Set<string>> {
  const rows = await db.selectFrom('table_watch').select('game_code').where('seen_at', '>', since).execute();
  return new Set(rows.map((row) => row.game_code));
}

/** This process's sockets per table, written for the audience count (a table it no longer serves writes 0). */
export async function markAudience(
  db: Executor,
  processId: string,
  counts: [string, number][],
): Promise<void> {
  if (counts.length === 0) return;
  await db
    .insertInto('table_audience')
    .values(
      counts.map(([game_code, watchers]) => ({
        game_code,
        process_id: processId,
        watchers,
        seen_at: sql<Date>`now()` as never,
      })),
    )
    .onConflict((c) =>
      c.columns(['game_code', 'process_id']).doUpdateSet((eb) => ({
        watchers: eb.ref('excluded.watchers'),
        seen_at: sql<Date>`now()` as never,
      })),
    )
    .execute();
}

/** Players online at a table: the sockets of every process heard from in the last 15 seconds. */
export async function audienceOf(db: Executor, gameCode: string): Promise<number> {
  const row = await db
    .selectFrom('table_audience')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('watchers'), sql<number>`0`).as('online'))
    .where('game_code', '=', gameCode)
    .where('seen_at', '>', sql<Date>`now() - interval '15 seconds'`)
    .executeTakeFirst();
  return Number(row?.online ?? 0);
}
