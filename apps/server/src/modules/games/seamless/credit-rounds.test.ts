import type { BetCategory } from '@app/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-db.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { createMember } from '../../accounts/testing.ts';
import { accountBalancesOf, expectLedgerConsistent, fund } from '../../wallet/testing.ts';
import { playerSession, TEST_PROVIDER, type TestRound, testGame, testRound } from '../testing.ts';
import { creditCalls } from './calls.ts';
import * as seamless from './service.ts';

/**
 * `creditRounds` settles a batch of distinct rounds set-based (migration 0036): it must leave every balance, round,
 * call and point exactly as the same closing credits taken one by one leave them.
 */

let t: TestDatabase;
const games = new Map<BetCategory, string>();
const CATEGORIES: BetCategory[] = ['RNG', 'LOTT', 'LIVE'];

beforeAll(async () => {
  t = await createTestDatabase();
  for (const category of CATEGORIES) games.set(category, await testGame(t.db, category));
});
afterAll(() => t.drop());

type RoundSpec = { player: number; category: BetCategory; stake: bigint; win: bigint; refund: boolean };
type Player = { id: bigint; demo: boolean; sessions: Map<BetCategory, string> };

const roundSpec = fc.record({
  player: fc.integer({ min: 0, max: 2 }),
  category: fc.constantFrom(...CATEGORIES),
  stake: fc.bigInt({ min: 200n, max: 5_000_000n }),
  win: fc.oneof(fc.constant(0n), fc.bigInt({ min: 1n, max: 50_000_000n })),
  refund: fc.boolean(),
});

/** Three players (the last on demo money) and each spec's round open: its stake debited, part refunded if asked. */
async function openRounds(specs: readonly RoundSpec[]) {
  const players: Player[] = [];
  for (const demo of [false, false, true]) {
    const member = await createMember(t.db, { type: demo ? 4 : 0 });
    if (!demo) await fund(t.db, member.id, 900_000_000n);
    players.push({ id: member.id, demo, sessions: new Map() });
  }
  const rounds: TestRound[] = [];
  for (const spec of specs) {
    const player = players[spec.player] as Player;
    let session = player.sessions.get(spec.category);
    if (!session) {
      session = await playerSession(t.db, player.id, games.get(spec.category)!, { isDemo: player.demo });
      player.sessions.set(spec.category, session);
    }
    const round = testRound(t.db, session);
    await round.debit(spec.stake);
    if (spec.refund) await round.rollback(await round.debit(spec.stake / 2n));
    rounds.push(round);
  }
  return { players, rounds };
}

/** What a settlement leaves of the players: balances, rounds, turnover and points. */
async function stateOf(players: readonly Player[], rounds: readonly TestRound[]) {
  const ids = players.map((p) => p.id);
  const balances = await accountBalancesOf(t.db, ids);
  const settled = await t.db
    .selectFrom('game_rounds')
    .select(['provider_round_id', 'status', 'stake', 'win', 'refunded', 'balance_after', 'detail'])
    .where('provider', '=', TEST_PROVIDER)
    .where(
      'provider_round_id',
      'in',
      rounds.map((r) => r.roundId),
    )
    .execute();
  const byRound = new Map(settled.map((r) => [r.provider_round_id, r]));
  const turnover = await t.db
    .selectFrom('member_turnover')
    .select(['member_id', 'category', 'wagered', 'points', 'points_carry'])
    .where('member_id', 'in', ids)
    .orderBy('member_id')
    .orderBy('category')
    .execute();
  const points = await t.db
    .selectFrom('member_points')
    .select(['member_id', 'balance'])
    .where('member_id', 'in', ids)
    .orderBy('member_id')
    .execute();
  const rank = (id: bigint) => ids.indexOf(id);
  return {
    balances: balances.map((b) => ({ ...b, member_id: rank(b.member_id!) })),
    rounds: rounds.map((r) => {
      const { provider_round_id: _, ...rest } = byRound.get(r.roundId)!;
      return rest;
    }),
    turnover: turnover.map((row) => ({ ...row, member_id: rank(row.member_id) })),
    points: points.map((row) => ({ ...row, member_id: rank(row.member_id) })),
  };
}

const detailOf = (i: number) => ({ family: 'test', line: i });

describe('creditRounds (a batch of closing credits, set-based)', () => {
  it('leaves balances, rounds, turnover and points exactly as the same credits one by one', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(roundSpec, { minLength: 1, maxLength: 7 }), async (specs) => {
        const batch = await openRounds(specs);
        const single = await openRounds(specs);
        const calls = (rounds: TestRound[]) =>
          specs.map((spec, i) => ({
            transactionId: `${rounds[i]!.roundId}:settle`,
            roundId: rounds[i]!.roundId,
            amount: spec.win,
            detail: detailOf(i),
          }));
        const answers = await inTransaction(t.db, (tx) =>
          seamless.creditRounds(tx, TEST_PROVIDER, calls(batch.rounds)),
        );
        const singles = [];
        for (const call of calls(single.rounds))
          singles.push(await seamless.credit(t.db, TEST_PROVIDER, { ...call, closeRound: true }));

        expect(await stateOf(batch.players, batch.rounds)).toEqual(
          await stateOf(single.players, single.rounds),
        );
        expect(answers.map((a) => [a.balance, a.replayed])).toEqual(
          singles.map((a) => [a.balance, a.replayed]),
        );
        // a settlement run again (a crash after commit) replays every first answer and moves nothing
        const again = await inTransaction(t.db, (tx) =>
          seamless.creditRounds(tx, TEST_PROVIDER, calls(batch.rounds)),
        );
        expect(again).toEqual(answers.map((a) => ({ ...a, replayed: true })));
      }),
      { numRuns: 20 },
    );
    await expectLedgerConsistent(t.db);
  });

  it('answers a seen call, a closed round and an unknown round as found, taking only the open one', async () => {
    const { rounds } = await openRounds([
      { player: 0, category: 'RNG', stake: 1_000n, win: 0n, refund: false },
      { player: 1, category: 'RNG', stake: 2_000n, win: 0n, refund: false },
      { player: 0, category: 'LIVE', stake: 3_000n, win: 0n, refund: false },
    ]);
    const [seen, closed, open] = rounds as [TestRound, TestRound, TestRound];
    await seen.credit(500n, { transactionId: `${seen.roundId}:settle` });
    await closed.credit(0n);
    const looks = await inTransaction(t.db, (tx) =>
      creditCalls(
        tx,
        TEST_PROVIDER,
        [seen, closed, { roundId: 'no-such-round' }, open].map((round, i) => ({
          transactionId: `${round.roundId}:settle`,
          providerRoundId: round.roundId,
          amount: 700n,
          detail: detailOf(i),
          requestHash: Buffer.from(`hash-${i}`),
        })),
      ),
    );
    expect(looks[0]).toMatchObject({
      seen: { kind: 'credit', amount: 500n },
      round: undefined,
      taken: undefined,
    });
    expect(looks[1]).toMatchObject({ seen: undefined, round: { status: 'settled' }, taken: undefined });
    expect(looks[2]).toEqual({ seen: undefined, round: undefined, taken: undefined });
    expect(looks[3]).toMatchObject({
      seen: undefined,
      round: { status: 'open', stake: 3_000n, win: 0n },
      taken: { after: { status: 'settled', win: 700n } },
    });
  });

  it('throws round_not_found or round_closed and keeps nothing of the batch', async () => {
    const { players, rounds } = await openRounds([
      { player: 0, category: 'RNG', stake: 1_000n, win: 0n, refund: false },
      { player: 1, category: 'RNG', stake: 1_000n, win: 0n, refund: false },
    ]);
    const [paid, closed] = rounds as [TestRound, TestRound];
    await closed.credit(0n);
    const before = await stateOf(players, rounds);
    for (const [other, code] of [
      [closed.roundId, 'round_closed'],
      ['no-such-round', 'round_not_found'],
    ] as const) {
      await expect(
        inTransaction(t.db, (tx) =>
          seamless.creditRounds(tx, TEST_PROVIDER, [
            { transactionId: `${paid.roundId}:settle`, roundId: paid.roundId, amount: 9_000n },
            { transactionId: `${other}:settle`, roundId: other, amount: 1n },
          ]),
        ),
      ).rejects.toMatchObject({ code });
    }
    expect(await stateOf(players, rounds)).toEqual(before);
  });

  it('takes a batch naming one round twice one by one: the second credit finds it closed', async () => {
    const { rounds } = await openRounds([
      { player: 0, category: 'RNG', stake: 1_000n, win: 0n, refund: false },
    ]);
    const round = rounds[0] as TestRound;
    const looks = await inTransaction(t.db, (tx) =>
      creditCalls(
        tx,
        TEST_PROVIDER,
        ['a', 'b'].map((suffix) => ({
          transactionId: `${round.roundId}:${suffix}`,
          providerRoundId: round.roundId,
          amount: 100n,
          requestHash: Buffer.from(suffix),
        })),
      ),
    );
    expect(looks[0]?.taken?.after).toMatchObject({ status: 'settled', win: 100n });
    expect(looks[1]).toMatchObject({ round: { status: 'settled', win: 100n }, taken: undefined });
  });
});
