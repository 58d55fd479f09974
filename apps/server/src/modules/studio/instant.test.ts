import { STUDIO_API, type StudioRound, type StudioSession } from '@app/contracts';
import {
  DEFAULT_DICE_MINI_CONFIG,
  DEFAULT_MINES_CONFIG,
  fairSource,
  playDiceMini,
  startMines,
  toJson,
} from '@app/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-db.ts';
import { createMember } from '../accounts/testing.ts';
import { launchGame } from '../games/index.ts';
import { expectLedgerConsistent, fund } from '../wallet/testing.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let seq = 0;
const requestId = () => `inst${Date.now().toString(36)}x${++seq}`;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0 });
});
afterAll(() => t.close());

async function call<T>(method: 'GET' | 'POST', url: string, token: string, body?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    payload: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.statusCode, body: res.json() as { success: boolean; code?: string; value: T } };
}

/** A funded member in the studio game of this English title. */
async function openTitle(nameEn: string) {
  const game = await t.db
    .selectFrom('games')
    .select(['code', 'min_bet'])
    .where('name_en', '=', nameEn)
    .executeTakeFirstOrThrow();
  const member = await createMember(t.db);
  await fund(t.db, member.id, 1_000_000_000n);
  const launch = await launchGame(t.db, { memberId: member.id, isDemo: false, language: 'vi' }, game.code);
  const launchToken = new URL(launch.url, 'http://site').searchParams.get('token');
  const res = await t.app.inject({ method: 'POST', url: STUDIO_API.session, payload: { launchToken } });
  const session = res.json().value as StudioSession;
  return { member, token: session.sessionToken, session, minBet: game.min_bet };
}

const play = (token: string, bet: object, id = requestId()) =>
  call<StudioRound>('POST', STUDIO_API.play, token, { requestId: id, bet });

describe('instant games in one request', () => {
  it('throws the Tài Xỉu dice: stake out, payout in, and the same outcome from the revealed seed', async () => {
    const { token, session, minBet } = await openTitle('Mini Sic Bo');
    expect(session.game).toMatchObject({ family: 'dice-mini' });
    expect(session.game.rtp).toBeGreaterThan(90);
    const bets = [
      { type: 'big', stake: String(minBet) },
      { type: 'total', selection: 10, stake: String(minBet) },
    ];
    const res = await play(token, { bets });
    expect(res.status).toBe(200);
    const round = res.body.value;
    expect(round.stake).toBe(String(minBet * 2n));
    expect(BigInt(round.balance)).toBe(1_000_000_000n - minBet * 2n + BigInt(round.win));
    const rotated = await call<{ revealed: { serverSeed: string } }>('POST', STUDIO_API.rotateSeed, token);
    const again = playDiceMini(
      DEFAULT_DICE_MINI_CONFIG,
      bets.map((b) => ({ ...b, stake: BigInt(b.stake) })) as Parameters<typeof playDiceMini>[1],
      fairSource({
        serverSeed: rotated.body.value.revealed.serverSeed,
        clientSeed: round.fair.clientSeed,
        nonce: 0,
      }),
    );
    expect(toJson(again)).toEqual(round.outcome);
  });

  it.each([
    ['Mini Gourd Crab Fish', { bets: [{ type: 'face', selection: 'cua', stake: 'MIN' }] }],
    ['Mini Xoc Dia', { bets: [{ type: 'even', stake: 'MIN' }] }],
    ['Lotus Plinko', { stake: 'MIN', rows: 12, risk: 'medium' }],
    ['Lucky Wheel', { stake: 'MIN', segments: 20, risk: 'high' }],
    ['Rock Paper Scissors', { stake: 'MIN', hand: 'rock' }],
  ])('plays %s', async (title, template) => {
    const { member, token, minBet } = await openTitle(title);
    const bet = JSON.parse(JSON.stringify(template).replaceAll('"MIN"', `"${minBet}"`));
    const res = await play(token, bet);
    expect(res.status).toBe(200);
    expect(BigInt(res.body.value.balance)).toBe(1_000_000_000n - minBet + BigInt(res.body.value.win));
    const main = await t.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('code', '=', `member:${member.id}:main`)
      .executeTakeFirstOrThrow();
    expect(main.balance).toBe(BigInt(res.body.value.balance));
  });

  it('refuses bets the engine does not know, bad stakes, and stakes under the min bet', async () => {
    const { token, minBet } = await openTitle('Mini Sic Bo');
    expect(await play(token, { bets: [{ type: 'jackpot', stake: String(minBet) }] })).toMatchObject({
      status: 400,
      body: { code: 'validation_error' },
    });
    expect(await play(token, { bets: [{ type: 'big', stake: '-5' }] })).toMatchObject({
      status: 400,
      body: { code: 'invalid_amount' },
    });
    expect(await play(token, { bets: [{ type: 'big', stake: 12 }] })).toMatchObject({
      status: 400,
      body: { code: 'invalid_amount' },
    });
    expect(await play(token, { bets: [] })).toMatchObject({
      status: 400,
      body: { code: 'validation_error' },
    });
    expect(await play(token, { bets: [{ type: 'big', stake: String(minBet - 1n) }] })).toMatchObject({
      status: 400,
      body: { code: 'bet_below_minimum' },
    });
    expect(await play(token, { nonsense: true })).toMatchObject({ status: 400 });
    await expectLedgerConsistent(t.db);
  });

  it('refuses to play a slot through the instant route and an instant game through the spin route', async () => {
    const dice = await openTitle('Mini Sic Bo');
    expect(
      await call('POST', STUDIO_API.spin, dice.token, {
        requestId: requestId(),
        bet: { lineBet: '100000', lines: 20 },
      }),
    ).toMatchObject({
      status: 400,
      body: { code: 'game_unavailable' },
    });
  });
});

const move = (token: string, roundId: string, action: object, id = requestId()) =>
  call<StudioRound>('POST', STUDIO_API.action, token, { requestId: id, roundId, action });

describe('games of several moves', () => {
  it('plays mines to its end: the stake leaves at the start, the payout (or nothing) comes at the end, mines shown then', async () => {
    const { token, minBet, member } = await openTitle('Treasure Mines');
    const started = await play(token, { stake: String(minBet), mines: 3 });
    expect(started.status).toBe(200);
    const round = started.body.value;
    expect(round).toMatchObject({ status: 'open', stake: String(minBet), win: '0' });
    expect(round.outcome.mines).toBeNull();
    expect(BigInt(round.balance)).toBe(1_000_000_000n - minBet);

    expect(await play(token, { stake: String(minBet), mines: 3 })).toMatchObject({
      status: 409,
      body: { code: 'round_open' },
    });
    expect(await call('POST', STUDIO_API.rotateSeed, token)).toMatchObject({
      status: 409,
      body: { code: 'round_open' },
    });

    const firstId = requestId();
    const first = await move(token, round.roundId, { type: 'reveal', tile: 12 }, firstId);
    expect(first.status).toBe(200);
    expect((await move(token, round.roundId, { type: 'reveal', tile: 12 }, firstId)).body.value).toEqual(
      first.body.value,
    );
    let last = first.body.value;
    if (last.status === 'open') last = (await move(token, round.roundId, { type: 'cashout' })).body.value;
    expect(last.status).toBe('settled');
    expect(Array.isArray(last.outcome.mines)).toBe(true);
    expect(BigInt(last.balance)).toBe(1_000_000_000n - minBet + BigInt(last.win));
    expect(await move(token, round.roundId, { type: 'reveal', tile: 3 })).toMatchObject({
      status: 409,
      body: { code: 'round_closed' },
    });

    const rotated = await call<{ revealed: { serverSeed: string } }>('POST', STUDIO_API.rotateSeed, token);
    const replayed = startMines(
      DEFAULT_MINES_CONFIG,
      { stake: minBet, mines: 3 },
      fairSource({
        serverSeed: rotated.body.value.revealed.serverSeed,
        clientSeed: round.fair.clientSeed,
        nonce: round.fair.nonce,
      }),
    );
    expect(replayed.mines).toEqual(last.outcome.mines);
    const main = await t.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('code', '=', `member:${member.id}:main`)
      .executeTakeFirstOrThrow();
    expect(main.balance).toBe(BigInt(last.balance));
  });

  it('refuses moves the round does not allow, and rounds of other members', async () => {
    const { token, minBet } = await openTitle('Treasure Mines');
    const round = (await play(token, { stake: String(minBet), mines: 24 })).body.value;
    expect(await move(token, round.roundId, { type: 'cashout' })).toMatchObject({
      status: 400,
      body: { code: 'validation_error' },
    });
    expect(await move(token, round.roundId, { type: 'reveal', tile: 99 })).toMatchObject({ status: 400 });
    expect(await move(token, round.roundId, { type: 'dance' })).toMatchObject({ status: 400 });
    const other = await openTitle('Treasure Mines');
    expect(await move(other.token, round.roundId, { type: 'reveal', tile: 0 })).toMatchObject({
      status: 404,
      body: { code: 'round_not_found' },
    });
  });

  it('resumes an unfinished round in a new session of the game', async () => {
    const { token, minBet, member } = await openTitle('Hi-Lo');
    const round = (await play(token, { stake: String(minBet) })).body.value;
    expect(round.status).toBe('open');
    const game = await t.db
      .selectFrom('games')
      .select('code')
      .where('name_en', '=', 'Hi-Lo')
      .executeTakeFirstOrThrow();
    const launch = await launchGame(t.db, { memberId: member.id, isDemo: false, language: 'vi' }, game.code);
    const res = await t.app.inject({
      method: 'POST',
      url: STUDIO_API.session,
      payload: { launchToken: new URL(launch.url, 'http://site').searchParams.get('token') },
    });
    const session = res.json().value as StudioSession;
    expect(session.openRound?.roundId).toBe(round.roundId);
    const next = session.openRound!.outcome.next as Record<string, number | null>;
    const guess = next.higher_or_same !== null ? 'higher_or_same' : 'lower_or_same';
    const guessed = await move(session.sessionToken, round.roundId, { type: 'guess', guess });
    expect(guessed.status).toBe(200);
    const after = guessed.body.value;
    const ended =
      after.status === 'open'
        ? (await move(session.sessionToken, round.roundId, { type: 'cashout' })).body.value
        : after;
    expect(ended.status).toBe('settled');
    expect(BigInt(ended.balance)).toBe(1_000_000_000n - minBet + BigInt(ended.win));
    await expectLedgerConsistent(t.db);
  });
});
