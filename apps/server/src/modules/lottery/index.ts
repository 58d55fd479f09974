import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { lotteryOperatorRoutes } from './operator-routes.ts';
import { lotteryRoutes } from './routes.ts';

export { lotteryTitle } from './catalogue.ts';
export { advanceDraw, lotteryJobs, runSchedule } from './jobs.ts';
export type { LotteryTables } from './tables.ts';

/**
 * The lotteries (docs/games/lottery/draws.md): scheduled draws on the job queue, bets through the seamless wallet as
 * the in-house studio, results from the fair RNG or two operators, settlement.
 */
export const lotteryModule: FastifyPluginAsync<{ db: Db; queue: JobQueue }> = async (app, { db, queue }) => {
  await app.register(lotteryRoutes, { db });
  await app.register(lotteryOperatorRoutes, { db, queue });
};
