import DataLoader from 'dataloader';
import type { Db } from '../../../db/database.ts';
import { type CreditCall, credits, type DebitCall, debits, type Settled } from './service.ts';

/** At most this many calls share one statement. */
const MAX_BATCH = 100;
/**
 * Batches of one kind in flight at once. Every batch locks most of the providers' house accounts (16 shards) until
 * it commits, so batches in flight together wait for one another anyway; while one runs, the calls arriving join
 * the next one (group commit), which then takes them all at once. Measured at 200 players back to back: one in
 * flight 894 rounds/s, two 848 (docs/progress.md, session 18).
 */
const BATCHES_IN_FLIGHT = 1;

/** Dispatches a batch once the turn has ended and fewer than `limit` are running; the next as each one ends. */
function inFlight(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    schedule(dispatch: () => void) {
      setImmediate(() => {
        if (running < limit) {
          running++;
          dispatch();
        } else waiting.push(dispatch);
      });
    },
    ended() {
      const next = waiting.shift();
      if (next) next();
      else running--;
    },
  };
}

type Call<T> = { provider: string; call: T };

/**
 * Gathers the calls of `take`'s kind that arrive in one turn of the event loop (the requests read in one poll phase),
 * or while the batch before is running, and hands each provider's to `take` together: many players' debits then
 * cost one statement and one commit instead of one each (`take` takes a handful one by one: service.ts BATCH_FROM).
 */
function gatherer<T>(take: (db: Db, provider: string, calls: readonly T[]) => Promise<Settled[]>, db: Db) {
  const flight = inFlight(BATCHES_IN_FLIGHT);
  const loader = new DataLoader<Call<T>, Settled>(
    async (calls) => {
      const results: Settled[] = new Array(calls.length);
      const byProvider = new Map<string, number[]>();
      for (const [i, { provider }] of calls.entries()) {
        const positions = byProvider.get(provider) ?? [];
        positions.push(i);
        byProvider.set(provider, positions);
      }
      try {
        await Promise.all(
          [...byProvider].map(async ([provider, positions]) => {
            const answers = await take(
              db,
              provider,
              positions.map((i) => (calls[i] as Call<T>).call),
            );
            for (const [j, i] of positions.entries()) results[i] = answers[j] as Settled;
          }),
        );
      } finally {
        flight.ended();
      }
      return results;
    },
    { cache: false, maxBatchSize: MAX_BATCH, batchScheduleFn: flight.schedule },
  );
  return async (provider: string, call: T) => {
    const settled = await loader.load({ provider, call });
    if (settled instanceof Error) throw settled;
    return settled;
  };
}

/** The HTTP routes' debits and credits, gathered per event-loop turn (service.ts `debits`, `credits`). */
export function walletBatches(db: Db) {
  return { debit: gatherer<DebitCall>(debits, db), credit: gatherer<CreditCall>(credits, db) };
}
