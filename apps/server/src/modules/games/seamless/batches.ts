import type { WalletAnswer } from '@app/contracts';
import type { Db } from '../../../db/database.ts';
import { turnBatches } from '../../../shared/turn-batches.ts';
import { type CreditCall, credits, type DebitCall, debits, type Settled } from './service.ts';

type Call<T> = { provider: string; call: T };

/**
 * The calls of `take`'s kind gathered per event-loop turn (shared/turn-batches.ts) and handed to `take` per provider:
 * many players' debits then cost one statement and one commit (`take` takes a handful one by one: service.ts
 * BATCH_FROM).
 */
function gatherer<T>(take: (db: Db, provider: string, calls: readonly T[]) => Promise<Settled[]>, db: Db) {
  const load = turnBatches<Call<T>, WalletAnswer>(async (calls) => {
    const results: Settled[] = new Array(calls.length);
    const byProvider = new Map<string, number[]>();
    for (const [i, { provider }] of calls.entries()) {
      const positions = byProvider.get(provider) ?? [];
      positions.push(i);
      byProvider.set(provider, positions);
    }
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
    return results;
  });
  return (provider: string, call: T) => load({ provider, call });
}

/** The HTTP routes' debits and credits, gathered per event-loop turn (service.ts `debits`, `credits`). */
export function walletBatches(db: Db) {
  return { debit: gatherer<DebitCall>(debits, db), credit: gatherer<CreditCall>(credits, db) };
}
