import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.ts';
import { inTransaction } from '../../db/transaction.ts';
import { houseAccount, memberMainAccount, worldAccount } from './accounts.ts';
import { balanceOf, netPostings, requestHash, transfer } from './ledger.ts';
import { insertTestMember } from './testing.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

async function fundedWallet(amount: bigint) {
  const member = await insertTestMember(t.db);
  const wallet = await memberMainAccount(t.db, member);
  const world = await worldAccount(t.db, 'test');
  if (amount > 0n) {
    await inTransaction(t.db, (tx) =>
      transfer(tx, { key: `fund-${wallet}`, kind: 'deposit', moves: [{ from: world, to: wallet, amount }] }),
    );
  }
  return wallet;
}

describe('pure helpers', () => {
  it('nets moves per account and drops accounts that cancel out', () => {
    const net = netPostings([
      { from: 1n, to: 2n, amount: 5n },
      { from: 2n, to: 3n, amount: 5n },
    ]);
    expect([...net.entries()]).toEqual([
      [1n, -5n],
      [3n, 5n],
    ]);
  });

  it('hashes the same request the same way whatever the metadata key order', () => {
    const a = requestHash({
      key: 'k',
      kind: 'bet',
      moves: [{ from: 1n, to: 2n, amount: 3n }],
      metadata: { a: 1, b: 2 },
    });
    const b = requestHash({
      key: 'k',
      kind: 'bet',
      moves: [{ from: 1n, to: 2n, amount: 3n }],
      metadata: { b: 2, a: 1 },
    });
    const c = requestHash({
      key: 'k',
      kind: 'bet',
      moves: [{ from: 1n, to: 2n, amount: 4n }],
      metadata: { a: 1, b: 2 },
    });
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });
});

describe('transfer', () => {
  it('moves money, records balanced postings and updates the balance caches', async () => {
    const wallet = await fundedWallet(10_000n);
    const house = await houseAccount(t.db, 0n);
    const result = await inTransaction(t.db, (tx) =>
      transfer(tx, {
        key: `bet-${wallet}`,
        kind: 'bet',
        moves: [{ from: wallet, to: house, amount: 2_500n }],
      }),
    );
    expect(result.replayed).toBe(false);
    expect(result.balances.get(wallet)).toBe(7_500n);
    expect(await balanceOf(t.db, wallet)).toBe(7_500n);
    const postings = await t.db
      .selectFrom('ledger_postings')
      .select(['account_id', 'amount'])
      .where('transfer_id', '=', result.transferId)
      .execute();
    expect(postings.reduce((sum, p) => sum + p.amount, 0n)).toBe(0n);
  });

  it('refuses to take a member wallet below zero and writes nothing', async () => {
    const wallet = await fundedWallet(100n);
    const house = await houseAccount(t.db, 0n);
    const key = `overdraw-${wallet}`;
    await expect(
      inTransaction(t.db, (tx) =>
        transfer(tx, { key, kind: 'bet', moves: [{ from: wallet, to: house, amount: 101n }] }),
      ),
    ).rejects.toMatchObject({ code: 'insufficient_funds' });
    expect(await balanceOf(t.db, wallet)).toBe(100n);
    const row = await t.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('rejects zero, negative and absurd amounts', async () => {
    const wallet = await fundedWallet(100n);
    const house = await houseAccount(t.db, 0n);
    for (const amount of [0n, -1n, 10n ** 16n]) {
      await expect(
        inTransaction(t.db, (tx) =>
          transfer(tx, {
            key: `bad-${wallet}-${amount}`,
            kind: 'bet',
            moves: [{ from: wallet, to: house, amount }],
          }),
        ),
      ).rejects.toMatchObject({ code: 'invalid_amount' });
    }
  });

  it('refuses to run outside a transaction', async () => {
    await expect(transfer(t.db as never, { key: 'x', kind: 'bet', moves: [] })).rejects.toThrow(
      /inside a database transaction/,
    );
  });

  it('replays the same key and body without moving money again, and refuses the same key with another body', async () => {
    const wallet = await fundedWallet(1_000n);
    const house = await houseAccount(t.db, 0n);
    const request = {
      key: `replay-${wallet}`,
      kind: 'bet' as const,
      moves: [{ from: wallet, to: house, amount: 300n }],
    };
    const first = await inTransaction(t.db, (tx) => transfer(tx, request));
    const second = await inTransaction(t.db, (tx) => transfer(tx, request));
    expect(second.replayed).toBe(true);
    expect(second.transferId).toBe(first.transferId);
    expect(second.balances.get(wallet)).toBe(700n);
    expect(await balanceOf(t.db, wallet)).toBe(700n);
    await expect(
      inTransaction(t.db, (tx) =>
        transfer(tx, { ...request, moves: [{ from: wallet, to: house, amount: 301n }] }),
      ),
    ).rejects.toMatchObject({ code: 'idempotency_conflict' });
  });

  it('posts a key once when the same request arrives ten times at once', async () => {
    const wallet = await fundedWallet(1_000n);
    const house = await houseAccount(t.db, 0n);
    const request = {
      key: `race-${wallet}`,
      kind: 'bet' as const,
      moves: [{ from: wallet, to: house, amount: 100n }],
    };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => inTransaction(t.db, (tx) => transfer(tx, request))),
    );
    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await balanceOf(t.db, wallet)).toBe(900n);
  });
});

describe('the database itself guards the ledger', () => {
  it('refuses postings that do not sum to zero', async () => {
    const wallet = await fundedWallet(0n);
    await expect(
      t.db.transaction().execute(async (tx) => {
        const tr = await sql<{ id: bigint }>`
          INSERT INTO ledger_transfers (idempotency_key, request_hash, kind) VALUES (${`raw-${wallet}`}, '\\x00', 'adjustment')
          RETURNING id`.execute(tx);
        await sql`INSERT INTO ledger_postings (transfer_id, account_id, amount, balance_after)
          VALUES (${String(tr.rows[0]!.id)}, ${String(wallet)}, 5, 5)`.execute(tx);
      }),
    ).rejects.toThrow(/does not sum to zero/);
  });

  it('refuses edits and deletions of postings and transfers', async () => {
    await expect(sql`UPDATE ledger_postings SET amount = amount WHERE true`.execute(t.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM ledger_transfers WHERE true`.execute(t.db)).rejects.toThrow(/append-only/);
  });

  it('refuses a negative member balance even when written directly', async () => {
    const wallet = await fundedWallet(0n);
    await expect(
      sql`UPDATE ledger_accounts SET balance = -1 WHERE id = ${String(wallet)}`.execute(t.db),
    ).rejects.toThrow(/ledger_accounts_not_negative/);
  });
});

describe('transferAlone', () => {
  it('posts as one statement with the same guarantees and refuses to run inside a transaction', async () => {
    const { transferAlone } = await import('./ledger.ts');
    const wallet = await fundedWallet(500n);
    const house = await houseAccount(t.db, 0n);
    const request = {
      key: `alone-${wallet}`,
      kind: 'bet' as const,
      moves: [{ from: wallet, to: house, amount: 200n }],
    };
    expect((await transferAlone(t.db, request)).balances.get(wallet)).toBe(300n);
    expect((await transferAlone(t.db, request)).replayed).toBe(true);
    await expect(
      transferAlone(t.db, {
        ...request,
        key: `alone-over-${wallet}`,
        moves: [{ from: wallet, to: house, amount: 301n }],
      }),
    ).rejects.toMatchObject({ code: 'insufficient_funds' });
    await expect(t.db.transaction().execute((tx) => transferAlone(tx, request))).rejects.toThrow(
      /outside a transaction/,
    );
  });
});
