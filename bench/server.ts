import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, repoRoot } from '../apps/server/src/config.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';

const BENCH_DATABASE = 'hb_bench';

export type BenchServer = {
  baseUrl: string;
  databaseUrl: string;
  adminUrl: string;
  stop: () => Promise<void>;
};

/** One server process on its own fresh database (DATABASE_URL's server, else an embedded PostgreSQL). */
export async function startBenchServer(port = 3200): Promise<BenchServer> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
  let adminUrl = config.databaseUrl;
  let stopPg: (() => Promise<void>) | undefined;
  if (!adminUrl) {
    const embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'bench-pg'), 54359);
    adminUrl = embedded.adminUrl;
    stopPg = embedded.stop;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${BENCH_DATABASE}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  const databaseUrl = url.toString();

  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error('bench server exited');
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    databaseUrl,
    adminUrl,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await stopPg?.();
    },
  };
}
