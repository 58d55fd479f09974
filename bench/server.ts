import { type ChildProcess, spawn } from 'node:child_process';
import { repoRoot } from '../apps/server/src/config.ts';
import { benchPostgres, freshDatabase } from './database.ts';

/** BENCH_DATABASE and BENCH_PORT_OFFSET let two benches run side by side (each on its own database and ports). */
const BENCH_DATABASE = process.env.BENCH_DATABASE ?? 'hb_bench';
const PORT_OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);

export type BenchServer = {
  baseUrl: string;
  databaseUrl: string;
  adminUrl: string;
  stop: () => Promise<void>;
};

/** One server process on its own fresh database (DATABASE_URL's server, else an embedded PostgreSQL). */
export async function startBenchServer(
  basePort = 3200,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const port = basePort + PORT_OFFSET;
  const postgres = await benchPostgres();
  const databaseUrl = await freshDatabase(postgres.adminUrl, BENCH_DATABASE);
  const adminUrl = postgres.adminUrl;
  const stopPg = postgres.stop;

  // BENCH_LOG_LEVEL=info measures the cost of the request log too (its lines are thrown away)
  const logLevel = process.env.BENCH_LOG_LEVEL ?? 'warn';
  const quiet = ['warn', 'error', 'fatal', 'silent'].includes(logLevel);
  // BENCH_SERVER_NODE_ARGS adds Node options to the server process (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`)
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: logLevel,
        RATE_LIMIT_PER_MINUTE: '0',
        ...env,
      },
      stdio: ['ignore', quiet ? 'inherit' : 'ignore', 'inherit'],
    },
  );
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
      await stopPg();
    },
  };
}
