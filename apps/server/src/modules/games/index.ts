import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { loadMerchant } from '../platform/index.ts';
import { houseShardOf } from '../wallet/index.ts';
import { findVendorFacts, gameNames, listVendorFacts, vendorNames } from './directory.ts';
import { favouriteRoutes } from './favourite-routes.ts';
import { launchRoutes } from './launch/routes.ts';
import { pointsRoutes } from './points/routes.ts';
import { wageredTotal } from './points/service.ts';
import { betRecordRoutes } from './records/routes.ts';
import { gameRoutes } from './routes.ts';
import { seamlessRoutes } from './seamless/routes.ts';
import * as seamless from './seamless/service.ts';
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
/**
 * The seamless wallet as the studio and the lottery use it, as an outside provider does over HTTP: its five verbs
 * (authenticate, balance, debit, credit, rollback), the session behind a token, the closing credits of a round or
 * of many rounds at once, whole rounds of an in-process provider played together (debit and win in one statement),
 * and the transaction a call runs in. The rest of seamless/ is its own.
 */
export const seamlessWallet = {
  authenticate: seamless.authenticate,
  balance: seamless.balance,
  debit: seamless.debit,
  credit: seamless.credit,
  rollback: seamless.rollback,
  /** The session behind a token, the sessions asked together read in one statement (outside a transaction). */
  sessionOf: seamless.sessionOfTogether,
  creditRound: seamless.creditRound,
  creditRounds: seamless.creditRounds,
  playRounds: seamless.playRounds,
  walletCall: seamless.walletCall,
  /** The house shard a member's rounds post to: rounds of members of different shards never wait on each other. */
  houseShardOf,
};
export type { PlayAnswer, PlayCall } from './seamless/service.ts';
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
