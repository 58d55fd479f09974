import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json = ColumnType<unknown, string | null | undefined, string | null>;

export type LotteryDrawsTable = {
  id: Generated<bigint>;
  game_code: string;
  issue_no: string;
  province: string | null;
  status: ColumnType<'open' | 'drawn' | 'settled' | 'cancelled', string | undefined, string>;
  closes_at: Timestamp;
  draws_at: Timestamp;
  server_seed: string | null;
  server_seed_hash: string | null;
  client_seed: string | null;
  result: Json;
  drawn_at: NullableTimestamp;
  settled_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  cancel_reason: string | null;
  created_at: Timestamp;
};

export type LotteryBetsTable = {
  id: Generated<bigint>;
  draw_id: bigint;
  member_id: bigint;
  request_id: string;
  line_no: number;
  bet_type: string;
  numbers: string[];
  points: bigint;
  cost: bigint;
  status: ColumnType<'open' | 'won' | 'lost' | 'refunded', string | undefined, string>;
  payout: Generated<bigint>;
  hits: number | null;
  placed_at: Timestamp;
  settled_at: NullableTimestamp;
  chase_id: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
};

export type LotteryResultEntriesTable = {
  draw_id: bigint;
  result: ColumnType<unknown, string, string>;
  entered_by: bigint;
  entered_at: Timestamp;
  confirmed_by: bigint | null;
  confirmed_at: NullableTimestamp;
};

export type LotteryChasesTable = {
  id: Generated<bigint>;
  member_id: bigint;
  game_code: string;
  is_demo: boolean;
  request_id: string;
  lines: ColumnType<unknown, string, string>;
  draws_total: number;
  draws_placed: ColumnType<number, number | undefined, number>;
  stop_on_win: boolean;
  status: ColumnType<'active' | 'won' | 'done' | 'short' | 'stopped', string | undefined, string>;
  stop_reason: string | null;
  last_draw_id: bigint;
  created_at: Timestamp;
  ended_at: NullableTimestamp;
};

export type LotteryTables = {
  lottery_chases: LotteryChasesTable;
  lottery_draws: LotteryDrawsTable;
  lottery_bets: LotteryBetsTable;
  lottery_result_entries: LotteryResultEntriesTable;
};
