import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import { rebateRoutes } from './rebate/routes.ts';

export { rebateRates, setRebateRate } from './rebate/service.ts';
export {
  type GiftOutcome,
  payRegistrationGift,
  promotionsJobs,
  registrationGiftHook,
  registrationGiftKey,
} from './registration-gift.ts';
export type { PromotionsTables } from './tables.ts';

/** The promotions members act on: cashback (the registration gift is paid by a hook, not a route). */
export const promotionsModule: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(rebateRoutes, { db });
};
