import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import { crashRoutes } from './crash/routes.ts';
import { studioRoutes } from './routes.ts';

export { studioTitle } from './catalogue.ts';
export { type CrashClock, startCrashClock } from './crash/clock.ts';
export type { StudioTables } from './tables.ts';

/**
 * The in-house game studio: a game provider that plays slots and instant games with the pure engines of
 * packages/games, draws from the provably fair RNG, and moves money only through the seamless wallet.
 */
export const studioModule: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(studioRoutes, { db });
  await app.register(crashRoutes, { db });
};
