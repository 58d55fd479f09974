import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-db.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { createMember } from '../../accounts/testing.ts';
import { accountBalancesOf, expectLedgerConsistent, fund } from '../../wallet/testing.ts';
import { playerSession, TEST_PROVIDER, type TestRound, testGame, testRound } from '../testing.ts';
import { walletBatches } from './batches.ts';
import * as seamless from './service.ts';

/**
 * Debits taken together (`debits`: the HTTP routes' batch of one event-loop turn, migration 0040) must answer every
 * call, and leave every balance, round and call, exactly as the same debits taken one by one.
 */

let t: TestDatabase;
let game: string;

beforeAll(async () => {
  t = await createTestDatabase();
  game = await testGame(t.db, 'RNG');
});
afterAll(() => t.drop());

const KINDS = [
  'new',
  'open',
  'closed',
  'others',
  'replay',
  'conflict',
  'noSession',
  'belowMin',
  'zero',
  'undone',
] as const;
type Kind = (typeof KINDS)[number];
type Spec = { player: number; kind: Kind; stake: bigint };

const spec = fc.record({
  player: fc.integer({ min: 0, max: 2 }),
  kind: fc.constantFrom(...KINDS),
  stake: fc.bigInt({ min: 100n, max: 400n }),
});

type Player = {
  id: bigint;
  session: string;
  /** A round open with one debit of 100 (`seenId`), a settled round, and an id whose rollback came first. */
  open: TestRound;
  seenId: string;
  closed: TestRound;
  undoneId: string;
};

let worlds = 0;

/** Three players — one with 10,000, one with 300, one on demo money — each with an open and a closed round. */
async function world(): Promise<{ name: string; players: Player[] }> {
  const name = `w${++worlds}`;
  const players: Player[] = [];
  for (const [i, [funds, demo]] of (
    [
      [10_000n, false],
      [300n, false],
      [0n, true],
    ] as const
  ).entries()) {
    const member = await createMember(t.db, { type: demo ? 4 : 0 });
    if (funds > 0n) await fund(t.db, member.id, funds + 200n);
    const session = await playerSession(t.db, member.id, game, { isDemo: demo });
    const open = testRound(t.db, session);
    const seenId = await open.debit(100n);
    const closed = testRound(t.db, session);
    await closed.debit(100n);
    await closed.credit(0n);
    const undoneId = `${name}-undone-${i}`;
    await seamless.walletCall(t.db, (tx) =>
      seamless.rollback(tx, TEST_PROVIDER, {
        transactionId: `${undoneId}:rb`,
        roundId: open.roundId,
        rollsBack: undoneId,
      }),
    );
    players.push({ id: member.id, session, open, seenId, closed, undoneId });
  }
  return { name, players };
}

/** The calls of `specs` in a world, each naming a call and a round no earlier one names. */
function callsOf(name: string, players: readonly Player[], specs: readonly Spec[]): seamless.DebitCall[] {
  const calls = specs.map((s, i): seamless.DebitCall => {
    const p = players[s.player] as Player;
    const other = players[(s.player + 1) % players.length] as Player;
    const fresh = { sessionToken: p.session, transactionId: `${name}-d${i}`, roundId: `${name}-r${i}` };
    switch (s.kind) {
      case 'new':
        return { ...fresh, amount: s.stake };
      case 'open':
        return { ...fresh, roundId: p.open.roundId, amount: s.stake };
      case 'closed':
        return { ...fresh, roundId: p.closed.roundId, amount: s.stake };
      case 'others':
        return { ...fresh, roundId: other.open.roundId, amount: s.stake };
      case 'replay':
        return { ...fresh, transactionId: p.seenId, roundId: p.open.roundId, amount: 100n };
      case 'conflict':
        return { ...fresh, transactionId: p.seenId, roundId: p.open.roundId, amount: 100n + s.stake };
      case 'noSession':
        return { ...fresh, sessionToken: 'no-such-session', amount: s.stake };
      case 'belowMin':
        return { ...fresh, amount: 99n };
      case 'zero':
        return { ...fresh, amount: 0n };
      default: // 'undone'
        return { ...fresh, transactionId: p.undoneId, amount: s.stake };
    }
  });
  const ids = new Set<string>();
  const rounds = new Set<string>();
  return calls.filter((call) => {
    const first = !ids.has(call.transactionId) && !rounds.has(call.roundId);
    ids.add(call.transactionId);
    rounds.add(call.roundId);
    return first;
  });
}

/** An answer without what differs between worlds (transfer ids), or the refusal's code. */
const shapeOf = (settled: seamless.Settled) =>
  settled instanceof Error
    ? { code: (settled as { code?: string }).code ?? settled.message }
    : { balance: settled.balance, replayed: settled.replayed };

/** What the debits leave of a world's players: balances, their rounds, the calls named in the world. */
async function stateOf(name: string, players: readonly Player[]) {
  const ids = players.map((p) => p.id);
  const rank = (id: bigint | null) => ids.indexOf(id as bigint);
  const balances = await accountBalancesOf(t.db, ids);
  const rounds = await t.db
    .selectFrom('game_rounds')
    .select(['provider_round_id', 'member_id', 'status', 'stake', 'win', 'refunded', 'balance_after'])
    .where('member_id', 'in', ids)
    .orderBy('id')
    .execute();
  const calls = await t.db
    .selectFrom('game_wallet_calls as c')
    .innerJoin('game_rounds as g', 'g.id', 'c.round_id')
    .select(['c.transaction_id', 'c.kind', 'c.amount', 'g.provider_round_id'])
    .where('g.member_id', 'in', ids)
    .where('c.transaction_id', 'like', `${name}-%`)
    .orderBy('c.transaction_id')
    .execute();
  const local = (id: string) => id.replace(`${name}-`, '');
  const logical = new Map(
    players.flatMap((p, i) => [
      [p.open.roundId, `open${i}`],
      [p.closed.roundId, `closed${i}`],
      [p.seenId, `seen${i}`],
    ]),
  );
  const named = (id: string) => logical.get(id) ?? local(id);
  return {
    balances: balances.map((b) => ({ ...b, member_id: rank(b.member_id) })),
    rounds: rounds
      .map((r) => ({ ...r, provider_round_id: named(r.provider_round_id), member_id: rank(r.member_id) }))
      .sort((a, b) => (a.provider_round_id < b.provider_round_id ? -1 : 1)),
    calls: calls
      .map((c) => ({
        ...c,
        transaction_id: named(c.transaction_id),
        provider_round_id: named(c.provider_round_id),
      }))
      .sort((a, b) => (a.transaction_id < b.transaction_id ? -1 : 1)),
  };
}

describe('debits (the debits of one turn, set-based)', () => {
  it('answers and leaves balances, rounds and calls exactly as the same debits one by one', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(spec, { minLength: 2, maxLength: 9 }), async (specs) => {
        const batch = await world();
        const single = await world();
        // from two calls on, so every batch is taken set-based (fewer than BATCH_FROM run side by side, in no order)
        const answers = await seamless.debits(
          t.db,
          TEST_PROVIDER,
          callsOf(batch.name, batch.players, specs),
          2,
        );
        const singles: seamless.Settled[] = [];
        for (const call of callsOf(single.name, single.players, specs)) {
          try {
            singles.push(
              await seamless.walletStatement(t.db, (db) => seamless.debit(db, TEST_PROVIDER, call)),
            );
          } catch (error) {
            singles.push(error as Error);
          }
        }
        expect(answers.map(shapeOf)).toEqual(singles.map(shapeOf));
        expect(await stateOf(batch.name, batch.players)).toEqual(await stateOf(single.name, single.players));
      }),
      { numRuns: 15 },
    );
    await expectLedgerConsistent(t.db);
  });

  it('refuses a short wallet’s debit alone, writing nothing of it, and takes the others', async () => {
    const { name, players } = await world();
    const [rich, poor] = players as [Player, Player];
    const before = await stateOf(name, players);
    const answers = await seamless.debits(
      t.db,
      TEST_PROVIDER,
      [
        { sessionToken: rich.session, transactionId: `${name}-a`, roundId: `${name}-ra`, amount: 400n },
        { sessionToken: poor.session, transactionId: `${name}-b`, roundId: `${name}-rb`, amount: 400n },
        { sessionToken: poor.session, transactionId: `${name}-c`, roundId: `${name}-rc`, amount: 200n },
      ],
      2,
    );
    expect(answers.map(shapeOf)).toEqual([
      { balance: '9600', replayed: false },
      { code: 'insufficient_funds' },
      { balance: '100', replayed: false },
    ]);
    const after = await stateOf(name, players);
    expect(after.rounds.map((r) => r.provider_round_id)).toEqual(
      [...before.rounds.map((r) => r.provider_round_id), 'ra', 'rc'].sort(),
    );
    expect(after.calls.filter((c) => c.kind === 'debit').map((c) => c.transaction_id)).toEqual(['a', 'c']);
  });

  it('takes a turn’s repeats of an id or a round one by one after the others', async () => {
    const { name, players } = await world();
    const p = players[0] as Player;
    const call = { sessionToken: p.session, transactionId: `${name}-x`, roundId: `${name}-rx`, amount: 200n };
    const answers = await seamless.debits(t.db, TEST_PROVIDER, [
      call,
      call,
      { ...call, transactionId: `${name}-y` },
      { ...call, amount: 300n },
    ]);
    expect(answers.map(shapeOf)).toEqual([
      { balance: '9800', replayed: false },
      { balance: '9800', replayed: true },
      { balance: '9600', replayed: false },
      { code: 'idempotency_conflict' },
    ]);
  });
});

describe('walletBatches (the routes’ gatherer)', () => {
  it('takes the debits of one turn in one transaction, each answered as its own', async () => {
    const { name, players } = await world();
    const gather = walletBatches(t.db);
    const calls = Array.from({ length: 12 }, (_, i) => ({
      sessionToken: (players[i % 2] as Player).session,
      transactionId: `${name}-g${i}`,
      roundId: `${name}-rg${i}`,
      amount: 100n,
    }));
    const answers = await Promise.all(
      calls.map((call) => gather.debit(TEST_PROVIDER, call).catch((error: Error) => error)),
    );
    // the poor player has 300: three of their six debits are taken
    expect(answers.map(shapeOf).filter((a) => 'code' in a)).toEqual([
      { code: 'insufficient_funds' },
      { code: 'insufficient_funds' },
      { code: 'insufficient_funds' },
    ]);
    const taken = await t.db
      .selectFrom('game_wallet_calls')
      .select(['created_at'])
      .where(
        'transaction_id',
        'in',
        calls.map((c) => c.transactionId),
      )
      .execute();
    expect(taken).toHaveLength(9);
    // one statement's transaction: every row carries its one start time
    expect(new Set(taken.map((row) => row.created_at.getTime())).size).toBe(1);

    const credits = await Promise.all(
      calls.slice(0, 4).map((call, i) =>
        gather.credit(TEST_PROVIDER, {
          transactionId: `${call.transactionId}:win`,
          roundId: call.roundId,
          amount: BigInt(i * 50),
          closeRound: true,
        }),
      ),
    );
    expect(credits.map((c) => c.replayed)).toEqual([false, false, false, false]);
    await expectLedgerConsistent(t.db);
  });

  it('answers the same debits sent through two servers at once once each, the rest as replays', async () => {
    const { name, players } = await world();
    const [one, two] = [walletBatches(t.db), walletBatches(t.db)];
    const calls = Array.from({ length: 6 }, (_, i) => ({
      sessionToken: (players[0] as Player).session,
      transactionId: `${name}-s${i}`,
      roundId: `${name}-rs${i}`,
      amount: 100n,
    }));
    const answers = await Promise.all([
      ...calls.map((call) => one.debit(TEST_PROVIDER, call)),
      ...calls.map((call) => two.debit(TEST_PROVIDER, call)),
    ]);
    for (let i = 0; i < calls.length; i++) {
      const [a, b] = [answers[i], answers[i + calls.length]];
      expect([a?.replayed, b?.replayed].sort()).toEqual([false, true]);
      expect(a?.walletTransactionId).toBe(b?.walletTransactionId);
    }
    const stakes = await inTransaction(t.db, (tx) =>
      tx
        .selectFrom('game_rounds')
        .select(['stake'])
        .where(
          'provider_round_id',
          'in',
          calls.map((c) => c.roundId),
        )
        .execute(),
    );
    expect(stakes.map((r) => r.stake)).toEqual(calls.map(() => 100n));
    await expectLedgerConsistent(t.db);
  });
});
