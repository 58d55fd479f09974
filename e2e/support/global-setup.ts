import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, repoRoot } from '../../apps/server/src/config.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';

// E2E_DATABASE and E2E_PORT let two runs share one PostgreSQL and machine without touching each other.
const E2E_DATABASE = process.env.E2E_DATABASE ?? 'hb_e2e';
const E2E_PG_PORT = 54349;

async function freshDatabase(adminUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${E2E_DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${E2E_DATABASE}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${E2E_DATABASE}`;
  return url.toString();
}

async function waitForHealth(baseUrl: string, server: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server.exitCode !== null) throw new Error(`e2e server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('e2e server did not become healthy in time');
}

/**
 * Starts the real site for the browser journeys: its own fresh database (on DATABASE_URL's server or an
 * embedded PostgreSQL), migrated and seeded by the server's own start-up, on E2E_PORT with TRUST_PROXY on
 * so journeys can present a visitor IP through X-Forwarded-For.
 */
export default async function globalSetup() {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
  const port = Number(process.env.E2E_PORT ?? 3100);
  let adminUrl = config.databaseUrl;
  let stopPg: (() => Promise<void>) | undefined;
  if (!adminUrl) {
    const embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'e2e-pg'), E2E_PG_PORT);
    adminUrl = embedded.adminUrl;
    stopPg = embedded.stop;
  }
  const databaseUrl = await freshDatabase(adminUrl);
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      TRUST_PROXY: 'true',
      // the journeys read SMS codes from the dev outbox as a test harness (loopback only), not as the browser
      DEV_OUTBOX: 'open',
      // the journeys' browsers all come from 127.0.0.1, two workers at once: the per-address limit of the accounts
      // routes is the harness's, not a visitor's (the limits themselves are tested at the HTTP level)
      ACCOUNTS_RATE_LIMIT_PER_MINUTE: '600',
      // shorter shared rounds (tables, crash) and PVP turns: the journeys wait for them, not for a production pace
      GAME_RHYTHM: 'brisk',
      PVP_TURN_SECONDS: '12',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server);
  process.env.E2E_DATABASE_URL = databaseUrl;
  process.env.E2E_BASE_URL = baseUrl;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await stopPg?.();
  };
}
