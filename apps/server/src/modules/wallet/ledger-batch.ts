import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { postBatch, postOne } from './ledger-post.ts';
import { type PostingPlan, resultOf, type TransferResult } from './ledger-request.ts';

/** Most transfers in one statement: bounds the statement's size and how long its locks are held. */
export const MAX_BATCH = 200;

/** Aborts that leave nothing written and may pass on a second try; 23505: a key committed concurrently. */
const RETRYABLE = new Set(['40001', '40P01', '23505']);

type Pending = {
  plan: PostingPlan;
  resolve: (result: TransferResult) => void;
  reject: (error: unknown) => void;
};

/**
 * Group commit for `transferAlone` (as TigerBeetle batches): transfers that arrive while a batch is being posted
 * wait and go together in the next one — one statement (`ledger_post_batch`), one transaction, one commit — so
 * under load the cost of a commit and of each account lock is shared, and with no load a transfer waits for
 * nothing but its own statement. Each transfer keeps its own answer: the batch evaluates them in arrival order,
 * each against the balances the earlier ones left. One batch of a process is in flight at a time (a second one
 * would mostly wait for the first one's locks), so a batch stuck behind a lock held by a long transaction
 * delays the transfers queued behind it; batches of several processes lock accounts in id order, as single
 * posts do, so they never deadlock.
 */
export class Batcher {
  readonly #db: Kysely<Database>;
  readonly #queue: Pending[] = [];
  #draining = false;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Answers the transfer's own result (or refusal) once the batch that carried it has committed. */
  post(plan: PostingPlan): Promise<TransferResult> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ plan, resolve, reject });
      if (!this.#draining) {
        this.#draining = true;
        void this.#drain();
      }
    });
  }

  async #drain(): Promise<void> {
    try {
      while (this.#queue.length > 0) {
        // one turn of the event loop: callers answered by the last batch, and everything else that is about
        // to post in this turn, join this batch
        await new Promise((resolve) => setImmediate(resolve));
        await this.#postBatch(this.#queue.splice(0, MAX_BATCH));
      }
    } finally {
      this.#draining = false;
    }
  }

  async #postBatch(batch: Pending[]): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        const answers = await postBatch(
          this.#db,
          batch.map((p) => p.plan),
        );
        for (const [i, pending] of batch.entries()) settle(pending, () => resultOf(answers[i] ?? []));
        return;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code && RETRYABLE.has(code) && attempt < 4) {
          await new Promise((r) => setTimeout(r, 2 * attempt + Math.floor(Math.random() * 5)));
          continue;
        }
        if (batch.length === 1) {
          batch[0]?.reject(error);
          return;
        }
        // one transfer's error (a bad reversesId…) must not be the others' answer: each is posted on its own, in
        // order; had the batch committed before its answer was lost, its transfers now answer as replays
        for (const pending of batch) {
          await postOne(this.#db, pending.plan).then(pending.resolve, pending.reject);
        }
        return;
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
