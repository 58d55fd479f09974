import type { StudioRound } from '@app/contracts';
import { fairSource, SLOT_MODELS, spin } from '@app/games';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.ts';
import { isDatabaseTimeout } from '../../db/availability.ts';
import { houseShardOf, memberMainAccount } from '../wallet/index.ts';
import { expectLedgerConsistent } from '../wallet/testing.ts';
import { LANES } from './round-batches.ts';

/** Members of one lane enough to show their rounds share a transaction. */
const BATCH = 4;

import { playerOf, type StudioPlayer, spinSlot } from './service.ts';
import { mainBalance, studioPlayerIn, twentyLineSlot } from './testing.ts';

/**
 * Slot spins arriving together are played in one transaction (round-batches.ts): each answered exactly as it would
 * be alone — the fair draw of its member's next nonce, the stake and the win moved, a refusal refusing that spin
 * alone with its nonce given back, a request id played before answering its round, a member's second spin after
 * the first.
 */
let t: TestDatabase;
let slot: Awaited<ReturnType<typeof twentyLineSlot>>;
let seq = 0;
const requestId = () => `batch${Date.now().toString(36)}x${++seq}`;

beforeAll(async () => {
  t = await createTestDatabase();
  slot = await twentyLineSlot(t.db);
});
afterAll(() => t.drop());

const bet = () => ({ lineBet: String(slot.minBet), lines: 20 });
const stake = () => slot.minBet * 20n;

async function players(count: number, money = 10_000_000n): Promise<StudioPlayer[]> {
  const made = [];
  for (let i = 0; i < count; i++) made.push(await studioPlayerIn(t.db, slot.code, money));
  return Promise.all(made.map((p) => playerOf(t.db, p.token)));
}

/** Players enough for every lane's batch: at least BATCH members of each lane. */
async function playersOfEveryLane(): Promise<StudioPlayer[]> {
  const made: StudioPlayer[] = [];
  const count = (lane: number) => made.filter((p) => laneOf(p) === lane).length;
  while (Array.from({ length: LANES }, (_, lane) => count(lane)).some((n) => n < BATCH))
    made.push(...(await players(1)));
  return made;
}

const laneOf = (player: StudioPlayer) => houseShardOf(player.memberId) % LANES;

/** `count` players of lane 0 (made one by one, those of other lanes left aside): they share one batch. */
async function playersOfOneLane(count: number, money = 10_000_000n): Promise<StudioPlayer[]> {
  const made: StudioPlayer[] = [];
  while (made.length < count) {
    const [player] = await players(1, money);
    if (player && laneOf(player) === 0) made.push(player);
  }
  return made;
}

/** The member's active pair, if any: its server seed (the test reads it; players see only its hash), next nonce. */
const activePair = (memberId: bigint) =>
  t.db
    .selectFrom('fair_seeds')
    .select(['server_seed', 'client_seed', 'nonce'])
    .where('member_id', '=', memberId)
    .where('active', '=', true);

/** The member's next nonce: 0 before their first spin makes their pair. */
async function nonceOf(memberId: bigint): Promise<bigint> {
  return (await activePair(memberId).executeTakeFirst())?.nonce ?? 0n;
}

const pairOf = (memberId: bigint) => activePair(memberId).executeTakeFirstOrThrow();

/** The spin the slot's engine draws from the member's pair at `nonce`: what the answer must show. */
async function fairSpin(memberId: bigint, nonce: number) {
  const pair = await pairOf(memberId);
  const model = SLOT_MODELS[slot.model];
  if (!model) throw new Error('no model');
  return spin(
    model,
    { lineBet: slot.minBet, lines: 20 },
    fairSource({ serverSeed: pair.server_seed, clientSeed: pair.client_seed, nonce }),
  );
}

function createdAt(round: StudioRound) {
  return t.db
    .selectFrom('game_rounds')
    .select('created_at')
    .where('id', '=', BigInt(round.roundId))
    .executeTakeFirstOrThrow()
    .then((r) => r.created_at.getTime());
}

const spinAll = (asks: [StudioPlayer, string][]) =>
  Promise.allSettled(asks.map(([player, id]) => spinSlot(t.db, player, id, bet())));

describe('slot spins arriving together', () => {
  it('are played in one transaction a lane, each the fair draw of its own nonce with its stake and win moved', async () => {
    const many = await playersOfEveryLane();
    const before = await Promise.all(many.map((p) => mainBalance(t.db, p.memberId)));
    const settled = await spinAll(many.map((p) => [p, requestId()]));
    const rounds = settled.map((s) => (s.status === 'fulfilled' ? s.value : expect.fail(String(s.reason))));
    // one transaction a lane: the rounds of a lane share the transaction's start time (alone, each would have its
    // own)
    const started = await Promise.all(rounds.map(createdAt));
    for (let lane = 0; lane < LANES; lane++)
      expect(new Set(started.filter((_, i) => laneOf(many[i] as StudioPlayer) === lane)).size).toBe(1);
    for (const [i, player] of many.entries()) {
      const round = rounds[i] as StudioRound;
      const drawn = await fairSpin(player.memberId, 0);
      expect(round).toMatchObject({ status: 'settled', stake: String(stake()), win: String(drawn.totalWin) });
      expect(round.fair.nonce).toBe(0);
      const after = (before[i] as bigint) - stake() + drawn.totalWin;
      expect(round.balance).toBe(String(after));
      expect(await mainBalance(t.db, player.memberId)).toBe(after);
      expect((await pairOf(player.memberId)).nonce).toBe(1n);
    }
    await expectLedgerConsistent(t.db);
  });

  it('refuse a short wallet and an ended session alone, answer a replay with its round, and play a second spin after the first', async () => {
    const [a, b, c, replayer, twice] = await playersOfOneLane(5);
    const [broke] = await playersOfOneLane(1, 0n);
    const [ended] = await playersOfOneLane(1);
    if (!a || !b || !c || !replayer || !twice || !broke || !ended) throw new Error('players');
    await t.db
      .updateTable('game_sessions')
      .set({ session_expires_at: new Date(Date.now() - 1000) })
      .where('member_id', '=', ended.memberId)
      .execute();
    const playedBefore = requestId();
    const earlier = await spinSlot(t.db, replayer, playedBefore, bet());
    const replayerBalance = await mainBalance(t.db, replayer.memberId);

    const [first, second] = [requestId(), requestId()];
    const settled = await spinAll([
      [a, requestId()],
      [broke, requestId()],
      [b, requestId()],
      [replayer, playedBefore],
      [twice, first],
      [c, requestId()],
      [ended, requestId()],
      [twice, second],
    ]);
    const [ra, rBroke, rb, rReplay, rFirst, rc, rEnded, rSecond] = settled;
    for (const s of [ra, rb, rc, rFirst, rSecond]) expect(s?.status).toBe('fulfilled');
    expect(rBroke).toMatchObject({ status: 'rejected', reason: { code: 'insufficient_funds' } });
    expect(rEnded).toMatchObject({ status: 'rejected', reason: { code: 'player_session_invalid' } });
    // the refused spins took no nonce: the next spin of each is drawn from nonce 0
    expect(await nonceOf(broke.memberId)).toBe(0n);
    expect(await nonceOf(ended.memberId)).toBe(0n);
    expect(await mainBalance(t.db, broke.memberId)).toBe(0n);
    // the replay answers the round played before, with nothing drawn or moved
    expect(rReplay).toEqual({ status: 'fulfilled', value: earlier });
    expect(await mainBalance(t.db, replayer.memberId)).toBe(replayerBalance);
    expect((await pairOf(replayer.memberId)).nonce).toBe(1n);
    // the same member's two spins: nonces 0 then 1, the second seeing the first's balance
    const [one, two] = [rFirst, rSecond].map((s) => (s as PromiseFulfilledResult<StudioRound>).value);
    expect([one?.fair.nonce, two?.fair.nonce]).toEqual([0, 1]);
    const secondDraw = await fairSpin(twice.memberId, 1);
    expect(two?.balance).toBe(String(BigInt(one?.balance ?? 0) - stake() + secondDraw.totalWin));
    await expectLedgerConsistent(t.db);
  });

  it('a batch holding a member whose wallet row is held elsewhere: the others are paid, only that spin times out', async () => {
    const many = await playersOfOneLane(BATCH);
    const held = many[0] as StudioPlayer;
    const wallet = await memberMainAccount(t.db, held.memberId);
    let release: () => void = () => {};
    const letGo = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked: () => void = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = t.db.transaction().execute(async (tx) => {
      await sql`SELECT 1 FROM ledger_accounts WHERE id = ${wallet} FOR UPDATE`.execute(tx);
      locked();
      await letGo;
    });
    try {
      await isLocked;
      const settled = await spinAll(many.map((p) => [p, requestId()]));
      const [first, ...rest] = settled;
      expect(first?.status).toBe('rejected');
      expect(isDatabaseTimeout(first?.status === 'rejected' ? first.reason : null)).toBe(true);
      expect(rest.map((s) => s.status)).toEqual(rest.map(() => 'fulfilled'));
    } finally {
      release();
      await holder;
    }
    // the timed-out spin moved nothing and left no round
    expect(await mainBalance(t.db, held.memberId)).toBe(10_000_000n);
    const rounds = await t.db
      .selectFrom('game_rounds')
      .select('id')
      .where('member_id', '=', held.memberId)
      .execute();
    expect(rounds).toEqual([]);
    await expectLedgerConsistent(t.db);
  });
});
