import { randomBytes } from 'node:crypto';
import { LOTTERY_API, type LotteryBetAnswer, type LotteryBetLine } from '@app/contracts';
import { hashServerSeed } from '@app/games';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-db.ts';
import { mainBalance, studioCall, studioPlayer } from '../studio/testing.ts';
import { expectLedgerConsistent } from '../wallet/testing.ts';
import { lotteryClientSeed } from './draws.ts';
import { advanceDraw } from './jobs.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const FAST = 'VN_LOTTO_004'; // Hà Nội VIP: a fast North sheet
const FUNDS = 10_000_000_000n;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0 });
});
afterAll(() => t.close());

const two = fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0'));
const set = (size: number) => fc.uniqueArray(two, { minLength: size, maxLength: size });
// every slip at least the game's min bet (5,000 VND): 5 points of the 1,000 VND types
const line: fc.Arbitrary<LotteryBetLine> = fc.oneof(
  fc.record({
    type: fc.constant('lo_2_digits'),
    numbers: fc.uniqueArray(two, { minLength: 1, maxLength: 12 }),
    points: fc.integer({ min: 1, max: 9 }).map(String),
  }),
  fc.record({
    type: fc.constant('de_special_last_2'),
    numbers: fc.uniqueArray(two, { minLength: 1, maxLength: 40 }),
    points: fc.integer({ min: 5, max: 50 }).map(String),
  }),
  fc.record({
    type: fc.constantFrom('xien_2'),
    numbers: set(2),
    points: fc.integer({ min: 5, max: 20 }).map(String),
  }),
  fc.record({
    type: fc.constantFrom('lo_truot_4'),
    numbers: set(4),
    points: fc.integer({ min: 5, max: 20 }).map(String),
  }),
  fc.record({
    type: fc.constant('dau_special_tens'),
    numbers: fc.uniqueArray(fc.integer({ min: 0, max: 9 }).map(String), { minLength: 1, maxLength: 5 }),
    points: fc.integer({ min: 5, max: 20 }).map(String),
  }),
);

describe('lottery settlement under any slips', () => {
  it('conserves money: what members lost is what they staked less what they were paid, the ledger balanced', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(line, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 3 }),
        async (slips) => {
          const serverSeed = randomBytes(32).toString('hex');
          const draw = await t.db
            .insertInto('lottery_draws')
            .values({
              game_code: FAST,
              issue_no: `2098${String(++seq).padStart(4, '0')}-P${seq}`,
              closes_at: sql<Date>`now() + interval '1 minute'`,
              draws_at: sql<Date>`now() + interval '1 minute'`,
              server_seed: serverSeed,
              server_seed_hash: hashServerSeed(serverSeed),
              client_seed: lotteryClientSeed(FAST),
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          const players = [];
          for (const slip of slips) {
            const p = await studioPlayer(t, FAST, FUNDS);
            const res = await studioCall<LotteryBetAnswer>(t.app, 'POST', LOTTERY_API.bet, p.token, {
              requestId: `prop${seq}x${players.length}xxxx`,
              drawId: String(draw.id),
              lines: slip,
            });
            expect(res.status).toBe(200);
            players.push(p);
          }
          await t.db
            .updateTable('lottery_draws')
            .set({ closes_at: sql<Date>`now() - interval '1 second'`, draws_at: sql<Date>`now()` })
            .where('id', '=', draw.id)
            .execute();
          await advanceDraw(t.db, draw.id);
          const bets = await t.db
            .selectFrom('lottery_bets')
            .selectAll()
            .where('draw_id', '=', draw.id)
            .execute();
          expect(bets.every((bet) => bet.status === 'won' || bet.status === 'lost')).toBe(true);
          const staked = bets.reduce((sum, bet) => sum + bet.cost, 0n);
          const paid = bets.reduce((sum, bet) => sum + bet.payout, 0n);
          let delta = 0n;
          for (const p of players) delta += (await mainBalance(t.db, p.member.id)) - FUNDS;
          expect(delta).toBe(paid - staked);
        },
      ),
      { numRuns: 12 },
    );
    await expectLedgerConsistent(t.db);
  });
});
