import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { installQueues } from '../jobs/install.ts';
import { LOCKS } from '../shared/locks.ts';
import { applyFunctionFiles, type FunctionFile, functionFiles } from './functions.ts';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Any constant: serialises migration runs of several processes on one database. */

export function migrationFiles(): string[] {
  return readdirSync(migrationsDir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort();
}

/**
 * Applies the numbered SQL files in migrations/ that this database has not seen, each in its own transaction,
 * then the function files that are new or changed (db/functions.ts), then installs the job queue's schema and
 * queues (jobs/install.ts). All under one advisory lock, so processes starting together apply each once.
 * `functions` stands in for the files in tests.
 */
export async function migrate(
  databaseUrl: string,
  log: (m: string) => void = () => {},
  functions: readonly FunctionFile[] = functionFiles(),
): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCKS.migrations]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await client.query('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
    for (const file of migrationFiles()) {
      if (done.has(file)) continue;
      const sql = readFileSync(path.join(migrationsDir, file), 'utf8');
      await client.query('BEGIN');
      try {
        await client.query(sql);
        await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`);
      }
      applied.push(file);
      log(`Applied migration ${file}`);
    }
    applied.push(...(await applyFunctionFiles(client, functions, log)));
    await installQueues(databaseUrl);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCKS.migrations]).catch(() => {});
    await client.end();
  }
  return applied;
}
