import type { FastifyPluginAsync } from 'fastify';
import type { PaymentGateway } from '../../adapters/payments/gateway.ts';
import { createSandboxGateway } from '../../adapters/payments/sandbox.ts';
import type { Db } from '../../db/database.ts';
import { cardRoutes } from './cards/routes.ts';
import { recordRoutes } from './records/routes.ts';
import { walletRoutes } from './routes.ts';
import { transferRoutes } from './transfers/routes.ts';
import { withdrawalRoutes } from './withdrawals/routes.ts';

export type WalletOptions = {
  db: Db;
  /** Secret the sandbox gateway signs its callbacks with. */
  sandboxSecret: string;
  /** Real gateways (none yet) join the sandbox here. */
  gateways?: PaymentGateway[];
};

/** Balance, deposits through the payment gateways, and the sandbox gateway's hosted pages. */
export const walletModule: FastifyPluginAsync<WalletOptions> = async (app, options) => {
  const sandbox = createSandboxGateway(options.db, options.sandboxSecret);
  await app.register(sandbox.routes);
  await app.register(walletRoutes, {
    db: options.db,
    gateways: [sandbox.gateway, ...(options.gateways ?? [])],
  });
  await app.register(transferRoutes, { db: options.db });
  await app.register(recordRoutes, { db: options.db });
  await app.register(cardRoutes, { db: options.db });
  await app.register(withdrawalRoutes, { db: options.db });
};
