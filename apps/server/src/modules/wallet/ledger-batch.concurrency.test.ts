import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.ts';
import { houseAccount, memberMainAccount, worldAccount } from './accounts.ts';
import { balanceOf, type Move, type TransferRequest, type TransferResult, transferAlone } from './ledger.ts';
import { Batcher } from './ledger-batch.ts';
import { planTransfer } from './ledger-request.ts';
import { insertTestMember } from './testing.ts';

/**
 * Several batches of one process in flight together (ledger-batch.ts): a batch held up behind a lock does not hold
 * back the next ones, and batches running at the same time over the same accounts never deadlock (accounts are
 * locked in id order, keys inserted in key order) and leave exact balances.
 */

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ maxConnections: 12 });
});
afterAll(() => t.drop());

/** The next turn of the event loop: what is posted after it goes in another batch than what was posted before. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function member(funds: bigint): Promise<{ id: bigint; wallet: bigint; house: bigint }> {
  const id = await insertTestMember(t.db);
  const wallet = await memberMainAccount(t.db, id);
  if (funds > 0n) {
    const world = await worldAccount(t.db, 'inflight');
    await transferAlone(t.db, {
      key: `fund-${wallet}`,
      kind: 'deposit',
      moves: [{ from: world, to: wallet, amount: funds }],
    });
  }
  return { id, wallet, house: await houseAccount(t.db, id) };
}

const bet = (key: string, from: bigint, to: bigint, amount: bigint): TransferRequest => ({
  key,
  kind: 'bet',
  moves: [{ from, to, amount }],
});

/** Settled as soon as answered: a refusal that comes while more is being sent is no unhandled rejection. */
const settled = <T>(promise: Promise<T>): Promise<PromiseSettledResult<T>> =>
  promise.then(
    (value) => ({ status: 'fulfilled', value }),
    (reason: unknown) => ({ status: 'rejected', reason }),
  );

const codeOf = (outcome: PromiseSettledResult<unknown>) =>
  outcome.status === 'rejected' ? (outcome.reason as { code?: string }).code : 'ok';

/** A small deterministic generator (mulberry32): the same transfers on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** Waits until `count` batch statements of this database wait for a lock. */
async function lockWaiters(count: number): Promise<void> {
  for (;;) {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%ledger_post_batch%'`.execute(
      t.db,
    );
    if (rows[0]!.n >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function balancesOf(ids: bigint[]): Promise<Map<bigint, bigint>> {
  const { rows } = await sql<{ id: bigint; balance: bigint }>`
    SELECT id, balance FROM ledger_accounts WHERE id = ANY(${ids.map(String)}::bigint[])`.execute(t.db);
  return new Map(rows.map((r) => [r.id, r.balance]));
}

/** Balances equal to their postings, each posting's balance_after the previous one's plus its amount. */
async function expectLedgerHolds(ids: bigint[]): Promise<void> {
  const accounts = await sql<{ id: bigint; balance: bigint; posted: bigint }>`
    SELECT a.id, a.balance, coalesce(sum(p.amount), 0)::bigint AS posted
    FROM ledger_accounts a LEFT JOIN ledger_postings p ON p.account_id = a.id
    WHERE a.id = ANY(${ids.map(String)}::bigint[]) GROUP BY a.id`.execute(t.db);
  for (const a of accounts.rows) expect(a.balance).toBe(a.posted);
  const broken = await sql`
    SELECT id FROM (
      SELECT p.id, p.balance_after - p.amount AS before,
             lag(p.balance_after) OVER (PARTITION BY p.account_id ORDER BY p.id) AS previous
      FROM ledger_postings p WHERE p.account_id = ANY(${ids.map(String)}::bigint[])) x
    WHERE before <> coalesce(previous, 0)`.execute(t.db);
  expect(broken.rows).toEqual([]);
  const unbalanced = await sql`
    SELECT transfer_id FROM ledger_postings GROUP BY transfer_id HAVING sum(amount) <> 0`.execute(t.db);
  expect(unbalanced.rows).toEqual([]);
  const negative = await sql`
    SELECT id FROM ledger_accounts WHERE NOT allow_negative AND balance < 0`.execute(t.db);
  expect(negative.rows).toEqual([]);
}

describe('several batches in flight', () => {
  it('a batch stuck behind a lock does not hold back the batches after it', async () => {
    const stuckOn = await member(1_000n);
    // another house shard too: the stuck batch may hold its house shard while it waits for the wallet
    let free = await member(1_000n);
    while (free.house === stuckOn.house) free = await member(1_000n);
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let taken!: () => void;
    const lockTaken = new Promise<void>((resolve) => {
      taken = resolve;
    });
    // a caller's long transaction holds the first member's wallet
    const holder = t.db.transaction().execute(async (tx) => {
      await sql`SELECT 1 FROM ledger_accounts WHERE id = ${stuckOn.wallet} FOR UPDATE`.execute(tx);
      taken();
      await released;
    });
    await lockTaken;

    // the batcher's own rule for a held-up batch (not `heldUpAfterMs`)
    const batcher = new Batcher(t.db, { inFlight: 3 });
    const post = (request: TransferRequest) => batcher.post(planTransfer(request));
    // two batches wait for the held wallet in PostgreSQL at the same time (the second one behind the first)…
    let stuckAnswered = false;
    const stuck = [settled(post(bet(`stuck-${stuckOn.wallet}-1`, stuckOn.wallet, stuckOn.house, 100n)))];
    await lockWaiters(1);
    stuck.push(settled(post(bet(`stuck-${stuckOn.wallet}-2`, stuckOn.wallet, stuckOn.house, 100n))));
    await lockWaiters(2);
    const stuckDone = Promise.all(stuck).then((outcomes) => {
      stuckAnswered = true;
      return outcomes;
    });
    // …while the third posts batch after batch for another member (each awaited: one batch per round)
    for (let i = 0; i < 5; i++) {
      const answers = await Promise.all([
        post(bet(`free-${free.wallet}-${i}-a`, free.wallet, free.house, 10n)),
        post(bet(`free-${free.wallet}-${i}-b`, free.wallet, free.house, 10n)),
      ]);
      expect(answers.map((a) => a.balances.get(free.wallet))).toEqual([
        1_000n - 20n * BigInt(i) - 10n,
        1_000n - 20n * BigInt(i) - 20n,
      ]);
    }
    expect(stuckAnswered).toBe(false);
    expect(await balanceOf(t.db, stuckOn.wallet)).toBe(1_000n);

    release();
    await holder;
    const outcomes = await stuckDone;
    expect(outcomes.map(codeOf)).toEqual(['ok', 'ok']);
    expect(await balanceOf(t.db, stuckOn.wallet)).toBe(800n);
    expect(await balanceOf(t.db, free.wallet)).toBe(900n);
  });

  it('200 transfers over overlapping wallets and house shards, in many batches at once: exact balances', async () => {
    // the next batch never waits for the ones in flight: as many at once as may be
    const batcher = new Batcher(t.db, { inFlight: 4, heldUpAfterMs: 0 });
    const members = await Promise.all(
      Array.from({ length: 8 }, (_, i) => member(BigInt(500 + 300 * (i % 3)))),
    );
    const world = await worldAccount(t.db, 'inflight');
    const next = random(12);
    const pick = () => members[Math.floor(next() * members.length)]!;
    const amount = () => BigInt(1 + Math.floor(next() * 400));

    const requests: TransferRequest[] = [];
    for (let i = 0; i < 200; i++) {
      const key = `mix-${members[0]!.wallet}-${i}`;
      const m = pick();
      let n = pick();
      while (n === m) n = pick();
      const r = next();
      let moves: Move[];
      let kind: TransferRequest['kind'] = 'transfer';
      if (r < 0.3) [kind, moves] = ['bet', [{ from: m.wallet, to: m.house, amount: amount() }]];
      else if (r < 0.45) [kind, moves] = ['win', [{ from: m.house, to: m.wallet, amount: amount() }]];
      else if (r < 0.7) moves = [{ from: m.wallet, to: n.wallet, amount: amount() }];
      else if (r < 0.78) [kind, moves] = ['deposit', [{ from: world, to: m.wallet, amount: amount() }]];
      else if (r < 0.88) {
        // a bet and another member's win in one transfer: four accounts, two of them house shards
        kind = 'bet';
        moves = [
          { from: m.wallet, to: m.house, amount: amount() },
          { from: n.house, to: n.wallet, amount: amount() },
        ];
      } else if (r < 0.94 && requests.length > 0) {
        // an earlier key again: the same request (a replay) or another body (a conflict)
        const earlier = requests[Math.floor(next() * requests.length)]!;
        requests.push(next() < 0.5 ? earlier : { ...earlier, metadata: { other: i } });
        continue;
      } else moves = [{ from: n.wallet, to: m.wallet, amount: amount() }];
      requests.push({ key, kind, moves });
    }
    // a transfer that aborts its whole batch (the reversed transfer does not exist): the batch falls back to
    // posting its transfers one by one, the others unharmed
    for (const i of [17, 90, 151]) {
      requests[i] = {
        ...bet(`bad-${members[0]!.wallet}-${i}`, members[1]!.house, members[1]!.wallet, 5n),
        kind: 'reversal',
        reversesId: 999_999_999n,
      };
    }

    const accounts = [...new Set([world, ...members.flatMap((m) => [m.wallet, m.house])])];
    const before = await balancesOf(accounts);

    // a few transfers per turn of the event loop: each turn's are a batch while a slot is free, up to four at once
    const sent: Promise<PromiseSettledResult<TransferResult>>[] = [];
    for (const [i, request] of requests.entries()) {
      sent.push(settled(batcher.post(planTransfer(request))));
      if (i % 5 === 4) await nextTurn();
    }
    const outcomes = await Promise.all(sent);

    const expected = new Map(before);
    const postedByKey = new Map<string, { transferId: bigint; request: TransferRequest }>();
    for (const [i, outcome] of outcomes.entries()) {
      const request = requests[i]!;
      if (outcome.status === 'rejected') {
        const code = codeOf(outcome);
        if (request.reversesId !== undefined) expect(code).toBe('23503');
        else expect(['insufficient_funds', 'idempotency_conflict']).toContain(code);
        continue;
      }
      expect(request.reversesId).toBeUndefined();
      if (outcome.value.replayed) continue;
      expect(postedByKey.has(request.key)).toBe(false);
      postedByKey.set(request.key, { transferId: outcome.value.transferId, request });
      for (const { from, to, amount } of request.moves) {
        expected.set(from, expected.get(from)! - amount);
        expected.set(to, expected.get(to)! + amount);
      }
    }
    // every replay answers the one posted transfer of its key, every conflict met one with another body
    for (const [i, outcome] of outcomes.entries()) {
      const request = requests[i]!;
      const posted = postedByKey.get(request.key);
      if (outcome.status === 'fulfilled' && outcome.value.replayed) {
        expect(posted?.transferId).toBe(outcome.value.transferId);
        expect(posted?.request.metadata).toEqual(request.metadata);
      }
      if (codeOf(outcome) === 'idempotency_conflict') {
        expect(posted).toBeDefined();
        expect(posted?.request.metadata).not.toEqual(request.metadata);
      }
    }
    expect(postedByKey.size).toBeGreaterThan(100);

    expect(await balancesOf(accounts)).toEqual(expected);
    await expectLedgerHolds(accounts);
    const { rows } = await sql<{ n: number }>`
      SELECT count(DISTINCT xmin::text)::int AS n FROM ledger_transfers
      WHERE idempotency_key LIKE ${`mix-${members[0]!.wallet}-%`}`.execute(t.db);
    expect(rows[0]!.n).toBeGreaterThan(4);
  });

  it('the same keys in two batches at once, in opposite orders, on other accounts: each posted once', async () => {
    const batcher = new Batcher(t.db, { inFlight: 4, heldUpAfterMs: 0 });
    const members = await Promise.all(Array.from({ length: 4 }, () => member(10_000n)));
    const [a, b, c, d] = members.map((m) => m.wallet) as [bigint, bigint, bigint, bigint];
    const house = members[0]!.house;
    const sent: Promise<PromiseSettledResult<TransferResult>>[] = [];
    const post = (request: TransferRequest) => sent.push(settled(batcher.post(planTransfer(request))));
    for (let i = 0; i < 20; i++) {
      const [k1, k2] = [`cross-${a}-${i}-1`, `cross-${a}-${i}-2`];
      post(bet(k1, a, house, 1n));
      post(bet(k2, b, house, 1n));
      await nextTurn();
      post(bet(k2, c, house, 1n));
      post(bet(k1, d, house, 1n));
      await nextTurn();
    }
    const outcomes = await Promise.all(sent);
    const posted = outcomes.filter((o) => codeOf(o) === 'ok');
    const refused = outcomes.filter((o) => codeOf(o) === 'idempotency_conflict');
    expect(posted).toHaveLength(40);
    expect(refused).toHaveLength(40);
    const total = await balancesOf([a, b, c, d]);
    expect([...total.values()].reduce((s, v) => s + v, 0n)).toBe(40_000n - 40n);
    await expectLedgerHolds([a, b, c, d, house]);
  });
});
