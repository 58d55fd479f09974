import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { resolveDatabaseUrl } from './db/connect.ts';
import { createDb } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { startJobs } from './jobs/index.ts';

const log = (message: string) => console.log(`[start] ${message}`);

async function main() {
  const config = loadConfig();
  const { url, embedded } = await resolveDatabaseUrl(config, log);
  await migrate(url, log);
  const db = createDb(url);
  if (config.seed && (await seedIfEmpty(db))) log('Seeded demo data');

  const app = await buildApp({ config, db, logger: true });
  const jobs = startJobs(db, { log: (message, error) => app.log.warn({ err: error }, message) });
  const shutdown = async (signal: string) => {
    log(`${signal}: shutting down`);
    await jobs.stop();
    await app.close();
    await db.destroy();
    await embedded?.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  log(`Site ready at http://${shown}:${config.port}/  (API docs: /api/docs)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
