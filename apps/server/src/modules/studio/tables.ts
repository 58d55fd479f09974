import type { ColumnType, Generated } from 'kysely';
import type { FishTables } from './fish/tables.ts';
import type { PvpTables } from './pvp/tables.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type FairSeedsTable = {
  id: Generated<bigint>;
  member_id: bigint;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: Generated<bigint>;
  active: Generated<boolean>;
  created_at: Timestamp;
  revealed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The active pair's committed next server seed (0042): secret, its hash shown; null once the pair ended. */
  next_server_seed: ColumnType<string | null, string | null | undefined, string | null>;
  next_server_seed_hash: ColumnType<string | null, string | null | undefined, string | null>;
};

export type StudioMove = { requestId: string; move: Record<string, unknown> };

export type StudioRoundsTable = {
  round_id: bigint;
  provider_round_id: string;
  member_id: bigint;
  game_code: string;
  family: string;
  bet: ColumnType<Record<string, unknown>, string, string>;
  moves: ColumnType<StudioMove[], string | undefined, string>;
  seed_id: bigint;
  nonce: bigint;
  open: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type CrashRoundsTable = {
  id: Generated<bigint>;
  game_code: string;
  round_no: bigint;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  bust_x100: bigint;
  phase: ColumnType<'betting' | 'flying' | 'busted', 'betting' | undefined, 'flying' | 'busted'>;
  opened_at: Timestamp;
  betting_ends_at: Timestamp;
  busts_at: Timestamp;
  busted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

export type CrashBetsTable = {
  id: Generated<bigint>;
  crash_round_id: bigint;
  member_id: bigint;
  request_id: string;
  provider_round_id: string;
  round_id: bigint;
  player: string;
  stake: bigint;
  auto_cashout_x100: bigint | null;
  cashout_x100: bigint | null;
  payout: bigint | null;
  settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
};

export type TableRoundsTable = {
  id: Generated<bigint>;
  game_code: string;
  round_no: bigint;
  phase: ColumnType<
    'betting' | 'deciding' | 'revealing' | 'settled',
    'betting' | undefined,
    'deciding' | 'revealing' | 'settled'
  >;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  opened_at: Timestamp;
  betting_ends_at: Timestamp;
  outcome: ColumnType<unknown, string | null | undefined, string>;
  decide_ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  reveal_ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

/** A player's moves on their hand at a decision table (migration 0032). */
export type TableMovesTable = {
  id: Generated<bigint>;
  table_round_id: bigint;
  member_id: bigint;
  request_id: string;
  move: string;
  extra: bigint;
  transaction_id: string | null;
  created_at: Timestamp;
};

export type TablePlacementsTable = {
  id: Generated<bigint>;
  table_round_id: bigint;
  member_id: bigint;
  request_id: string;
  provider_round_id: string;
  transaction_id: string;
  bets: ColumnType<{ type: string; selection?: number | number[]; stake: string }[], string, string>;
  stake: bigint;
  status: ColumnType<'open' | 'undone' | 'settled', 'open' | undefined, 'undone' | 'settled'>;
  payout: bigint | null;
  created_at: Timestamp;
};

export type TableAudienceTable = {
  game_code: string;
  process_id: string;
  watchers: number;
  seen_at: Timestamp;
};

export type TableWatchTable = {
  game_code: string;
  seen_at: Timestamp;
};

export type StudioTables = PvpTables &
  FishTables & {
    table_rounds: TableRoundsTable;
    table_placements: TablePlacementsTable;
    table_moves: TableMovesTable;
    table_watch: TableWatchTable;
    table_audience: TableAudienceTable;
    fair_seeds: FairSeedsTable;
    studio_rounds: StudioRoundsTable;
    crash_rounds: CrashRoundsTable;
    crash_bets: CrashBetsTable;
  };
