import DataLoader from 'dataloader';

/** At most this many items share one batch. */
const MAX_BATCH = 100;

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

/**
 * Gathers the items that arrive in one turn of the event loop (the requests read in one poll phase), or while the
 * batch before is running, and hands them to `take` together: many players' money calls then cost one statement
 * and one commit instead of one each. One batch is in flight at a time: the batches lock most of the providers'
 * house accounts (16 shards) until they commit, so batches in flight together would wait for one another anyway;
 * while one runs, the items arriving join the next (group commit), which then takes them all at once (measured at
 * 200 players back to back: one in flight 894 rounds/s, two 848; docs/progress.md, session 18). `take` answers
 * each item's result or the error it was refused with, in order; a refusal rejects that item's promise alone. An
 * answer may be a promise still running: the batch's flight ends when `take` answers, not when those settle.
 * `inFlightLimit` lifts the one-at-a-time rule for batches that do not share locks (a batch waiting on one member's
 * row must not hold back the next turn's players).
 */
export function turnBatches<T, R>(
  take: (items: readonly T[]) => Promise<(R | Error | Promise<R>)[]>,
  inFlightLimit = 1,
): (item: T) => Promise<R> {
  const flight = inFlight(inFlightLimit);
  const loader = new DataLoader<T, R | Promise<R>>(
    async (items) => {
      try {
        return await take(items);
      } finally {
        flight.ended();
      }
    },
    { cache: false, maxBatchSize: MAX_BATCH, batchScheduleFn: flight.schedule },
  );
  // a promise answer is adopted by the load's own promise
  return (item) => loader.load(item) as Promise<R>;
}
