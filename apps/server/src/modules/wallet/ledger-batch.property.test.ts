import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.ts';
import { houseAccount, memberMainAccount, worldAccount } from './accounts.ts';
import { type Move, type TransferRequest, transferAlone } from './ledger.ts';
import { insertTestMember } from './testing.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

const MEMBERS = 3;
type Op = { type: 'deposit' | 'bet' | 'transfer'; member: number; to: number; amount: bigint; key: number };

const op: fc.Arbitrary<Op> = fc.record({
  type: fc.constantFrom('deposit' as const, 'bet' as const, 'transfer' as const),
  member: fc.integer({ min: 0, max: MEMBERS - 1 }),
  to: fc.integer({ min: 0, max: MEMBERS - 1 }),
  amount: fc.bigInt({ min: 1n, max: 3_000n }),
  // few keys: replays and conflicts, within one batch and across batches
  key: fc.integer({ min: 0, max: 9 }),
});

type Outcome = 'posted' | 'replayed' | 'insufficient_funds' | 'idempotency_conflict';

let run = 0;

describe('batched transfers behave as the same transfers posted one by one', () => {
  it('same answers, same balances, balances equal to postings, running balances consistent', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 1, maxLength: 40 }),
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 4 }),
        async (ops, cuts) => {
          run += 1;
          const wallets = await Promise.all(
            Array.from({ length: MEMBERS }, async () =>
              memberMainAccount(t.db, await insertTestMember(t.db)),
            ),
          );
          const world = await worldAccount(t.db, 'batch_property');
          const house = await houseAccount(t.db, 0n);

          const requests = ops.map((o): TransferRequest | undefined => {
            const w = wallets[o.member]!;
            let moves: Move[];
            if (o.type === 'deposit') moves = [{ from: world, to: w, amount: o.amount }];
            else if (o.type === 'bet') moves = [{ from: w, to: house, amount: o.amount }];
            else if (o.to === o.member) return undefined;
            else moves = [{ from: w, to: wallets[o.to]!, amount: o.amount }];
            return { key: `bp-${run}-${o.key}`, kind: o.type, moves };
          });

          // the model: one by one, in order
          const expected = wallets.map(() => 0n);
          const taken = new Map<string, string>();
          const model: (Outcome | undefined)[] = requests.map((r) => {
            if (!r) return undefined;
            const body = JSON.stringify(r.moves, (_, v) => (typeof v === 'bigint' ? String(v) : v)) + r.kind;
            const first = taken.get(r.key);
            if (first !== undefined) return first === body ? 'replayed' : 'idempotency_conflict';
            const delta = wallets.map((w) =>
              r.moves.reduce((s, m) => s + (m.to === w ? m.amount : m.from === w ? -m.amount : 0n), 0n),
            );
            if (delta.some((d, m) => expected[m]! + d < 0n)) return 'insufficient_funds';
            for (const [m, d] of delta.entries()) expected[m]! += d;
            taken.set(r.key, body);
            return 'posted';
          });

          // the ledger: the requests sent in a few groups, each group together (one batch)
          const outcomes: (Outcome | undefined)[] = [];
          let start = 0;
          for (const cut of [...cuts, requests.length]) {
            const group = requests.slice(start, Math.max(start, Math.min(cut, requests.length)));
            start += group.length;
            const settled = await Promise.allSettled(
              group.map((r) => (r ? transferAlone(t.db, r) : undefined)),
            );
            for (const s of settled) {
              if (s.status === 'rejected') outcomes.push((s.reason as { code: Outcome }).code);
              else
                outcomes.push(s.value === undefined ? undefined : s.value.replayed ? 'replayed' : 'posted');
            }
          }
          expect(outcomes).toEqual(model);

          const ids = [...wallets, world, house].map(String);
          const accounts = await sql<{ id: bigint; balance: bigint; posted: bigint }>`
            SELECT a.id, a.balance, coalesce(sum(p.amount), 0)::bigint AS posted
            FROM ledger_accounts a LEFT JOIN ledger_postings p ON p.account_id = a.id
            WHERE a.id = ANY(${ids}::bigint[]) GROUP BY a.id`.execute(t.db);
          for (const a of accounts.rows) expect(a.balance).toBe(a.posted);
          for (const [m, w] of wallets.entries()) {
            expect(accounts.rows.find((a) => a.id === w)?.balance).toBe(expected[m]);
          }
          // each posting's balance_after is the previous one's (0 for the first) plus its amount
          const broken = await sql`
            SELECT id FROM (
              SELECT p.id, p.balance_after - p.amount AS before,
                     lag(p.balance_after) OVER (PARTITION BY p.account_id ORDER BY p.id) AS previous
              FROM ledger_postings p WHERE p.account_id = ANY(${wallets.map(String)}::bigint[])) x
            WHERE before <> coalesce(previous, 0)`.execute(t.db);
          expect(broken.rows).toEqual([]);
        },
      ),
      { numRuns: 25 },
    );
  });
});
