import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.ts';
import { inTransaction } from '../../db/transaction.ts';
import { houseAccount, memberMainAccount, worldAccount } from './accounts.ts';
import { type Move, transfer } from './ledger.ts';
import { insertTestMember } from './testing.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

const MEMBERS = 4;
type Op =
  | { type: 'deposit' | 'bet' | 'win' | 'withdraw'; member: number; amount: bigint; replay: boolean }
  | { type: 'transfer'; member: number; to: number; amount: bigint; replay: boolean };

const amount = fc.bigInt({ min: 1n, max: 50_000n });
const member = fc.integer({ min: 0, max: MEMBERS - 1 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    type: fc.constantFrom('deposit' as const, 'bet' as const, 'win' as const, 'withdraw' as const),
    member,
    amount,
    replay: fc.boolean(),
  }),
  fc.record({ type: fc.constant('transfer' as const), member, to: member, amount, replay: fc.boolean() }),
);

let run = 0;

describe('ledger invariants over random sequences of money events', () => {
  it('keeps every balance equal to its postings, every transfer balanced, no member below zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        run += 1;
        const wallets = await Promise.all(
          Array.from({ length: MEMBERS }, async () => memberMainAccount(t.db, await insertTestMember(t.db))),
        );
        const world = await worldAccount(t.db, 'property');
        const house = await houseAccount(t.db, 0n);
        const expected = wallets.map(() => 0n);

        for (const [i, o] of ops.entries()) {
          const w = wallets[o.member]!;
          let moves: Move[];
          let delta: [number, bigint][];
          switch (o.type) {
            case 'deposit':
              moves = [{ from: world, to: w, amount: o.amount }];
              delta = [[o.member, o.amount]];
              break;
            case 'win':
              moves = [{ from: house, to: w, amount: o.amount }];
              delta = [[o.member, o.amount]];
              break;
            case 'bet':
              moves = [{ from: w, to: house, amount: o.amount }];
              delta = [[o.member, -o.amount]];
              break;
            case 'withdraw':
              moves = [{ from: w, to: world, amount: o.amount }];
              delta = [[o.member, -o.amount]];
              break;
            case 'transfer':
              if (o.to === o.member) continue;
              moves = [{ from: w, to: wallets[o.to]!, amount: o.amount }];
              delta = [
                [o.member, -o.amount],
                [o.to, o.amount],
              ];
          }
          const fits = delta.every(([m, d]) => expected[m]! + d >= 0n);
          const request = {
            key: `prop-${run}-${i}`,
            kind: o.type === 'withdraw' ? 'withdrawal' : o.type,
            moves,
          } as const;
          const attempt = () => inTransaction(t.db, (tx) => transfer(tx, request));
          if (fits) {
            await attempt();
            if (o.replay) expect((await attempt()).replayed).toBe(true);
            for (const [m, d] of delta) expected[m]! += d;
          } else {
            await expect(attempt()).rejects.toMatchObject({ code: 'insufficient_funds' });
          }
        }

        const accounts = await sql<{ id: bigint; balance: bigint; posted: bigint }>`
          SELECT a.id, a.balance, coalesce(sum(p.amount), 0)::bigint AS posted
          FROM ledger_accounts a LEFT JOIN ledger_postings p ON p.account_id = a.id
          WHERE a.id = ANY(${[...wallets, world, house].map(String)}::bigint[])
          GROUP BY a.id`.execute(t.db);
        for (const a of accounts.rows) expect(a.balance).toBe(a.posted);
        for (const [m, w] of wallets.entries()) {
          const row = accounts.rows.find((a) => a.id === w);
          expect(row?.balance ?? 0n).toBe(expected[m]);
          expect(expected[m]! >= 0n).toBe(true);
        }
        const unbalanced = await sql`
          SELECT transfer_id FROM ledger_postings GROUP BY transfer_id HAVING sum(amount) <> 0`.execute(t.db);
        expect(unbalanced.rows).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });
});
