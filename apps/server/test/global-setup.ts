import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig, repoRoot } from '../src/config.ts';
import { createDb } from '../src/db/database.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedIfEmpty } from '../src/db/seed/index.ts';

const TEST_PG_PORT = 54339;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** A template database name that changes whenever migrations, seed data or job queues change. */
function templateName(): string {
  const hash = createHash('sha256');
  const dbDir = path.join(repoRoot, 'apps/server/src/db');
  // the job queues are created by the migrations too
  const files = [...filesUnder(dbDir), path.join(repoRoot, 'apps/server/src/jobs/queues.ts')];
  for (const file of files.sort()) hash.update(file).update(readFileSync(file));
  return `hb_tmpl_${hash.digest('hex').slice(0, 12)}`;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * Uses DATABASE_URL's server when set, else an embedded PostgreSQL of its own; builds a migrated, seeded
 * template database once, from which every test suite clones its own database (test/test-db.ts).
 */
export default async function setup(project: TestProject) {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  let adminUrl: string;
  let stop: (() => Promise<void>) | undefined;
  if (config.databaseUrl) {
    adminUrl = config.databaseUrl;
  } else {
    const embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'test-pg'), TEST_PG_PORT);
    adminUrl = embedded.adminUrl;
    stop = embedded.stop;
  }

  const template = templateName();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Leftovers of crashed runs: test databases over two hours old (their names carry their creation time), and
    // templates of other migration states last written over two hours ago. Other runs' live databases and
    // templates are kept, so runs sharing one server cannot drop each other's.
    const cutoff = Math.floor(Date.now() / 1000) - 2 * 3600;
    const stale = await admin
      .query(
        `SELECT datname FROM pg_database d
          WHERE CASE WHEN datname ~ '^hb_t_[0-9]+_' THEN split_part(datname, '_', 3)::bigint < $2 ELSE false END
             OR (datname LIKE 'hb\\_tmpl\\_%' AND datname <> $1
                 AND extract(epoch FROM (pg_stat_file('base/' || d.oid || '/PG_VERSION')).modification) < $2)`,
        [template, cutoff],
      )
      .catch(() => ({ rows: [] as { datname: string }[] })); // pg_stat_file needs a superuser: then keep them
    for (const row of stale.rows)
      await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(row.datname)}`).catch(() => {});
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (exists.rowCount === 0) {
      const building = `${template}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(building)} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(building)}`);
      const url = withDatabase(adminUrl, building);
      await migrate(url);
      const db = createDb(url, 2);
      await seedIfEmpty(db);
      await db.destroy();
      await admin.query(
        `ALTER DATABASE ${pg.escapeIdentifier(building)} RENAME TO ${pg.escapeIdentifier(template)}`,
      );
    }
  } finally {
    await admin.end();
  }

  project.provide('pgAdminUrl', adminUrl);
  project.provide('templateDatabase', template);
  return async () => {
    await stop?.();
  };
}
