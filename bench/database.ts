import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';

export type BenchPostgres = { adminUrl: string; stop: () => Promise<void> };

/** DATABASE_URL's server, else an embedded PostgreSQL of the benchmarks' own. */
export async function benchPostgres(): Promise<BenchPostgres> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
  if (config.databaseUrl) return { adminUrl: config.databaseUrl, stop: async () => {} };
  const embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'bench-pg'), 54359);
  return { adminUrl: embedded.adminUrl, stop: embedded.stop };
}

/** Drops and creates `name` on the server; answers its URL. */
export async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
