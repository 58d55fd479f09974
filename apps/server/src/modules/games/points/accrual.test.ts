import type { BetCategory } from '@app/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-db.ts';
import { createMember } from '../../accounts/testing.ts';
import { fund } from '../../wallet/testing.ts';
import { playerSession, playRound, testGame } from '../testing.ts';
import { accrue, factorOf } from './maths.ts';

/**
 * The closing credit counts points in SQL (`points_count_round`, migration 0024): it must earn exactly what
 * `accrue` says, round after round, carry included, at each category's factor.
 */

let t: TestDatabase;
const games = new Map<BetCategory, string>();
const CATEGORIES: BetCategory[] = ['LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'LOTT'];

beforeAll(async () => {
  t = await createTestDatabase();
  for (const category of CATEGORIES) games.set(category, await testGame(t.db, category));
});
afterAll(() => t.drop());

describe('points counted by the settling credit', () => {
  it('equal accrue over any sequence of settled stakes, carry included', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CATEGORIES),
        fc.array(fc.bigInt({ min: 100n, max: 50_000_000n }), { minLength: 1, maxLength: 6 }),
        async (category, stakes) => {
          const member = await createMember(t.db);
          await fund(t.db, member.id, 400_000_000n);
          const session = await playerSession(t.db, member.id, games.get(category)!);
          let carry = 0n;
          let points = 0n;
          for (const stake of stakes) {
            await playRound(t.db, session, stake);
            const step = accrue(carry, stake, factorOf(category));
            carry = step.carry;
            points += step.points;
          }
          const turnover = await t.db
            .selectFrom('member_turnover')
            .select(['wagered', 'points', 'points_carry'])
            .where('member_id', '=', member.id)
            .where('category', '=', category)
            .executeTakeFirstOrThrow();
          expect(turnover).toEqual({
            wagered: stakes.reduce((a, b) => a + b, 0n),
            points,
            points_carry: carry,
          });
          const balance = await t.db
            .selectFrom('member_points')
            .select('balance')
            .where('member_id', '=', member.id)
            .executeTakeFirstOrThrow();
          expect(balance.balance).toBe(points);
        },
      ),
      { numRuns: 25 },
    );
  });
});
