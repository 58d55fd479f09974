import path from 'node:path';
import type { Config } from '../config.ts';
import { type EmbeddedServer, ensureDatabase, startEmbeddedPostgres } from './embedded.ts';

export const EMBEDDED_DATABASE = 'hanoibet';

/** DATABASE_URL when set; otherwise an embedded PostgreSQL under DATA_DIR with its own port and database. */
export async function resolveDatabaseUrl(
  config: Config,
  log: (m: string) => void,
): Promise<{ url: string; embedded?: EmbeddedServer }> {
  if (config.databaseUrl) return { url: config.databaseUrl };
  const embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), config.embeddedPgPort, log);
  const url = await ensureDatabase(embedded.adminUrl, EMBEDDED_DATABASE);
  log(`Embedded PostgreSQL on 127.0.0.1:${config.embeddedPgPort} (data in ${config.dataDir}/pg)`);
  return { url, embedded };
}
