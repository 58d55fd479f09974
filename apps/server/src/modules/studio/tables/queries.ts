import { sql } from 'kysely';
import type { Executor } from '../../../db/database.ts';

export type TableRoundRow = {
  id: bigint;
  game_code: string;
  round_no: bigint;
  phase: 'betting' | 'deciding' | 'revealing' | 'settled';
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  betting_ends_at: Date;
  outcome: unknown;
  decide_ends_at: Date | null;
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
  'decide_ends_at',
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

export { databaseNow } from '../queries.ts';

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

/**
 * Betting ends (after the bets being placed now commit: they hold the round FOR SHARE) with the drawn outcome:
 * revealed until `ends`, or (decision tables) players decide until `ends`.
 */
export async function closeBetting(
  db: Executor,
  id: bigint,
  outcome: unknown,
  next: 'revealing' | 'deciding',
  ends: Date,
): Promise<TableRoundRow | undefined> {
  return db
    .updateTable('table_rounds')
    .set({
      phase: next,
      outcome: JSON.stringify(outcome),
      ...(next === 'revealing' ? { reveal_ends_at: ends } : { decide_ends_at: ends }),
    })
    .where('id', '=', id)
    .where('phase', '=', 'betting')
    .returning(roundColumns)
    .executeTakeFirst();
}

/** The decision time is over (after the moves being made now commit: they hold the round FOR SHARE). */
export async function endDecisions(db: Executor, id: bigint, revealEndsAt: Date) {
  return db
    .updateTable('table_rounds')
    .set({ phase: 'revealing', reveal_ends_at: revealEndsAt })
    .where('id', '=', id)
    .where('phase', '=', 'deciding')
    .returning(roundColumns)
    .executeTakeFirst() as Promise<TableRoundRow | undefined>;
}

/** Does anyone have a bet in the round (a decision table deals to nobody without one)? */
export async function hasOpenPlacements(db: Executor, tableRoundId: bigint): Promise<boolean> {
  const row = await db
    .selectFrom('table_placements')
    .select('id')
    .where('table_round_id', '=', tableRoundId)
    .where('status', '=', 'open')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export type MoveRow = {
  id: bigint;
  member_id: bigint;
  move: string;
  extra: bigint;
};

/** A member's moves in the round, in the order made. */
export function memberMoves(db: Executor, tableRoundId: bigint, memberId: bigint) {
  return db
    .selectFrom('table_moves')
    .select(['id', 'member_id', 'move', 'extra'])
    .where('table_round_id', '=', tableRoundId)
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute() as Promise<MoveRow[]>;
}

/** Every member's moves in the round, in the order made. */
export async function roundMoves(db: Executor, tableRoundId: bigint): Promise<Map<bigint, string[]>> {
  const rows = (await db
    .selectFrom('table_moves')
    .select(['id', 'member_id', 'move', 'extra'])
    .where('table_round_id', '=', tableRoundId)
    .orderBy('id')
    .execute()) as MoveRow[];
  const moves = new Map<bigint, string[]>();
  for (const row of rows) moves.set(row.member_id, [...(moves.get(row.member_id) ?? []), row.move]);
  return moves;
}

export function moveByRequest(db: Executor, memberId: bigint, requestId: string) {
  return db
    .selectFrom('table_moves')
    .select(['id', 'member_id', 'move', 'extra', 'table_round_id'])
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst() as Promise<(MoveRow & { table_round_id: bigint }) | undefined>;
}

export async function insertMove(
  db: Executor,
  move: {
    table_round_id: bigint;
    member_id: bigint;
    request_id: string;
    move: string;
    extra: bigint;
    transaction_id: string | null;
  },
): Promise<void> {
  await db.insertInto('table_moves').values(move).execute();
}

/** The member's open placements in the round, locked: their moves take turns (and wait for an undo). */
export function lockMemberPlacements(db: Executor, tableRoundId: bigint, memberId: bigint) {
  return db
    .selectFrom('table_placements')
    .select(placementColumns)
    .where('table_round_id', '=', tableRoundId)
    .where('member_id', '=', memberId)
    .where('status', '=', 'open')
    .orderBy('id')
    .forUpdate()
    .execute() as Promise<PlacementRow[]>;
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

/**
 * The last settled round the member bet in, with their stake (a decision table's moves included: a play bet, a
 * call, a double, a split) and payout (the result the screen shows).
 */
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
      sql<string>`sum(p.stake) + coalesce((SELECT sum(m.extra) FROM table_moves m
        WHERE m.table_round_id = r.id AND m.member_id = ${memberId}), 0)`.as('stake'),
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
