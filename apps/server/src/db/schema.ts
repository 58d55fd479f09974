import type { Generated } from 'kysely';
import type { GamesTables } from '../modules/games/tables.ts';
import type { PlatformTables } from '../modules/platform/tables.ts';

type CoreTables = {
  seed_runs: { name: string; ran_at: Generated<Date> };
};

/** The database as Kysely sees it: each module declares its own tables. */
export type Database = CoreTables & PlatformTables & GamesTables;
