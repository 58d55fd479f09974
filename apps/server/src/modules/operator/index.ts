import type { FastifyPluginAsync } from 'fastify';
import type { PaymentGateway } from '../../adapters/payments/gateway.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { perMinuteLimit } from '../../http/rate-limit.ts';
import { operatorRoutes } from './routes.ts';

export {
  type AuthOperator,
  createOperator,
  currentOperator,
  loginOperator,
  lookupOperator,
  OPERATOR_SESSION_HOURS,
  operatorGuard,
  operatorProblem,
} from './auth.ts';
export type { OperatorTables } from './tables.ts';

export type OperatorOptions = {
  db: Db;
  config: Config;
  /** The payout gateways (the app's payments; tests may pass their own). */
  gateways: readonly PaymentGateway[];
};

/**
 * The operator API under /api/operator: operator accounts log in with a password and work with a bearer
 * token (no cookies, so no CSRF); the withdrawal review queue. The back-office web app is a later issue.
 */
export const operatorModule: FastifyPluginAsync<OperatorOptions> = async (app, { db, config, gateways }) => {
  await app.register(operatorRoutes, {
    db,
    gateways,
    loginRateLimit: perMinuteLimit(config.accountsRateLimitPerMinute),
  });
};
