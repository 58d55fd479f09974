import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

// bigint columns (int8) come back as JS bigint, never as a float or a lossy number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => BigInt(value));

export type Db = Kysely<Database>;

export function createDb(databaseUrl: string, maxConnections = 20): Db {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: maxConnections });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
