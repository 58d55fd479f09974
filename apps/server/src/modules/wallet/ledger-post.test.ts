import { LEDGER_KINDS } from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.ts';
import { inTransaction } from '../../db/transaction.ts';
import { houseAccount, memberMainAccount, worldAccount } from './accounts.ts';
import { balanceOf, type TransferRequest, transfer } from './ledger.ts';
import { insertTestMember } from './testing.ts';

/** The single path, `transfer(tx, …)` inside a caller's transaction (ledger_post, migration 0013). */

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ maxConnections: 12 });
});
afterAll(() => t.drop());

async function wallet(funds: bigint) {
  const id = await memberMainAccount(t.db, await insertTestMember(t.db));
  const world = await worldAccount(t.db, 'single');
  await inTransaction(t.db, (tx) =>
    transfer(tx, { key: `fund-${id}`, kind: 'deposit', moves: [{ from: world, to: id, amount: funds }] }),
  );
  return id;
}

const post = (request: TransferRequest) => inTransaction(t.db, (tx) => transfer(tx, request));

describe('transfer in the caller’s transaction', () => {
  it('replays a key with the first result even when the money has gone since', async () => {
    const w = await wallet(500n);
    const house = await houseAccount(t.db, 0n);
    const request: TransferRequest = {
      key: `gone-${w}`,
      kind: 'bet',
      moves: [{ from: w, to: house, amount: 500n }],
    };
    const first = await post(request);
    const again = await post(request);
    expect(again).toMatchObject({ replayed: true, transferId: first.transferId });
    expect(again.balances.get(w)).toBe(0n);
    await expect(post({ ...request, moves: [{ from: w, to: house, amount: 1n }] })).rejects.toMatchObject({
      code: 'idempotency_conflict',
    });
  });

  it('the same request ten times at once when the money covers it once: posted once, replayed nine times', async () => {
    const w = await wallet(100n);
    const house = await houseAccount(t.db, 0n);
    const request: TransferRequest = {
      key: `once-${w}`,
      kind: 'bet',
      moves: [{ from: w, to: house, amount: 100n }],
    };
    const results = await Promise.all(Array.from({ length: 10 }, () => post(request)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    expect(await balanceOf(t.db, w)).toBe(0n);
  });

  it('refuses an unknown account and writes nothing', async () => {
    const w = await wallet(100n);
    await expect(
      post({ key: `nowhere-${w}`, kind: 'bet', moves: [{ from: w, to: 999_999_999n, amount: 1n }] }),
    ).rejects.toMatchObject({ code: '23503' });
    expect(await balanceOf(t.db, w)).toBe(100n);
  });
});

describe('the checks rewritten by migration 0013', () => {
  it('still refuse an unknown transfer kind or account purpose, and accept every known one', async () => {
    await expect(
      sql`INSERT INTO ledger_transfers (idempotency_key, request_hash, kind) VALUES ('k-lottery', '\\x00', 'lottery')`.execute(
        t.db,
      ),
    ).rejects.toThrow(/ledger_transfers_kind_check/);
    await expect(
      sql`INSERT INTO ledger_accounts (code, purpose) VALUES ('check:casino', 'casino')`.execute(t.db),
    ).rejects.toThrow(/ledger_accounts_purpose_check/);
    const purposes = ['main', 'withdrawal_hold', 'demo', 'vendor', 'house', 'payment_clearing', 'promotions'];
    for (const kind of LEDGER_KINDS) {
      await sql`INSERT INTO ledger_transfers (idempotency_key, request_hash, kind)
        VALUES (${`k-${kind}`}, '\\x00', ${kind})`.execute(t.db);
    }
    for (const purpose of [...purposes, 'commissions', 'provider', 'world']) {
      await sql`INSERT INTO ledger_accounts (code, purpose) VALUES (${`check:${purpose}`}, ${purpose})`.execute(
        t.db,
      );
    }
  });
});
