import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { createDb, type Db } from '../src/db/database.ts';
import type { GeoIp } from '../src/modules/platform/index.ts';

// Values the global setup provides; vitest's ProvidedContext cannot be augmented through its re-export.
const provided = inject as unknown as (key: 'pgAdminUrl' | 'templateDatabase') => string;

export type TestDatabase = { db: Db; url: string; drop: () => Promise<void> };

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: provided('pgAdminUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A database of this suite's own, cloned from the migrated and seeded template. */
export async function createTestDatabase({
  maxConnections = 5,
  lockTimeoutMs,
}: {
  maxConnections?: number;
  lockTimeoutMs?: number;
} = {}): Promise<TestDatabase> {
  // the creation time in the name lets a later run clear leftovers of crashed runs without touching live ones
  const name = `hb_t_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${pg.escapeIdentifier(provided('templateDatabase'))}`);
  const url = new URL(provided('pgAdminUrl'));
  url.pathname = `/${name}`;
  const db = createDb(url.toString(), { maxConnections, lockTimeoutMs });
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.destroy();
      // pool.end() resolves before its sockets close; a forced drop would kill them (FATAL 57P01, uncaught).
      for (let attempt = 0; ; attempt++) {
        try {
          await adminQuery(`DROP DATABASE IF EXISTS ${name}`);
          return;
        } catch (error) {
          if ((error as { code?: string }).code !== '55006' || attempt >= 100) throw error;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    },
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', NODE_ENV: 'test' }), ...overrides };
}

/** The whole app on a fresh database, for `app.inject` tests. */
export async function createTestApp(overrides: Partial<Config> = {}, geoIp?: GeoIp) {
  const database = await createTestDatabase();
  const app = await buildApp({ config: testConfig(overrides), db: database.db, geoIp });
  await app.ready();
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
