import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.ts';
import { createDb } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { houseAccount, memberMainAccount, worldAccount } from './accounts.ts';
import { balanceOf, type TransferRequest, transfer, transferAlone } from './ledger.ts';
import { insertTestMember } from './testing.ts';

/**
 * transferAlone group-commits: transfers posted in the same turn of the event loop (or while a batch is in
 * flight) go to PostgreSQL together, as one statement and one transaction, and each keeps its own answer.
 */

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ maxConnections: 20 });
});
afterAll(() => t.drop());

async function wallet(funds: bigint) {
  const id = await memberMainAccount(t.db, await insertTestMember(t.db));
  if (funds > 0n) {
    const world = await worldAccount(t.db, 'batch');
    await transferAlone(t.db, {
      key: `fund-${id}`,
      kind: 'deposit',
      moves: [{ from: world, to: id, amount: funds }],
    });
  }
  return id;
}

const bet = (key: string, from: bigint, to: bigint, amount: bigint): TransferRequest => ({
  key,
  kind: 'bet',
  moves: [{ from, to, amount }],
});

/** How many database transactions wrote the transfers whose keys start with `prefix`. */
async function transactionsOf(prefix: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(DISTINCT xmin::text)::int AS n FROM ledger_transfers WHERE idempotency_key LIKE ${`${prefix}%`}`.execute(
    t.db,
  );
  return rows[0]!.n;
}

const codeOf = (outcome: PromiseSettledResult<unknown>) =>
  outcome.status === 'rejected' ? (outcome.reason as { code?: string }).code : 'ok';

describe('batched transferAlone', () => {
  it('posts transfers sent together in one transaction, each refused or posted in arrival order', async () => {
    const w = await wallet(1_000n);
    const house = await houseAccount(t.db, 0n);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => transferAlone(t.db, bet(`debit-${w}-${i}`, w, house, 30n))),
    );
    // the first 33 fit, in the order they were sent; each of the last 17 is refused on its own
    expect(outcomes.map(codeOf)).toEqual([
      ...Array.from({ length: 33 }, () => 'ok'),
      ...Array.from({ length: 17 }, () => 'insufficient_funds'),
    ]);
    const balances = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value.balances.get(w)] : []));
    expect(balances).toEqual(Array.from({ length: 33 }, (_, i) => 1_000n - 30n * BigInt(i + 1)));
    expect(await balanceOf(t.db, w)).toBe(10n);
    expect(await transactionsOf(`debit-${w}-`)).toBe(1);
  });

  it('answers a key sent several times in one batch once posted, then replayed, moving money once', async () => {
    const w = await wallet(1_000n);
    const house = await houseAccount(t.db, 0n);
    const request = bet(`same-${w}`, w, house, 100n);
    const results = await Promise.all(Array.from({ length: 5 }, () => transferAlone(t.db, request)));
    expect(results.map((r) => r.replayed)).toEqual([false, true, true, true, true]);
    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    for (const r of results) expect(r.balances.get(w)).toBe(900n);
    expect(await balanceOf(t.db, w)).toBe(900n);
  });

  it('refuses the same key with another body in the same batch and posts the first', async () => {
    const w = await wallet(1_000n);
    const house = await houseAccount(t.db, 0n);
    const [first, second] = await Promise.allSettled([
      transferAlone(t.db, bet(`clash-${w}`, w, house, 100n)),
      transferAlone(t.db, bet(`clash-${w}`, w, house, 101n)),
    ]);
    expect(codeOf(first!)).toBe('ok');
    expect(codeOf(second!)).toBe('idempotency_conflict');
    expect(await balanceOf(t.db, w)).toBe(900n);
  });

  it('replays a key posted by an earlier batch with the first result, even when the money has gone since', async () => {
    const w = await wallet(300n);
    const house = await houseAccount(t.db, 0n);
    const first = await transferAlone(t.db, bet(`early-${w}`, w, house, 300n));
    const [again, other] = await Promise.allSettled([
      transferAlone(t.db, bet(`early-${w}`, w, house, 300n)),
      transferAlone(t.db, bet(`early-${w}`, w, house, 1n)),
    ]);
    expect(again).toMatchObject({
      status: 'fulfilled',
      value: { replayed: true, transferId: first.transferId },
    });
    expect((again as PromiseFulfilledResult<{ balances: Map<bigint, bigint> }>).value.balances.get(w)).toBe(
      0n,
    );
    expect(codeOf(other!)).toBe('idempotency_conflict');
  });

  it('evaluates each transfer against what the earlier ones in the batch left', async () => {
    const w = await wallet(0n);
    const house = await houseAccount(t.db, 0n);
    const world = await worldAccount(t.db, 'batch');
    const outcomes = await Promise.allSettled([
      transferAlone(t.db, bet(`order-${w}-bet`, w, house, 100n)),
      transferAlone(t.db, {
        key: `order-${w}-dep`,
        kind: 'deposit',
        moves: [{ from: world, to: w, amount: 100n }],
      }),
      // the key refused first was not taken: the same request now fits
      transferAlone(t.db, bet(`order-${w}-bet`, w, house, 100n)),
    ]);
    expect(outcomes.map(codeOf)).toEqual(['insufficient_funds', 'ok', 'ok']);
    expect(outcomes[2]).toMatchObject({ status: 'fulfilled', value: { replayed: false } });
    expect(await balanceOf(t.db, w)).toBe(0n);
  });

  it("keeps one transfer's failure from the others: an unknown account, a missing reversed transfer", async () => {
    const w = await wallet(1_000n);
    const house = await houseAccount(t.db, 0n);
    const outcomes = await Promise.allSettled([
      transferAlone(t.db, bet(`iso-${w}-1`, w, house, 10n)),
      transferAlone(t.db, bet(`iso-${w}-2`, w, 999_999_999n, 10n)),
      transferAlone(t.db, bet(`iso-${w}-3`, w, house, 10n)),
    ]);
    expect(outcomes.map(codeOf)).toEqual(['ok', '23503', 'ok']);
    const reversal = await Promise.allSettled([
      transferAlone(t.db, bet(`iso-${w}-4`, w, house, 10n)),
      transferAlone(t.db, {
        ...bet(`iso-${w}-5`, house, w, 10n),
        kind: 'reversal',
        reversesId: 999_999_999n,
      }),
      transferAlone(t.db, bet(`iso-${w}-6`, w, house, 10n)),
    ]);
    expect(reversal.map(codeOf)).toEqual(['ok', '23503', 'ok']);
    expect(await balanceOf(t.db, w)).toBe(960n);
  });

  it('checks each request before it is queued', async () => {
    const w = await wallet(100n);
    const house = await houseAccount(t.db, 0n);
    const outcomes = await Promise.allSettled([
      transferAlone(t.db, bet(`check-${w}-1`, w, house, 0n)),
      transferAlone(t.db, bet('', w, house, 1n)),
      transferAlone(t.db, bet(`check-${w}-3`, w, house, 1n)),
    ]);
    expect(codeOf(outcomes[0]!)).toBe('invalid_amount');
    expect(outcomes[1]).toMatchObject({ status: 'rejected', reason: { message: /idempotency key/ } });
    expect(codeOf(outcomes[2]!)).toBe('ok');
  });
});

describe('batches alongside other writers', () => {
  it('A→B and B→A from batches and from callers’ transactions never deadlock and conserve the total', async () => {
    const a = await wallet(10_000n);
    const b = await wallet(10_000n);
    const jobs = Array.from({ length: 80 }, (_, i) => {
      const [from, to] = i % 2 === 0 ? [a, b] : [b, a];
      const request: TransferRequest = {
        key: `mix-${a}-${i}`,
        kind: 'transfer',
        moves: [{ from, to, amount: BigInt(1 + (i % 7)) }],
      };
      return i % 4 < 2 ? transferAlone(t.db, request) : inTransaction(t.db, (tx) => transfer(tx, request));
    });
    const outcomes = await Promise.allSettled(jobs);
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    expect((await balanceOf(t.db, a)) + (await balanceOf(t.db, b))).toBe(20_000n);
  });

  it('two processes (two pools, two batchers) posting the same keys: each key posted once', async () => {
    const other = createDb(t.url, 5);
    try {
      const w = await wallet(10_000n);
      const v = await wallet(10_000n);
      const house = await houseAccount(t.db, 0n);
      const sends = Array.from({ length: 20 }, (_, i) => [
        transferAlone(t.db, bet(`two-${w}-${i}`, w, house, 10n)),
        // odd keys: the same request (a replay); even keys: another body on other accounts (a conflict)
        transferAlone(other, bet(`two-${w}-${i}`, i % 2 ? w : v, house, 10n)),
      ]);
      const outcomes = await Promise.allSettled(sends.flat());
      for (let i = 0; i < 20; i++) {
        const pair = [outcomes[2 * i]!, outcomes[2 * i + 1]!];
        const posted = pair.filter((o) => o.status === 'fulfilled' && !o.value.replayed);
        expect(posted).toHaveLength(1);
        const loser = pair.find((o) => o !== posted[0])!;
        if (i % 2) expect(loser).toMatchObject({ status: 'fulfilled', value: { replayed: true } });
        else expect(codeOf(loser)).toBe('idempotency_conflict');
      }
      expect((await balanceOf(t.db, w)) + (await balanceOf(t.db, v))).toBe(20_000n - 200n);
    } finally {
      await other.destroy();
    }
  });
});
