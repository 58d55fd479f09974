import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-db.ts';
import { AppError } from '../../../http/errors.ts';
import { createMember } from '../../accounts/testing.ts';
import { expectLedgerConsistent, fund } from '../../wallet/testing.ts';
import { launchGame } from '../launch/service.ts';
import * as wallet from './service.ts';

/**
 * Any sequence of provider calls — bets, wins, rollbacks, each possibly sent again with the same body or with
 * another — keeps the books: every refused call moved nothing, the ledger balances, no balance goes negative, and
 * each member's money is explained to the minor unit by their rounds (stake − win − refunded).
 */

const PROVIDER = 'studio';
let database: TestDatabase;
let gameCode = '';
let minBet = 0n;

beforeAll(async () => {
  database = await createTestDatabase({ maxConnections: 4 });
  const game = await database.db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.vassalage', 'g.vassalage')
    .select(['g.code', 'g.min_bet'])
    .where('v.provider', '=', PROVIDER)
    .where('g.maintenance_until', 'is', null)
    .orderBy('g.code')
    .executeTakeFirstOrThrow();
  gameCode = game.code;
  minBet = game.min_bet;
}, 120_000);
afterAll(() => database.drop());

type Op =
  | { kind: 'debit'; player: number; round: number; tx: number; units: number }
  | { kind: 'credit'; round: number; tx: number; units: number; close: boolean }
  | { kind: 'rollback'; round: number; tx: number; debitTx: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('debit' as const),
    player: fc.nat(1),
    round: fc.nat(2),
    tx: fc.nat(5),
    units: fc.integer({ min: 1, max: 40 }),
  }),
  fc.record({
    kind: fc.constant('credit' as const),
    round: fc.nat(2),
    tx: fc.nat(3),
    units: fc.integer({ min: 0, max: 60 }),
    close: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('rollback' as const), round: fc.nat(2), tx: fc.nat(3), debitTx: fc.nat(5) }),
);

/** The refusals a provider may get for a call that does not fit (anything else fails the property). */
const EXPECTED = new Set([
  'insufficient_funds',
  'round_closed',
  'round_not_found',
  'idempotency_conflict',
  'rollback_after_credit',
  'transaction_rolled_back',
  'validation_error',
]);

let run = 0;

describe('the seamless wallet under any sequence of calls', () => {
  it('keeps the ledger balanced and every member’s money explained by their rounds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 24 }), async (ops) => {
        run += 1;
        const db = database.db;
        const players: { id: bigint; token: string }[] = [];
        const START = minBet * 100n;
        for (let i = 0; i < 2; i++) {
          const member = await createMember(db);
          await fund(db, member.id, START);
          const launch = await launchGame(
            db,
            { memberId: member.id, isDemo: false, language: 'en' },
            gameCode,
          );
          const token = new URL(launch.url, 'http://site').searchParams.get('token') as string;
          const session = await wallet.authenticate(db, PROVIDER, token);
          players.push({ id: member.id, token: session.sessionToken });
        }
        const roundId = (round: number) => `prop${run}-r${round}`;
        for (const step of ops) {
          try {
            await wallet.walletCall(db, async (tx) => {
              if (step.kind === 'debit') {
                const player = players[step.player] as { token: string };
                return wallet.debit(tx, PROVIDER, {
                  sessionToken: player.token,
                  transactionId: `prop${run}-d${step.tx}`,
                  roundId: roundId(step.round),
                  amount: minBet * BigInt(step.units),
                });
              }
              if (step.kind === 'credit') {
                return wallet.credit(tx, PROVIDER, {
                  transactionId: `prop${run}-c${step.round}-${step.tx}`,
                  roundId: roundId(step.round),
                  amount: minBet * BigInt(step.units),
                  closeRound: step.close,
                });
              }
              return wallet.rollback(tx, PROVIDER, {
                transactionId: `prop${run}-x${step.tx}`,
                roundId: roundId(step.round),
                rollsBack: `prop${run}-d${step.debitTx}`,
              });
            });
          } catch (error) {
            if (!(error instanceof AppError) || !EXPECTED.has(error.code)) throw error;
          }
        }
        for (const player of players) {
          const rounds = await db
            .selectFrom('game_rounds')
            .select(['stake', 'win', 'refunded', 'status'])
            .where('member_id', '=', player.id)
            .execute();
          const account = await db
            .selectFrom('ledger_accounts')
            .select('balance')
            .where('code', '=', `member:${player.id}:main`)
            .executeTakeFirstOrThrow();
          const explained = rounds.reduce((sum, r) => sum - r.stake + r.win + r.refunded, START);
          expect(account.balance).toBe(explained);
          expect(account.balance >= 0n).toBe(true);
          for (const r of rounds) {
            expect(r.refunded <= r.stake).toBe(true);
            if (r.status === 'cancelled') expect(r.refunded).toBe(r.stake);
            // a round whose bets were not all rolled back is paid on the rest (a table's undone chip, say)
            if (r.status === 'settled') expect(r.refunded < r.stake).toBe(true);
          }
        }
      }),
      {
        numRuns: 30,
        // always played first, so every way money moves is exercised whatever the random runs draw
        examples: [
          [
            [
              { kind: 'debit', player: 0, round: 0, tx: 0, units: 5 },
              { kind: 'credit', round: 0, tx: 0, units: 10, close: true },
              { kind: 'debit', player: 1, round: 1, tx: 1, units: 3 },
              { kind: 'rollback', round: 1, tx: 0, debitTx: 1 },
              { kind: 'credit', round: 1, tx: 1, units: 4, close: true },
            ],
          ],
          // two bets in one round, one rolled back, the round then closed: settled on the other bet
          [
            [
              { kind: 'debit', player: 0, round: 0, tx: 0, units: 1 },
              { kind: 'debit', player: 0, round: 0, tx: 1, units: 1 },
              { kind: 'rollback', round: 0, tx: 0, debitTx: 0 },
              { kind: 'credit', round: 0, tx: 0, units: 0, close: true },
            ],
          ],
        ],
      },
    );
    // the sequences really moved money every way: bets, wins and refunds (the example above sees to it)
    const totals = await database.db
      .selectFrom('game_rounds')
      .select(({ fn }) => [
        fn.sum<string>('stake').as('stake'),
        fn.sum<string>('win').as('win'),
        fn.sum<string>('refunded').as('refunded'),
      ])
      .executeTakeFirstOrThrow();
    expect(
      BigInt(totals.stake ?? 0) > 0n && BigInt(totals.win ?? 0) > 0n && BigInt(totals.refunded ?? 0) > 0n,
    ).toBe(true);
    await expectLedgerConsistent(database.db);
  }, 300_000);
});
