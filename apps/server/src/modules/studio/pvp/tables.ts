import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

export type PvpRoomName = 'beginner' | 'standard' | 'high';

/** A dealt seat, in play order: who sat there, what their ready held and the seamless round it went to. */
export type DealtSeat = {
  seat: number;
  memberId: string | null;
  nickname: string;
  bot: boolean;
  hold: string | null;
  roundId: string | null;
  /** The cards the seat was dealt (what the verification page deals again from the hand's seeds). */
  cards: string[];
};

export type PvpHandResult = {
  /** Per dealt seat, what it won or lost after the rake (minor units). */
  net: string[];
  rake: string[];
  summary: { vi: string[]; en: string[] };
  /** The seat that came first (leads the next hand in tiến lên). */
  winnerSeat: number | null;
};

export type PvpTablesTable = {
  id: Generated<bigint>;
  game_code: string;
  room: PvpRoomName;
  stake: bigint;
  seats: number;
  hands_dealt: Generated<bigint>;
  next_hand_at: NullableTimestamp;
  created_at: Timestamp;
};

export type PvpSeatsTable = {
  table_id: bigint;
  seat: number;
  member_id: bigint | null;
  nickname: string;
  bot: Generated<boolean>;
  hold_round_id: string | null;
  hold_transaction_id: string | null;
  hold: bigint | null;
  auto: Generated<boolean>;
  leaving: Generated<boolean>;
  joined_at: Timestamp;
};

export type PvpHandsTable = {
  id: Generated<bigint>;
  table_id: bigint;
  hand_no: bigint;
  game: string;
  leader: number | null;
  seats: Json<DealtSeat[]>;
  state: Json<unknown>;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  phase: ColumnType<'playing' | 'settled', 'playing' | undefined, 'settled'>;
  turn_ends_at: NullableTimestamp;
  result: ColumnType<PvpHandResult | null, string | null | undefined, string>;
  started_at: Timestamp;
  settled_at: NullableTimestamp;
};

export type PvpMovesTable = {
  hand_id: bigint;
  move_no: number;
  seat: number;
  member_id: bigint | null;
  request_id: string | null;
  move: Json<unknown>;
  auto: boolean;
  made_at: Timestamp;
};

export type PvpTables = {
  pvp_tables: PvpTablesTable;
  pvp_seats: PvpSeatsTable;
  pvp_hands: PvpHandsTable;
  pvp_moves: PvpMovesTable;
};
