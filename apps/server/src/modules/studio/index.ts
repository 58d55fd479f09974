import websocket from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { crashRoutes } from './crash/routes.ts';
import { fishRoutes } from './fish/routes.ts';
import { capUpgradesPerAddress } from './live/upgrade-cap.ts';
import { pvpSettings } from './pvp/models.ts';
import { pvpRoutes } from './pvp/routes.ts';
import { studioRoutes } from './routes.ts';
import { tableRoutes } from './tables/routes.ts';

export { studioPlayerOf } from './bearer.ts';
export { studioTitle } from './catalogue.ts';
export { type CrashClock, startCrashClock } from './crash/clock.ts';
export { type LotterySchedule, type LotteryTitle, lotteryTitle } from './lottery-titles.ts';
export { type PvpClock, startPvpClock } from './pvp/clock.ts';
export { pvpSettings } from './pvp/models.ts';
export { STUDIO } from './rounds.ts';
export { playerOf, type StudioPlayer } from './service.ts';
export { startTableClock, type TableClock } from './tables/clock.ts';
export type { StudioTables } from './tables.ts';

/**
 * The in-house game studio: a game provider that plays slots, instant games, fish shooting, live tables and PVP card rooms with the pure engines of
 * packages/games, draws from the provably fair RNG, and moves money only through the seamless wallet.
 */
export const studioModule: FastifyPluginAsync<{
  db: Db;
  config: Pick<Config, 'pvpBots' | 'pvpTurnSeconds' | 'wsPerAddress'>;
}> = async (app, { db, config }) => {
  await app.register(studioRoutes, { db });
  await app.register(fishRoutes, { db });
  // one WebSocket server for the live games (crash, the tables): the sockets only listen, so a message is small
  await app.register(websocket, { options: { maxPayload: 1024 } });
  // after the plugin's own hooks, so a refused upgrade's socket is still closed by it
  capUpgradesPerAddress(app, config.wsPerAddress);
  await app.register(crashRoutes, { db });
  await app.register(tableRoutes, { db });
  await app.register(pvpRoutes, { db, settings: pvpSettings(config) });
};
