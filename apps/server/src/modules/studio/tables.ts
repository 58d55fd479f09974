import type { ColumnType, Generated } from 'kysely';

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
};

export type StudioTables = {
  fair_seeds: FairSeedsTable;
};
