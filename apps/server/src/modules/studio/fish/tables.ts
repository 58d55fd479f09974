import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type FishSessionsTable = {
  id: Generated<bigint>;
  member_id: bigint;
  game_code: string;
  field_seed: string;
  started_at: Timestamp;
};

export type FishCapturesTable = {
  session_id: bigint;
  fish_id: number;
  round_id: string;
  captured_at: Timestamp;
};

export type FishTables = {
  fish_sessions: FishSessionsTable;
  fish_captures: FishCapturesTable;
};
