import { FAIR_API, type FairRound, STUDIO_API, type StudioRound, type StudioSession } from '@app/contracts';
import { fairSource, type LineBet, SLOT_MODELS, spin, toJson, type WaysBet } from '@app/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-db.ts';
import { createMember, TestClient } from '../accounts/testing.ts';
import { expectLedgerConsistent } from '../wallet/testing.ts';
import { studioTitle } from './catalogue.ts';
import {
  mainBalance,
  type StudioRequest,
  studioCall,
  studioLaunchToken,
  studioPlayer,
  twentyLineSlot,
} from './testing.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let slot: { code: string; minBet: bigint; model: string };
let seq = 0;
const requestId = () => `req${Date.now().toString(36)}x${++seq}`;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0 });
  slot = await twentyLineSlot(t.db);
});
afterAll(() => t.close());

const call = <T>(...request: StudioRequest) => studioCall<T>(t.app, ...request);
const open = (money = 1_000_000_000n, gameCode = slot.code) => studioPlayer(t, gameCode, money);

const lineBet = (lines = 20, perLine = slot.minBet) => ({ lineBet: String(perLine), lines });

function spinAs(token: string, bet: object, id = requestId()) {
  return call<StudioRound>('POST', STUDIO_API.spin, token, { requestId: id, bet });
}

const balanceOf = (memberId: bigint) => mainBalance(t.db, memberId);

describe('a studio slot', () => {
  it('opens a session from the launch token with the game, its RTP and the fair seed hash', async () => {
    const { session, launchToken } = await open();
    expect(session.game).toMatchObject({ code: slot.code, family: 'slots', model: slot.model });
    expect(session.game.rtp).toBeGreaterThan(95);
    expect(session.game.rtp).toBeLessThan(97);
    expect(session.fair.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(session.fair.nonce).toBe(0);
    const again = await call('POST', STUDIO_API.session, null, { launchToken });
    expect(again).toMatchObject({ status: 401, body: { code: 'launch_token_invalid' } });
    const resumed = await call<StudioSession>('GET', STUDIO_API.session, session.sessionToken);
    expect(resumed.body.value).toMatchObject({
      balance: session.balance,
      game: session.game,
      fair: session.fair,
    });
    expect(await call('GET', STUDIO_API.session, null)).toMatchObject({
      status: 401,
      body: { code: 'player_session_invalid' },
    });
  });

  it('spins: the balance changes by exactly win − stake, and the round verifies once the seed is revealed', async () => {
    const { member, token, session } = await open(100_000_000n);
    const stake = slot.minBet * 20n;
    const res = await spinAs(token, lineBet());
    expect(res.status).toBe(200);
    const round = res.body.value;
    expect(round.stake).toBe(String(stake));
    expect(BigInt(round.balance)).toBe(100_000_000n - stake + BigInt(round.win));
    expect(await balanceOf(member.id)).toBe(BigInt(round.balance));
    expect(round.fair).toEqual({
      serverSeedHash: session.fair.serverSeedHash,
      clientSeed: session.fair.clientSeed,
      nonce: 0,
    });

    const rotated = await call<{ revealed: { serverSeed: string; rounds: number } }>(
      'POST',
      STUDIO_API.rotateSeed,
      token,
    );
    expect(rotated.body.value.revealed.rounds).toBe(1);
    const model = SLOT_MODELS[slot.model]!;
    const bet: LineBet = { lineBet: slot.minBet, lines: 20 };
    const replayed = spin(
      model,
      bet,
      fairSource({
        serverSeed: rotated.body.value.revealed.serverSeed,
        clientSeed: round.fair.clientSeed,
        nonce: 0,
      }),
    );
    expect(toJson(replayed)).toEqual(round.outcome);
    expect(replayed.totalWin).toBe(BigInt(round.win));
  });

  it('shows the member their round with its fair data, the server seed only after rotating, and to nobody else', async () => {
    const { member, token } = await open();
    const round = (await spinAs(token, lineBet())).body.value;
    const site = new TestClient(t.app);
    await site.login(member.username, 'Test1234');
    const before = await site.get<FairRound>(FAIR_API.round(round.roundId));
    expect(before.body.value).toMatchObject({
      roundId: round.roundId,
      family: 'slots',
      model: slot.model,
      win: round.win,
    });
    expect(before.body.value.fair.serverSeed).toBeNull();
    await call('POST', STUDIO_API.rotateSeed, token);
    const after = await site.get<FairRound>(FAIR_API.round(round.roundId));
    expect(after.body.value.fair.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    const other = await createMember(t.db);
    const stranger = new TestClient(t.app);
    await stranger.login(other.username, 'Test1234');
    expect(await stranger.get(FAIR_API.round(round.roundId))).toMatchObject({
      status: 404,
      body: { code: 'round_not_found' },
    });
    expect(await new TestClient(t.app).get(FAIR_API.round(round.roundId))).toMatchObject({ status: 401 });
  });

  it('plays a retried request once', async () => {
    const { member, token } = await open(100_000_000n);
    const id = requestId();
    const [a, b] = await Promise.all([spinAs(token, lineBet(), id), spinAs(token, lineBet(), id)]);
    expect(a.body.value).toEqual(b.body.value);
    const again = await spinAs(token, lineBet(), id);
    expect(again.body.value.roundId).toBe(a.body.value.roundId);
    expect(await balanceOf(member.id)).toBe(BigInt(a.body.value.balance));
    const fair = await call<{ nonce: number }>('GET', STUDIO_API.fair, token);
    expect(fair.body.value.nonce).toBe(1);
  });

  it('refuses bets above the balance, under the min bet, over the max or malformed, using no nonce', async () => {
    const { token } = await open(slot.minBet * 10n);
    expect(await spinAs(token, lineBet())).toMatchObject({
      status: 409,
      body: { code: 'insufficient_funds' },
    });
    expect(await spinAs(token, lineBet(1, slot.minBet - 1n))).toMatchObject({
      status: 400,
      body: { code: 'bet_below_minimum' },
    });
    expect(await spinAs(token, lineBet(20, slot.minBet * 1_000n))).toMatchObject({
      status: 400,
      body: { code: 'bet_above_maximum' },
    });
    expect(await spinAs(token, { lineBet: '100', lines: 21 })).toMatchObject({ status: 400 });
    expect(await spinAs(token, { betPerSpin: '1000' })).toMatchObject({
      status: 400,
      body: { code: 'invalid_amount' },
    });
    const fair = await call<{ nonce: number }>('GET', STUDIO_API.fair, token);
    expect(fair.body.value.nonce).toBe(0);
  });

  it('refuses calls without a live session and ignores the site cookie (no CSRF needed, none taken)', async () => {
    expect(await spinAs('x'.repeat(43), lineBet())).toMatchObject({
      status: 401,
      body: { code: 'player_session_invalid' },
    });
    expect(await call('GET', STUDIO_API.fair, null)).toMatchObject({
      status: 401,
      body: { code: 'player_session_invalid' },
    });
    const { token, member } = await open();
    const site = new TestClient(t.app);
    await site.login(member.username, 'Test1234');
    const withCookie = await site.post(
      STUDIO_API.spin,
      { requestId: requestId(), bet: lineBet() },
      {
        headers: { authorization: `Bearer ${token}` },
        noCsrf: true,
      },
    );
    expect(withCookie.status).toBe(200);
  });

  it('starts a new pair when the client seed changes mid-session: the old server seed is revealed, the nonce restarts', async () => {
    const { token } = await open();
    await spinAs(token, lineBet());
    await spinAs(token, lineBet());
    const changed = await call<{
      revealed: { rounds: number; clientSeed: string };
      next: { clientSeed: string; nonce: number };
    }>('POST', STUDIO_API.clientSeed, token, { clientSeed: 'my-lucky-seed' });
    expect(changed.status).toBe(200);
    expect(changed.body.value.revealed.rounds).toBe(2);
    expect(changed.body.value.next).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    const next = await spinAs(token, lineBet());
    expect(next.body.value.fair).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    expect(await call('POST', STUDIO_API.clientSeed, token, { clientSeed: 'bad seed!' })).toMatchObject({
      status: 400,
    });
  });

  it('keeps two tabs spinning on one balance consistent: consecutive nonces, nothing overspent', async () => {
    const { member, token } = await open(slot.minBet * 20n * 6n);
    const second = await call<StudioSession>('POST', STUDIO_API.session, null, {
      launchToken: await studioLaunchToken(t.db, member.id, slot.code),
    });
    const tabs = [token, second.body.value.sessionToken];
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => spinAs(tabs[i % 2]!, lineBet())));
    const played = answers.filter((a) => a.status === 200).map((a) => a.body.value);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.body.code === 'insufficient_funds')).toBe(
      true,
    );
    expect(played.map((r) => r.fair.nonce).sort((x, y) => x - y)).toEqual(played.map((_, i) => i));
    const net = played.reduce((sum, r) => sum + BigInt(r.win) - BigInt(r.stake), 0n);
    expect(await balanceOf(member.id)).toBe(slot.minBet * 20n * 6n + net);
    await expectLedgerConsistent(t.db);
  });

  it('refuses spins while the game is in maintenance', async () => {
    const { token } = await open();
    await t.db
      .updateTable('games')
      .set({ maintenance_until: new Date(Date.now() + 60_000) })
      .where('code', '=', slot.code)
      .execute();
    try {
      expect(await spinAs(token, lineBet())).toMatchObject({
        status: 400,
        body: { code: 'game_maintenance' },
      });
    } finally {
      await t.db
        .updateTable('games')
        .set({ maintenance_until: null })
        .where('code', '=', slot.code)
        .execute();
    }
  });
});

// The ways models are played the same way; one spin each proves the bet shape reaches the engine.
describe('ways slots', () => {
  it('spins a ways model with betPerSpin', async () => {
    const games = await t.db
      .selectFrom('games')
      .select(['code', 'name_en', 'min_bet'])
      .where('category', '=', 'RNG')
      .execute();
    const ways = games.find(
      (g) =>
        studioTitle({ code: g.code, nameEn: g.name_en }).model !== 'low-20-lines' &&
        studioTitle({ code: g.code, nameEn: g.name_en }).family === 'slots',
    );
    if (!ways) throw new Error('no ways slot');
    const model = SLOT_MODELS[studioTitle({ code: ways.code, nameEn: ways.name_en }).model]!;
    const { token } = await open(100_000_000n, ways.code);
    const multiplier = BigInt((model as { betMultiplier?: number }).betMultiplier ?? 1);
    const unit = ((ways.min_bet + multiplier - 1n) / multiplier) * multiplier;
    const bet: WaysBet = { betPerSpin: unit };
    const res = await spinAs(token, { betPerSpin: String(bet.betPerSpin) });
    expect(res.status).toBe(200);
  });
});
