import type { FastifyPluginAsync } from 'fastify';
import type { Payments } from '../../adapters/payments/index.ts';
import { sandboxPages } from '../../adapters/payments/sandbox/pages.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { sessionMemberOf } from '../accounts/index.ts';
import { cardRoutes } from './cards/routes.ts';
import type { WalletGames } from './game-facts.ts';
import { recordRoutes } from './records/routes.ts';
import { walletRoutes } from './routes.ts';
import { transferRoutes } from './transfers/routes.ts';
import { withdrawalRoutes } from './withdrawals/routes.ts';

/** `games`: what the wallet needs to know of the games, handed in by the app (game-facts.ts). */
export type WalletOptions = {
  db: Db;
  config: Config;
  payments: Payments;
  queue: JobQueue;
  games: WalletGames;
};

/** Balance, deposits through the payment gateways (and, in the demo, the sandbox gateway's hosted page). */
export const walletModule: FastifyPluginAsync<WalletOptions> = async (
  app,
  { db, config, payments, queue, games },
) => {
  if (payments.sandbox) {
    await app.register(sandboxPages, {
      db,
      secret: payments.sandbox.secret,
      queue,
      payerOf: async (request) => {
        const member = await sessionMemberOf(db, request);
        return member ? String(member.id) : null;
      },
    });
  }
  await app.register(walletRoutes, {
    db,
    gateways: payments.gateways,
    callbackRateLimit: { max: config.callbackRateLimitPerMinute, timeWindow: '1 minute' },
  });
  await app.register(transferRoutes, { db, games });
  await app.register(recordRoutes, { db, games });
  await app.register(cardRoutes, { db });
  await app.register(withdrawalRoutes, { db, games });
};
