import type { FastifyPluginAsync } from 'fastify';
import type { PaymentGateway } from '../../adapters/payments/gateway.ts';
import { createSandboxGateway } from '../../adapters/payments/sandbox.ts';
import type { Db } from '../../db/database.ts';
import { walletRoutes } from './routes.ts';

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
};
