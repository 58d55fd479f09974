import { sql } from 'kysely';
import type { Executor } from '../../../db/database.ts';
import type { DealtSeat, PvpHandResult, PvpRoomName } from './tables.ts';

export type PvpTableRow = {
  id: bigint;
  game_code: string;
  room: PvpRoomName;
  stake: bigint;
  seats: number;
  hands_dealt: bigint;
  next_hand_at: Date | null;
};

export type PvpSeatRow = {
  table_id: bigint;
  seat: number;
  member_id: bigint | null;
  nickname: string;
  bot: boolean;
  hold_round_id: string | null;
  hold_transaction_id: string | null;
  hold: bigint | null;
  auto: boolean;
  leaving: boolean;
  joined_at: Date;
};

export type PvpHandRow = {
  id: bigint;
  table_id: bigint;
  hand_no: bigint;
  game: string;
  leader: number | null;
  seats: DealtSeat[];
  state: unknown;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  phase: 'playing' | 'settled';
  turn_ends_at: Date | null;
  result: PvpHandResult | null;
  started_at: Date;
  settled_at: Date | null;
};

const tableColumns = ['id', 'game_code', 'room', 'stake', 'seats', 'hands_dealt', 'next_hand_at'] as const;
const seatColumns = [
  'table_id',
  'seat',
  'member_id',
  'nickname',
  'bot',
  'hold_round_id',
  'hold_transaction_id',
  'hold',
  'auto',
  'leaving',
  'joined_at',
] as const;
const handColumns = [
  'id',
  'table_id',
  'hand_no',
  'game',
  'leader',
  'seats',
  'state',
  'server_seed',
  'server_seed_hash',
  'client_seed',
  'phase',
  'turn_ends_at',
  'result',
  'started_at',
  'settled_at',
] as const;

export { databaseNow } from '../queries.ts';

export function findTable(db: Executor, id: bigint): Promise<PvpTableRow | undefined> {
  return db.selectFrom('pvp_tables').select(tableColumns).where('id', '=', id).executeTakeFirst();
}

export function lockTable(db: Executor, id: bigint): Promise<PvpTableRow | undefined> {
  return db.selectFrom('pvp_tables').select(tableColumns).where('id', '=', id).forUpdate().executeTakeFirst();
}

export function roomTables(db: Executor, gameCode: string, room: PvpRoomName): Promise<PvpTableRow[]> {
  return db
    .selectFrom('pvp_tables')
    .select(tableColumns)
    .where('game_code', '=', gameCode)
    .where('room', '=', room)
    .orderBy('id')
    .execute();
}

export async function insertTable(
  db: Executor,
  values: { game_code: string; room: PvpRoomName; stake: bigint; seats: number },
): Promise<PvpTableRow> {
  return db.insertInto('pvp_tables').values(values).returning(tableColumns).executeTakeFirstOrThrow();
}

export function seatsOf(db: Executor, tableId: bigint): Promise<PvpSeatRow[]> {
  return db
    .selectFrom('pvp_seats')
    .select(seatColumns)
    .where('table_id', '=', tableId)
    .orderBy('seat')
    .execute();
}

export function seatsOfTables(db: Executor, tableIds: bigint[]): Promise<PvpSeatRow[]> {
  if (tableIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('pvp_seats').select(seatColumns).where('table_id', 'in', tableIds).execute();
}

export function memberSeat(db: Executor, memberId: bigint): Promise<PvpSeatRow | undefined> {
  return db.selectFrom('pvp_seats').select(seatColumns).where('member_id', '=', memberId).executeTakeFirst();
}

export function lockMemberSeat(db: Executor, memberId: bigint): Promise<PvpSeatRow | undefined> {
  return db
    .selectFrom('pvp_seats')
    .select(seatColumns)
    .where('member_id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertSeat(
  db: Executor,
  values: { table_id: bigint; seat: number; member_id: bigint | null; nickname: string; bot: boolean },
): Promise<void> {
  await db.insertInto('pvp_seats').values(values).execute();
}

export async function deleteSeat(db: Executor, tableId: bigint, seat: number): Promise<void> {
  await db.deleteFrom('pvp_seats').where('table_id', '=', tableId).where('seat', '=', seat).execute();
}

export async function setHold(
  db: Executor,
  tableId: bigint,
  seat: number,
  hold: { roundId: string; transactionId: string; amount: bigint } | null,
): Promise<void> {
  await db
    .updateTable('pvp_seats')
    .set({
      hold_round_id: hold?.roundId ?? null,
      hold_transaction_id: hold?.transactionId ?? null,
      hold: hold?.amount ?? null,
      ...(hold ? { auto: false } : {}),
    })
    .where('table_id', '=', tableId)
    .where('seat', '=', seat)
    .execute();
}

export async function markSeat(
  db: Executor,
  tableId: bigint,
  seat: number,
  flags: { auto?: boolean; leaving?: boolean },
): Promise<void> {
  await db
    .updateTable('pvp_seats')
    .set(flags)
    .where('table_id', '=', tableId)
    .where('seat', '=', seat)
    .execute();
}

export async function setNextHandAt(db: Executor, tableId: bigint, at: Date | null): Promise<void> {
  await db.updateTable('pvp_tables').set({ next_hand_at: at }).where('id', '=', tableId).execute();
}

/** The table's latest hand (playing, or the last settled one still shown). */
export function latestHand(db: Executor, tableId: bigint): Promise<PvpHandRow | undefined> {
  return db
    .selectFrom('pvp_hands')
    .select(handColumns)
    .where('table_id', '=', tableId)
    .orderBy('hand_no', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function lockHand(db: Executor, handId: bigint): Promise<PvpHandRow | undefined> {
  return db
    .selectFrom('pvp_hands')
    .select(handColumns)
    .where('id', '=', handId)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertHand(
  db: Executor,
  values: {
    table_id: bigint;
    hand_no: bigint;
    game: string;
    leader: number | null;
    seats: DealtSeat[];
    state: unknown;
    server_seed: string;
    server_seed_hash: string;
    client_seed: string;
    turn_ends_at: Date | null;
  },
): Promise<PvpHandRow> {
  const hand = await db
    .insertInto('pvp_hands')
    .values({ ...values, seats: JSON.stringify(values.seats), state: JSON.stringify(values.state) })
    .returning(handColumns)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('pvp_tables')
    .set({ hands_dealt: values.hand_no, next_hand_at: null })
    .where('id', '=', values.table_id)
    .execute();
  return hand;
}

export async function updateHand(
  db: Executor,
  handId: bigint,
  values: { state: unknown; turn_ends_at: Date | null },
): Promise<void> {
  await db
    .updateTable('pvp_hands')
    .set({ state: JSON.stringify(values.state), turn_ends_at: values.turn_ends_at })
    .where('id', '=', handId)
    .execute();
}

export async function settleHand(
  db: Executor,
  handId: bigint,
  values: { state: unknown; result: PvpHandResult },
): Promise<void> {
  await db
    .updateTable('pvp_hands')
    .set({
      state: JSON.stringify(values.state),
      result: JSON.stringify(values.result),
      phase: 'settled',
      turn_ends_at: null,
      settled_at: sql<Date>`clock_timestamp()`,
    })
    .where('id', '=', handId)
    .execute();
}

export async function lastMoveNo(db: Executor, handId: bigint): Promise<number> {
  const row = await db
    .selectFrom('pvp_moves')
    .select((eb) => eb.fn.max('move_no').as('last'))
    .where('hand_id', '=', handId)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

export function lastMove(db: Executor, handId: bigint) {
  return db
    .selectFrom('pvp_moves')
    .select(['seat', 'move', 'auto', 'member_id', 'request_id'])
    .where('hand_id', '=', handId)
    .orderBy('move_no', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function moveByRequest(db: Executor, handId: bigint, memberId: bigint, requestId: string) {
  return db
    .selectFrom('pvp_moves')
    .select(['move_no'])
    .where('hand_id', '=', handId)
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

export async function insertMove(
  db: Executor,
  values: {
    hand_id: bigint;
    move_no: number;
    seat: number;
    member_id: bigint | null;
    request_id: string | null;
    move: unknown;
    auto: boolean;
  },
): Promise<void> {
  await db
    .insertInto('pvp_moves')
    .values({ ...values, move: JSON.stringify(values.move) })
    .execute();
}

/** Hands whose timer ran out by `now`: the clock moves for the seat (or turns every card up). */
export function expiredHands(db: Executor, now: Date): Promise<{ id: bigint; table_id: bigint }[]> {
  return db
    .selectFrom('pvp_hands')
    .select(['id', 'table_id'])
    .where('phase', '=', 'playing')
    .where('turn_ends_at', '<=', now)
    .orderBy('turn_ends_at')
    .limit(200)
    .execute();
}

/** Tables with seats (the clock's work: deal when ready, seat or clear bots). */
export function busyTables(db: Executor): Promise<PvpTableRow[]> {
  return db
    .selectFrom('pvp_tables')
    .select(tableColumns)
    .where((eb) =>
      eb.exists(
        eb.selectFrom('pvp_seats').select('seat').whereRef('pvp_seats.table_id', '=', 'pvp_tables.id'),
      ),
    )
    .execute();
}

/** The hand a seat's hold round went into (none when the hold came back before a deal). */
export function handOfRound(db: Executor, tableId: bigint, roundId: string): Promise<PvpHandRow | undefined> {
  return db
    .selectFrom('pvp_hands')
    .select(handColumns)
    .where('table_id', '=', tableId)
    .where(sql<boolean>`seats @> ${JSON.stringify([{ roundId }])}::jsonb`)
    .executeTakeFirst();
}

/** A hand's moves in order: who moved (index of the dealt seat) and what. */
export function movesOf(db: Executor, handId: bigint) {
  return db
    .selectFrom('pvp_moves')
    .select(['seat', 'move'])
    .where('hand_id', '=', handId)
    .orderBy('move_no')
    .execute();
}
