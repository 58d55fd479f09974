import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.ts';
import { inTransaction } from '../../db/transaction.ts';
import { houseAccount, memberMainAccount, worldAccount } from './accounts.ts';
import { balanceOf, transfer } from './ledger.ts';
import { insertTestMember } from './testing.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ maxConnections: 30 });
});
afterAll(() => t.drop());

async function wallet(funds: bigint) {
  const id = await memberMainAccount(t.db, await insertTestMember(t.db));
  const world = await worldAccount(t.db, 'concurrency');
  await inTransaction(t.db, (tx) =>
    transfer(tx, { key: `fund-${id}`, kind: 'deposit', moves: [{ from: world, to: id, amount: funds }] }),
  );
  return id;
}

describe('concurrent transfers on real PostgreSQL', () => {
  it('50 parallel debits whose total exceeds the balance: exactly the ones that fit succeed', async () => {
    const w = await wallet(1_000n);
    const house = await houseAccount(t.db, 0n);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        inTransaction(t.db, (tx) =>
          transfer(tx, { key: `debit-${w}-${i}`, kind: 'bet', moves: [{ from: w, to: house, amount: 30n }] }),
        ),
      ),
    );
    const ok = outcomes.filter((o) => o.status === 'fulfilled').length;
    const refused = outcomes.filter(
      (o) => o.status === 'rejected' && (o.reason as { code?: string }).code === 'insufficient_funds',
    ).length;
    expect(ok).toBe(33);
    expect(refused).toBe(17);
    expect(await balanceOf(t.db, w)).toBe(10n);
  });

  it('parallel transfers A→B and B→A never deadlock and conserve the total', async () => {
    const a = await wallet(10_000n);
    const b = await wallet(10_000n);
    const jobs = Array.from({ length: 60 }, (_, i) => {
      const [from, to] = i % 2 === 0 ? [a, b] : [b, a];
      return inTransaction(t.db, (tx) =>
        transfer(tx, {
          key: `swap-${a}-${i}`,
          kind: 'transfer',
          moves: [{ from, to, amount: BigInt(1 + (i % 7)) }],
        }),
      );
    });
    const outcomes = await Promise.allSettled(jobs);
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    expect((await balanceOf(t.db, a)) + (await balanceOf(t.db, b))).toBe(20_000n);
  });
});
