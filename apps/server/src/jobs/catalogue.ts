import type { Payments } from '../adapters/payments/index.ts';
import { type Inject, sandboxJobs } from '../adapters/payments/sandbox/delivery.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { lotteryJobs } from '../modules/lottery/index.ts';
import { promotionsJobs } from '../modules/promotions/index.ts';
import { walletJobs } from '../modules/wallet/index.ts';
import type { JobDefinition, JobQueue } from './queue.ts';

export type ServerJobDeps = { db: Db; config: Config; payments: Payments; queue: JobQueue; inject: Inject };

/** Every job the server's workers run: each module's list, gathered here (queues.ts names their queues). */
export function serverJobs(deps: ServerJobDeps): JobDefinition<never>[] {
  const { db, config, payments, queue, inject } = deps;
  return [
    ...walletJobs({
      db,
      gateways: payments.gateways,
      queue,
      depositRecoverAfterSeconds: config.depositRecoverAfterSeconds,
    }),
    ...promotionsJobs({ db }),
    ...lotteryJobs({ db, queue }),
    ...(payments.sandbox ? sandboxJobs({ db, secret: payments.sandbox.secret, inject }) : []),
  ];
}
