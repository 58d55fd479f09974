import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { retrying, TRANSIENT_OR_RACED } from '../../db/transaction.ts';
import { postBatch, postOne } from './ledger-post.ts';
import { type PostingPlan, resultOf, type TransferResult } from './ledger-request.ts';

/** Most transfers in one statement: bounds the statement's size and how long its locks are held. */
export const MAX_BATCH = 200;

/** Most batches of one process in flight at once, each on a pool connection and in a transaction of its own. */
export const BATCHES_IN_FLIGHT = 4;

/**
 * While a batch is in flight, the next one waits for it (and grows) unless it is held up: out for HELD_UP_FACTOR
 * times as long as batches have lately taken, and at least HELD_UP_MIN_MS — stuck behind a lock that a caller's
 * transaction holds, or a slow commit. Measured on 2 cores (PostgreSQL on the same machine), posting the next
 * batch at once instead made transfers wait 2–4 times longer at a steady 2,000 transfers/s: more, smaller
 * transactions that queue for the same rows (house shards, a busy wallet) and the same processors.
 */
const HELD_UP_FACTOR = 4;
const HELD_UP_MIN_MS = 10;

type Pending = {
  plan: PostingPlan;
  resolve: (result: TransferResult) => void;
  reject: (error: unknown) => void;
};

export type BatcherOptions = {
  /** Most batches in flight at once (at least 1; 1: one batch at a time); BATCHES_IN_FLIGHT unless given. */
  inFlight?: number;
  /**
   * After how many ms the latest batch counts as held up, instead of HELD_UP_FACTOR times the recent batch time
   * (at least HELD_UP_MIN_MS); 0: the next batch never waits for the ones in flight.
   */
  heldUpAfterMs?: number;
};

/**
 * Group commit for `transferAlone` (as TigerBeetle batches): transfers posted in the same turn of the event loop
 * go together — one statement (`ledger_post_batch`), one transaction, one commit — so under load the cost of a
 * commit and of each account lock is shared, and with no load a transfer waits for nothing but its own statement.
 * Transfers that arrive while a batch is in flight wait and go together in the next one; when the batch in flight
 * is held up (see HELD_UP_FACTOR), the next one goes without waiting for it, up to `inFlight` batches at once, so
 * one batch stuck behind a lock does not hold back every transfer of the process. Each transfer keeps its own
 * answer: a batch evaluates its transfers in arrival order, each against the balances the earlier ones left;
 * batches in flight together are evaluated in the order they get their account locks.
 *
 * Batches never deadlock with one another (of this process or of others) nor with single posts:
 * `ledger_post_batch` locks every account it touches (member wallets, house shards, the world alike) in one
 * statement, in id order, before it writes, and inserts its keys in key order (migration 0023). A caller's
 * transaction that posts several transfers takes its locks in its own order; a deadlock with it (40P01) aborts the
 * batch, which is retried.
 */
export class Batcher {
  readonly #db: Kysely<Database>;
  readonly #inFlight: number;
  readonly #heldUpAfterMs: number | undefined;
  readonly #queue: Pending[] = [];
  /** Batches being gathered or posted. */
  #running = 0;
  #gathering = false;
  /** When the latest batch was started (performance.now()). */
  #lastStart = 0;
  /** How long batch statements have lately taken, in ms (moving average). */
  #typicalMs = 0;
  /** Looks again once the latest batch would count as held up. */
  #timer: NodeJS.Timeout | undefined;

  constructor(db: Kysely<Database>, options: BatcherOptions = {}) {
    this.#db = db;
    this.#inFlight = Math.max(1, Math.floor(options.inFlight ?? BATCHES_IN_FLIGHT));
    this.#heldUpAfterMs = options.heldUpAfterMs;
  }

  /** Answers the transfer's own result (or refusal) once the batch that carried it has committed. */
  post(plan: PostingPlan): Promise<TransferResult> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ plan, resolve, reject });
      this.#next();
    });
  }

  /**
   * Starts gathering a batch when one may go: everything posted until the next turn of the event loop (the
   * callers just answered by a batch, and whatever else posts in this turn) joins it.
   */
  #next(): void {
    if (this.#gathering || this.#running >= this.#inFlight || this.#queue.length === 0) return;
    if (this.#running > 0) {
      const heldUpAfter = this.#heldUpAfterMs ?? Math.max(HELD_UP_MIN_MS, HELD_UP_FACTOR * this.#typicalMs);
      const wait = this.#lastStart + heldUpAfter - performance.now();
      if (wait > 0) {
        this.#timer ??= setTimeout(() => {
          this.#timer = undefined;
          this.#next();
        }, Math.ceil(wait));
        return;
      }
    }
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#gathering = true;
    this.#running += 1;
    this.#lastStart = performance.now();
    setImmediate(() => {
      this.#gathering = false;
      const batch = this.#queue.splice(0, MAX_BATCH);
      void this.#postBatch(batch)
        .catch((error: unknown) => {
          // not expected (#postBatch answers every transfer), but no caller may be left waiting
          for (const pending of batch) pending.reject(error);
        })
        .finally(() => {
          this.#running -= 1;
          this.#next();
        });
      // more waiting than one batch takes: the next batch, once this one is answered or held up
      this.#next();
    });
  }

  async #postBatch(batch: Pending[]): Promise<void> {
    if (batch.length === 0) return;
    try {
      const answers = await retrying(async () => {
        const started = performance.now();
        const posted = await postBatch(
          this.#db,
          batch.map((p) => p.plan),
        );
        const took = performance.now() - started;
        this.#typicalMs = this.#typicalMs === 0 ? took : 0.8 * this.#typicalMs + 0.2 * took;
        return posted;
      }, TRANSIENT_OR_RACED);
      for (const [i, pending] of batch.entries()) settle(pending, () => resultOf(answers[i] ?? []));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // one transfer's error (a bad reversesId…) must not be the others' answer: each is posted on its own, in
      // order; had the batch committed before its answer was lost, its transfers now answer as replays
      for (const pending of batch) {
        await postOne(this.#db, pending.plan).then(pending.resolve, pending.reject);
      }
    }
  }
}

function settle(pending: Pending, answer: () => TransferResult): void {
  try {
    pending.resolve(answer());
  } catch (error) {
    pending.reject(error);
  }
}

const batchers = new WeakMap<Kysely<Database>, Batcher>();

/** The batcher of this database handle (one per pool), created on first use. */
export function batcherOf(db: Kysely<Database>): Batcher {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = new Batcher(db);
    batchers.set(db, batcher);
  }
  return batcher;
}
