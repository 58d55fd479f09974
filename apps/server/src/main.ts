import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { isDatabaseUnavailable } from './db/availability.ts';
import { resolveDatabaseUrl } from './db/connect.ts';
import { createDb } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { createJobQueue, serverJobs } from './jobs/index.ts';
import { startLocalFeed } from './modules/sports/index.ts';
import { pvpSettings, startCrashClock, startPvpClock, startTableClock } from './modules/studio/index.ts';
import { armCrashPoint } from './shared/crash-point.ts';
import { setGameRhythm } from './shared/game-rhythm.ts';

const log = (message: string) => console.log(`[start] ${message}`);

function demoBanner(config: Config): string {
  const outbox =
    config.devOutbox === 'open'
      ? 'open to loopback callers'
      : config.devOutbox === 'session'
        ? 'per session'
        : 'off';
  const lines = [
    'DEMO MODE: the sandbox payment gateway (members approve their own deposits), the',
    `dev outbox of SMS/e-mail codes (${outbox}) and the dev Google/Facebook`,
    'sign-in page are ON. No real money moves. Never expose this to the public:',
    'production runs with NODE_ENV=production and real adapters (see README).',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `  ${'*'.repeat(width + 5)}`;
  return ['', rule, ...lines.map((line) => `  *  ${line.padEnd(width)} *`), rule, ''].join('\n');
}

/**
 * pg-boss marks a job done or failed without awaiting it (manager.js `complete`/`fail`), so while the database is
 * away that write's rejection reaches no one. It must not end the process (the restart test kills PostgreSQL under
 * load): the job stays active, expires and runs again, as jobs are idempotent. Any other unhandled rejection is a
 * fault and still ends the process, as Node's default does.
 */
process.on('unhandledRejection', (reason) => {
  if (isDatabaseUnavailable(reason)) {
    console.error(
      `[db] a background write was lost while the database is away: ${(reason as Error).message}`,
    );
    return;
  }
  throw reason;
});

async function main() {
  const config = loadConfig();
  armCrashPoint(config.crashAt);
  const { url, embedded } = await resolveDatabaseUrl(config, log);
  await migrate(url, log);
  // an idle connection dropped by the database (restart, failover) is logged; the pool reconnects on demand
  const db = createDb(url, {
    onError: (error) => console.error(`[db] connection lost: ${error.message}`),
    lockTimeoutMs: config.dbLockTimeoutMs,
    statementTimeoutMs: config.dbStatementTimeoutMs,
  });
  if (config.seed && (await seedIfEmpty(db))) log('Seeded demo data');

  const queue = await createJobQueue(db, {
    log: (message, error) => console.error(`[jobs] ${message}`, error instanceof Error ? error.message : ''),
    pollingSeconds: config.jobsPollSeconds,
  });
  const app = await buildApp({ config, db, logger: true, queue });
  if (config.jobs) {
    await queue.work(
      serverJobs({ db, config, payments: app.payments, queue, inject: (request) => app.inject(request) }),
    );
  }
  setGameRhythm(config.gameRhythm);
  const crashClock = config.crashClock
    ? startCrashClock(db, {
        log: (message, error) =>
          console.error(`[crash] ${message}`, error instanceof Error ? error.message : ''),
      })
    : null;
  const tableClock = config.tableClock
    ? startTableClock(db, {
        log: (message, error) =>
          console.error(`[tables] ${message}`, error instanceof Error ? error.message : ''),
      })
    : null;
  const pvpClock = config.pvpClock
    ? startPvpClock(db, {
        settings: pvpSettings(config),
        log: (message, error) =>
          console.error(`[pvp] ${message}`, error instanceof Error ? error.message : ''),
      })
    : null;
  const sportsFeed = config.sportsFeed
    ? startLocalFeed(db, {
        log: (message, error) =>
          console.error(`[sports] ${message}`, error instanceof Error ? error.message : ''),
      })
    : null;
  const shutdown = async (signal: string) => {
    log(`${signal}: shutting down`);
    await crashClock?.stop();
    await tableClock?.stop();
    await pvpClock?.stop();
    await sportsFeed?.stop();
    await queue.stop();
    await app.close();
    await db.destroy();
    await embedded?.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (config.demoMode) console.log(demoBanner(config));
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  log(`Site ready at http://${shown}:${config.port}/  (API docs: /api/docs)`);
}

main().catch((error) => {
  // a configuration the server refuses is one line for the operator, not a stack trace
  if (error instanceof ConfigError) console.error(`[start] ${error.message}`);
  else console.error(error);
  process.exit(1);
});
