import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

/** SQLSTATEs after which the same work may simply run again: a serialization failure, a deadlock. */
export const TRANSIENT: ReadonlySet<string> = new Set(['40001', '40P01']);
/**
 * …and a unique violation: a racing twin with the same key (a provider's retry of one wallet call) committed
 * first, and running again answers it as a replay.
 */
export const TRANSIENT_OR_RACED: ReadonlySet<string> = new Set([...TRANSIENT, '23505']);

/**
 * Runs `run`, running it again (up to `attempts` in all, a few milliseconds apart) when PostgreSQL refused it with
 * one of `retryOn`'s SQLSTATEs. The one retry loop of the server: transactions, and single statements that are
 * transactions of their own.
 */
export async function retrying<T>(
  run: () => Promise<T>,
  retryOn: ReadonlySet<string> = TRANSIENT,
  attempts = 4,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= attempts || !code || !retryOn.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.floor(Math.random() * 10)));
    }
  }
}

/**
 * Runs `work` in a new transaction, again when PostgreSQL aborts it for a deadlock or a serialization failure
 * (possible when one transaction posts several transfers in different orders), or for `retryOn`'s codes.
 */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (tx: Transaction<Database>) => Promise<T>,
  retryOn: ReadonlySet<string> = TRANSIENT,
): Promise<T> {
  return retrying(() => db.transaction().execute(work), retryOn);
}
