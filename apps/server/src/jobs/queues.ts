/**
 * The job queues of the server and how each retries. A queue is created in the database by the migrations
 * (`installQueues`), so this list holds names and policies only; the work each queue does is registered by its
 * module (see catalogue.ts). Adding a job: a line here, a `JobDefinition` in the module, a line in catalogue.ts.
 *
 * Policies (pg-boss): `stately` — per key (singletonKey) at most one job waits and one runs, so a job sent twice
 * for one key runs once and a task never overlaps itself; `short` — per key at most one job waits, and a new run
 * may start while an old one still counts as active. Recovery work is `short`: after a crash the dead run stays
 * "active" until it expires, and recovery must not wait for that (its work is idempotent, so an overlap is safe).
 */
export type QueueSpec = {
  name: string;
  policy: 'stately' | 'short';
  /** Retries after a failure, with exponential back-off from `retryDelaySeconds`. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A run still active after this long (its process died, or it hangs) is failed and retried. */
  expireInSeconds: number;
};

export const QUEUES = [
  {
    name: 'withdrawals.auto-receive',
    policy: 'stately',
    retryLimit: 2,
    retryDelaySeconds: 10,
    expireInSeconds: 120,
  },
  { name: 'withdrawals.payout', policy: 'short', retryLimit: 8, retryDelaySeconds: 15, expireInSeconds: 120 },
  {
    name: 'withdrawals.payout-sweep',
    policy: 'short',
    retryLimit: 2,
    retryDelaySeconds: 10,
    expireInSeconds: 120,
  },
  { name: 'deposits.recover', policy: 'short', retryLimit: 2, retryDelaySeconds: 10, expireInSeconds: 120 },
  {
    name: 'payments.reconcile',
    policy: 'stately',
    retryLimit: 5,
    retryDelaySeconds: 60,
    expireInSeconds: 900,
  },
  {
    name: 'sandbox.deliver-callback',
    policy: 'short',
    retryLimit: 10,
    retryDelaySeconds: 5,
    expireInSeconds: 60,
  },
  {
    name: 'promotions.registration-gift',
    policy: 'short',
    retryLimit: 10,
    retryDelaySeconds: 10,
    expireInSeconds: 60,
  },
  // the lotteries: the schedule (creates the coming draws, sends their draw jobs) and each draw's draw-and-settle
  { name: 'lottery.schedule', policy: 'stately', retryLimit: 2, retryDelaySeconds: 5, expireInSeconds: 120 },
  { name: 'lottery.draw', policy: 'short', retryLimit: 20, retryDelaySeconds: 2, expireInSeconds: 300 },
  // a queue the tests use to exercise retries, keys and concurrency; nothing sends to it in production
  { name: 'test.probe', policy: 'stately', retryLimit: 2, retryDelaySeconds: 1, expireInSeconds: 30 },
] as const satisfies readonly QueueSpec[];

export type QueueName = (typeof QUEUES)[number]['name'];

/** pg-boss keeps its tables in this schema. */
export const QUEUE_SCHEMA = 'pgboss';
