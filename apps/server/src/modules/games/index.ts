import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { loadMerchant } from '../platform/index.ts';
import { findVendorFacts, gameNames, listVendorFacts, vendorNames } from './directory.ts';
import { favouriteRoutes } from './favourite-routes.ts';
import { launchRoutes } from './launch/routes.ts';
import { pointsRoutes } from './points/routes.ts';
import { wageredTotal } from './points/service.ts';
import { betRecordRoutes } from './records/routes.ts';
import { gameRoutes } from './routes.ts';
import { seamlessRoutes } from './seamless/routes.ts';
import { createGamesService } from './service.ts';

export {
  findGame,
  findVendorFacts,
  type GameFacts,
  gameNames,
  listProviderGames,
  listVendorFacts,
  type VendorFacts,
  vendorNames,
} from './directory.ts';
export { LAUNCH_SECONDS, launchGame } from './launch/service.ts';
export { turnoverByCategory, wageredTotal } from './points/service.ts';
export { insertBigWin as recordBigWin, type NewBigWin } from './queries.ts';
export { findMemberRound, findProviderRound, type ProviderRound } from './seamless/rounds.ts';
export * as seamlessWallet from './seamless/service.ts';
export { normaliseSearchText } from './search.ts';
export type { GamesTables } from './tables.ts';

/** What the wallet needs to know of the games (the app hands it to walletModule: the wallet does not import games). */
export const gamesForWallet = { gameNames, vendorNames, listVendorFacts, findVendorFacts, wageredTotal };

/**
 * Vendors, the game catalogue, the winners board, generated game artwork, game launch, the seamless wallet, the
 * betting record and game points.
 */
export const gamesModule: FastifyPluginAsync<{ db: Db; config: Config }> = async (app, { db }) => {
  const service = createGamesService({ db, loadMerchant });
  await app.register(gameRoutes, { service });
  await app.register(favouriteRoutes, { service });
  await app.register(launchRoutes, { db });
  await app.register(seamlessRoutes, { db });
  await app.register(betRecordRoutes, { db });
  await app.register(pointsRoutes, { db });
};
