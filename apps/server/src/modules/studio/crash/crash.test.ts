import {
  CRASH_API,
  type CrashBetAnswer,
  type CrashEvent,
  type CrashPlayerState,
  FAIR_API,
  type FairRound,
} from '@app/contracts';
import { crashMsForMultiplier, hashServerSeed } from '@app/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp } from '../../../../test/test-db.ts';
import { TestClient } from '../../accounts/testing.ts';
import { expectLedgerConsistent } from '../../wallet/testing.ts';
import {
  type CrashRoundOptions,
  insertCrashRound,
  mainBalance,
  type StudioRequest,
  studioCall,
  studioPlayer,
} from '../testing.ts';
import { crashGames, startCrashClock } from './clock.ts';
import { crashConfigOf } from './models.ts';
import * as q from './queries.ts';
import { bustOf, bustRound, type CrashGame, cashOutAutos } from './rounds.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let game: CrashGame;
let minBet: bigint;
let seq = 0;
const requestId = () => `crash${Date.now().toString(36)}x${++seq}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0 });
  const games = await crashGames(t.db);
  expect(games.map((g) => g.model).sort()).toEqual(['pilot', 'rocket']);
  game = games[0] as CrashGame;
  const row = await t.db
    .selectFrom('games')
    .select('min_bet')
    .where('code', '=', game.code)
    .executeTakeFirstOrThrow();
  minBet = row.min_bet;
});
afterAll(() => t.close());

const call = <T>(...request: StudioRequest) => studioCall<T>(t.app, ...request);
const player = (money = 100_000_000n) => studioPlayer(t, game.code, money);
const makeRound = (options?: CrashRoundOptions) => insertCrashRound(t.db, game, options);

const bet = (token: string, stake: bigint, autoCashoutX100: number | null = null, id = requestId()) =>
  call<CrashBetAnswer>('POST', CRASH_API.bet, token, {
    requestId: id,
    stake: String(stake),
    autoCashoutX100,
  });

const cashout = (token: string, crashRoundId: bigint, id = requestId()) =>
  call<CrashBetAnswer>('POST', CRASH_API.cashout, token, {
    requestId: id,
    crashRoundId: String(crashRoundId),
  });

const balanceOf = (memberId: bigint) => mainBalance(t.db, memberId);

describe('crash: bets on the server clock', () => {
  it('takes a bet while betting is open, once per round, and answers a retried request with the same bet', async () => {
    const round = await makeRound({ bettingMs: 5_000 });
    const p = await player();
    const id = requestId();
    const first = await bet(p.token, minBet * 10n, null, id);
    expect(first.status).toBe(200);
    expect(first.body.value.bet).toMatchObject({
      status: 'open',
      stake: String(minBet * 10n),
      crashRoundId: String(round.id),
    });
    expect(await balanceOf(p.member.id)).toBe(100_000_000n - minBet * 10n);
    const again = await bet(p.token, minBet * 10n, null, id);
    expect(again.body.value.bet.betId).toBe(first.body.value.bet.betId);
    const second = await bet(p.token, minBet, null);
    expect(second.body.code).toBe('bet_already_placed');
    expect(await balanceOf(p.member.id)).toBe(100_000_000n - minBet * 10n);
    const state = await call<CrashPlayerState>('GET', CRASH_API.state, p.token);
    expect(state.body.value.myBet?.betId).toBe(first.body.value.bet.betId);
    expect(state.body.value.round).toMatchObject({ phase: 'betting', bustX100: null, serverSeed: null });
    expect(
      state.body.value.bets.some((b) => b.betId === first.body.value.bet.betId && b.player.endsWith('***')),
    ).toBe(true);
  });

  it('refuses bets once betting has closed, bad stakes and auto targets, and nothing moves', async () => {
    await makeRound({ bettingMs: 0 });
    const p = await player();
    expect((await bet(p.token, minBet)).body.code).toBe('betting_closed');
    await makeRound({ bettingMs: 5_000 });
    expect((await bet(p.token, minBet - 1n)).body.code).toBe('bet_below_minimum');
    expect((await bet(p.token, 10n ** 15n)).body.code).toBe('bet_above_maximum');
    const badAuto = await call('POST', CRASH_API.bet, p.token, {
      requestId: requestId(),
      stake: String(minBet),
      autoCashoutX100: 100,
    });
    expect(badAuto.status).toBe(400);
    expect((await bet(p.token, 200_000_000n)).body.code).toMatch(/insufficient_funds|bet_above_maximum/);
    expect(await balanceOf(p.member.id)).toBe(100_000_000n);
  });

  it('cashes out by hand at the multiplier of the server clock, and too late is round_closed', async () => {
    // the player first: betting is open for 200 ms only, less than a player's setup takes on a busy machine
    const p = await player();
    const round = await makeRound({ min: 1_000, bettingMs: 200 });
    const stake = minBet * 100n;
    expect((await bet(p.token, stake)).status).toBe(200);
    expect((await cashout(p.token, round.id)).body.code).toBe('cashout_unavailable'); // still betting
    await sleep(700);
    const before = await q.databaseNow(t.db);
    const res = await cashout(p.token, round.id);
    const after = await q.databaseNow(t.db);
    expect(res.status).toBe(200);
    const at = res.body.value.bet.cashoutX100 as number;
    const lo = Math.floor(
      100 * Math.exp(game.config.growthPerMs * (before.getTime() - round.betting_ends_at.getTime())),
    );
    const hi = Math.floor(
      100 * Math.exp(game.config.growthPerMs * (after.getTime() - round.betting_ends_at.getTime())),
    );
    expect(at).toBeGreaterThanOrEqual(lo);
    expect(at).toBeLessThanOrEqual(hi);
    expect(res.body.value.bet).toMatchObject({ status: 'won', payout: String((stake * BigInt(at)) / 100n) });
    // the same cash-out again answers the payment; nothing is paid twice
    const again = await cashout(p.token, round.id);
    expect(again.body.value.bet.payout).toBe(res.body.value.bet.payout);
    expect(await balanceOf(p.member.id)).toBe(100_000_000n - stake + (stake * BigInt(at)) / 100n);

    const late = await player();
    const lateRound = await makeRound({ min: 101, max: 103, bettingMs: 200 });
    expect((await bet(late.token, stake)).status).toBe(200);
    await sleep(200 + crashMsForMultiplier(game.config, Number(lateRound.bust_x100)) + 50);
    expect((await cashout(late.token, lateRound.id)).body.code).toBe('round_closed');
    await bustRound(t.db, game, lateRound);
    expect(await balanceOf(late.member.id)).toBe(100_000_000n - stake);
    await expectLedgerConsistent(t.db);
  });

  it('pays auto cash-outs the flight reached at their target and loses the rest at the bust', async () => {
    const low = await player();
    const high = await player();
    const none = await player();
    const round = await makeRound({ min: 150, max: 300, bettingMs: 2_000 });
    const bust = Number(round.bust_x100);
    const stake = minBet * 20n;
    expect((await bet(low.token, stake, 120)).status).toBe(200);
    expect((await bet(high.token, stake, bust + 1)).status).toBe(200);
    expect((await bet(none.token, stake, null)).status).toBe(200);
    expect(await cashOutAutos(t.db, game, round, 130)).toBe(1);
    await bustRound(t.db, game, round);
    expect(await balanceOf(low.member.id)).toBe(100_000_000n - stake + (stake * 120n) / 100n);
    expect(await balanceOf(high.member.id)).toBe(100_000_000n - stake);
    expect(await balanceOf(none.member.id)).toBe(100_000_000n - stake);
    const bets = await q.betsOfRound(t.db, round.id);
    expect(bets.every((b) => b.payout !== null)).toBe(true);
    await expectLedgerConsistent(t.db);
  });

  it('shows the round on the fair page once it has busted, and its seed gives its bust point', async () => {
    const p = await player();
    const round = await makeRound({ bettingMs: 2_000 });
    const placed = await bet(p.token, minBet, 150);
    const client = new TestClient(t.app);
    await client.login(p.member.username, 'Test1234');
    const before = await client.get<FairRound>(FAIR_API.round(placed.body.value.bet.roundId));
    expect(before.body.value.fair.serverSeed).toBeNull();
    expect(before.body.value.outcome.bustX100).toBeNull();
    await bustRound(t.db, game, round);
    const after = await client.get<FairRound>(FAIR_API.round(placed.body.value.bet.roundId));
    const fair = after.body.value.fair;
    expect(fair.serverSeed).toBe(round.server_seed);
    expect(hashServerSeed(fair.serverSeed as string)).toBe(fair.serverSeedHash);
    expect(bustOf(crashConfigOf(game.model), fair.serverSeed as string, fair.clientSeed, fair.nonce)).toBe(
      after.body.value.outcome.bustX100,
    );
  });
});

describe('crash: the clock', () => {
  it('is driven by one process at a time, busts the round it finds and opens the next', async () => {
    const p = await player();
    const round = await makeRound({ min: 101, max: 120, bettingMs: 300 });
    expect((await bet(p.token, minBet, null)).status).toBe(200);
    const log = () => undefined;
    const rhythm = { bettingMs: 60_000, pauseMs: 100 };
    const a = startCrashClock(t.db, { log, rhythm, tickMs: 20, standbyMs: 50 });
    const b = startCrashClock(t.db, { log, rhythm, tickMs: 20, standbyMs: 50 });
    try {
      let next: q.CrashRoundRow | undefined;
      for (let i = 0; i < 200; i++) {
        next = await q.latestRound(t.db, game.code);
        if (next && next.id !== round.id && next.phase === 'betting') break;
        await sleep(50);
      }
      expect(next?.round_no).toBe(round.round_no + 1n);
      expect([a.driving, b.driving].filter(Boolean)).toHaveLength(1);
      const settled = await q.roundById(t.db, round.id);
      expect(settled?.phase).toBe('busted');
      const [only] = await q.betsOfRound(t.db, round.id);
      expect(only?.payout).toBe(0n);
    } finally {
      await a.stop();
      await b.stop();
    }
  });
});

describe('crash: live', () => {
  it('sends the state to a watcher, then the bets as they are placed', async () => {
    await makeRound({ bettingMs: 5_000 });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = new WebSocket(`${address.replace('http', 'ws')}${CRASH_API.live}?game=${game.code}`);
    const events: CrashEvent[] = [];
    socket.on('message', (data) => events.push(JSON.parse(String(data)) as CrashEvent));
    const waitFor = async (type: CrashEvent['type']) => {
      for (let i = 0; i < 100 && !events.some((e) => e.type === type); i++) await sleep(30);
      return events.find((e) => e.type === type);
    };
    try {
      const state = await waitFor('state');
      expect(state).toMatchObject({ type: 'state', round: { phase: 'betting' } });
      const p = await player();
      const placed = await bet(p.token, minBet * 3n);
      const seen = await waitFor('bet');
      expect(seen).toMatchObject({
        type: 'bet',
        bet: { betId: placed.body.value.bet.betId, stake: String(minBet * 3n) },
      });
    } finally {
      socket.close();
    }
    const unknown = await t.app.inject({ method: 'GET', url: `${CRASH_API.live}?game=NOPE` });
    expect(unknown.statusCode).toBe(404);
  });
});
