import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-db.ts';
import { playerOf, type StudioPlayer } from '../../studio/index.ts';
import { mainBalance, studioPlayerIn, twentyLineSlot } from '../../studio/testing.ts';
import { applyFeedMessage } from '../feed/consumer.ts';
import type { FeedMessage } from '../feed/messages.ts';
import { decidePendingBets } from './decide.ts';
import { placeBet, type Slip } from './place.ts';

let t: TestDatabase;
let game: { code: string; minBet: bigint };
const FUNDS = 100_000_000n;
let seq = 0;
const feed = (body: Record<string, unknown>) =>
  applyFeedMessage(t.db, { ...body, producer: 'bets-feed', seq: ++seq, at: Date.now() } as FeedMessage);

beforeAll(async () => {
  t = await createTestDatabase();
  game = await twentyLineSlot(t.db);
  await t.db
    .insertInto('sport_leagues')
    .values({ code: 'B_LEAGUE', sport: 'football', name_vi: 'Giải thử', name_en: 'Test league' })
    .execute();
  await feed({ kind: 'snapshot_complete' });
});
afterAll(() => t.drop());

/** A match of the test feed with a 1X2 and a handicap market; answers its fixture id. */
async function match(feedId: string, live = false): Promise<bigint> {
  await feed({
    kind: 'fixture_change',
    fixture: {
      feedId,
      league: 'B_LEAGUE',
      home: 'A',
      away: 'B',
      startsAt: Date.now() + 3_600_000,
      status: 'not_started',
    },
  });
  await feed({
    kind: 'odds_change',
    feedId,
    ...(live ? { state: { home: 0, away: 0, period: '1h', clock: 10, periods: [] } } : {}),
    markets: [
      { key: 'ft:1x2', status: 'active', odds: { '1': 2100, X: 3400, '2': 3300 } },
      { key: 'ft:ah:-2', status: 'active', odds: { home: 1950, away: 1900 } },
    ],
  });
  const row = await t.db
    .selectFrom('sport_fixtures')
    .select('id')
    .where('feed_id', '=', feedId)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function player(money = FUNDS): Promise<StudioPlayer> {
  const p = await studioPlayerIn(t.db, game.code, money);
  return playerOf(t.db, p.token);
}

const single = (fixtureId: bigint, requestId: string, over: Partial<Slip> = {}): Slip => ({
  requestId,
  stake: game.minBet * 10n,
  accept: 'none',
  legs: [{ fixtureId, market: 'ft:1x2', selection: '1', odds: 2100 }],
  ...over,
});

async function refusal(run: Promise<unknown>): Promise<string | undefined> {
  return run.then(
    () => undefined,
    (error: { code?: string }) => error.code,
  );
}

async function betsOf(memberId: bigint) {
  return t.db.selectFrom('sport_bets').selectAll().where('member_id', '=', memberId).execute();
}

describe('placing a sports bet', () => {
  it('takes a pre-match single at once, its stake from the wallet; the same request again is the same bet', async () => {
    const id = await match('b1');
    const p = await player();
    const slip = single(id, 'b1-single-1');
    const bet = await placeBet(t.db, p, slip);
    expect(bet).toMatchObject({ status: 'open', stake: slip.stake, replayed: false });
    expect(await mainBalance(t.db, p.memberId)).toBe(FUNDS - slip.stake);
    expect(await placeBet(t.db, p, slip)).toMatchObject({ id: bet.id, replayed: true });
    expect(await mainBalance(t.db, p.memberId)).toBe(FUNDS - slip.stake);
    expect(await refusal(placeBet(t.db, p, { ...slip, stake: slip.stake * 2n }))).toBe(
      'idempotency_conflict',
    );
    expect(await betsOf(p.memberId)).toHaveLength(1);
  });

  it('refuses a suspended, a settled or an unknown market, and writes nothing', async () => {
    const id = await match('b2');
    const p = await player();
    await feed({ kind: 'bet_stop', feedId: 'b2', markets: ['ft:1x2'] });
    expect(await refusal(placeBet(t.db, p, single(id, 'b2-1')))).toBe('sports_market_suspended');
    await feed({
      kind: 'bet_settlement',
      feedId: 'b2',
      markets: [{ key: 'ft:1x2', outcomes: { '1': 'win', X: 'lose', '2': 'lose' } }],
    });
    expect(await refusal(placeBet(t.db, p, single(id, 'b2-2')))).toBe('sports_market_closed');
    const unknown = single(id, 'b2-3', {
      legs: [{ fixtureId: id, market: 'ft:ou:10', selection: 'over', odds: 1900 }],
    });
    expect(await refusal(placeBet(t.db, p, unknown))).toBe('sports_market_not_found');
    const badSelection = single(id, 'b2-4', {
      legs: [{ fixtureId: id, market: 'ft:ah:-2', selection: 'draw', odds: 1900 }],
    });
    expect(await refusal(placeBet(t.db, p, badSelection))).toBe('sports_market_not_found');
    expect(await betsOf(p.memberId)).toHaveLength(0);
    expect(await mainBalance(t.db, p.memberId)).toBe(FUNDS);
  });

  it('takes a moved price as the member chose: none refuses, better takes a longer one, any takes a shorter one', async () => {
    const id = await match('b3');
    const p = await player();
    await feed({
      kind: 'odds_change',
      feedId: 'b3',
      markets: [{ key: 'ft:1x2', status: 'active', odds: { '1': 2200, X: 3300, '2': 3200 } }],
    });
    expect(await refusal(placeBet(t.db, p, single(id, 'b3-none')))).toBe('sports_odds_changed');
    expect((await placeBet(t.db, p, single(id, 'b3-better', { accept: 'better' }))).legs[0]?.odds).toBe(2200);
    const shorter = single(id, 'b3-any', {
      accept: 'any',
      legs: [{ fixtureId: id, market: 'ft:1x2', selection: '1', odds: 2500 }],
    });
    expect(await refusal(placeBet(t.db, p, { ...shorter, accept: 'better', requestId: 'b3-shorter' }))).toBe(
      'sports_odds_changed',
    );
    expect((await placeBet(t.db, p, shorter)).legs[0]?.odds).toBe(2200);
  });

  it('refuses parlays with two legs of one match or more than ten legs, and stakes outside the limits', async () => {
    const id = await match('b4');
    const p = await player(game.minBet * 20_000n);
    const twoOfOne = single(id, 'b4-1', {
      legs: [
        { fixtureId: id, market: 'ft:1x2', selection: '1', odds: 2100 },
        { fixtureId: id, market: 'ft:ah:-2', selection: 'home', odds: 1950 },
      ],
    });
    expect(await refusal(placeBet(t.db, p, twoOfOne))).toBe('sports_parlay_same_match');
    const eleven = single(id, 'b4-2', {
      legs: Array.from({ length: 11 }, (_, i) => ({
        fixtureId: id + BigInt(i),
        market: 'ft:1x2',
        selection: '1',
        odds: 2100,
      })),
    });
    expect(await refusal(placeBet(t.db, p, eleven))).toBe('sports_parlay_legs');
    expect(await refusal(placeBet(t.db, p, single(id, 'b4-3', { stake: game.minBet - 1n })))).toBe(
      'bet_below_minimum',
    );
    const max = game.minBet * 5_000n;
    expect(await refusal(placeBet(t.db, p, single(id, 'b4-4', { stake: max + 1n })))).toBe(
      'bet_above_maximum',
    );
    // two bets of the largest stake on one market, then the market's limit
    await placeBet(t.db, p, single(id, 'b4-5', { stake: max }));
    await placeBet(t.db, p, single(id, 'b4-6', { stake: max }));
    expect(await refusal(placeBet(t.db, p, single(id, 'b4-7', { stake: game.minBet })))).toBe(
      'sports_stake_over_limit',
    );
  });

  it('refuses a stake the wallet cannot cover, leaving no bet', async () => {
    const id = await match('b5');
    const p = await player(game.minBet);
    expect(await refusal(placeBet(t.db, p, single(id, 'b5-1')))).toBe('insufficient_funds');
    expect(await betsOf(p.memberId)).toHaveLength(0);
  });

  it('places a parlay of two matches as one bet and one debit', async () => {
    const [a, b] = [await match('b6a'), await match('b6b')];
    const p = await player();
    const parlay = single(a, 'b6-1', {
      legs: [
        { fixtureId: a, market: 'ft:1x2', selection: '1', odds: 2100 },
        { fixtureId: b, market: 'ft:ah:-2', selection: 'away', odds: 1900 },
      ],
    });
    const bet = await placeBet(t.db, p, parlay);
    expect(bet.legs.map((l) => l.odds)).toEqual([2100, 1900]);
    const [row] = await betsOf(p.memberId);
    expect(row).toMatchObject({ kind: 'parlay', status: 'open' });
    expect(await mainBalance(t.db, p.memberId)).toBe(FUNDS - parlay.stake);
  });
});

describe('an in-play bet waits for its delay', () => {
  const endDelay = (memberId: bigint) =>
    sql`UPDATE sport_bets SET decides_at = now() - interval '1 second' WHERE member_id = ${memberId}`.execute(
      t.db,
    );

  it('stands once its delay ends with the market unchanged', async () => {
    const id = await match('b7', true);
    const p = await player();
    const bet = await placeBet(t.db, p, single(id, 'b7-1'));
    expect(bet.status).toBe('pending');
    expect(await mainBalance(t.db, p.memberId)).toBe(FUNDS - bet.stake);
    expect(await decidePendingBets(t.db)).toBe(0);
    await endDelay(p.memberId);
    expect(await decidePendingBets(t.db)).toBe(1);
    expect((await betsOf(p.memberId))[0]).toMatchObject({ status: 'open' });
  });

  it('is rejected when betting stopped during the delay, even if the market reopened, and the stake comes back', async () => {
    const id = await match('b8', true);
    const p = await player();
    const bet = await placeBet(t.db, p, single(id, 'b8-1'));
    await feed({ kind: 'bet_stop', feedId: 'b8' });
    await feed({
      kind: 'odds_change',
      feedId: 'b8',
      markets: [{ key: 'ft:1x2', status: 'active', odds: { '1': 2100, X: 3400, '2': 3300 } }],
    });
    await endDelay(p.memberId);
    expect(await decidePendingBets(t.db)).toBe(1);
    expect((await betsOf(p.memberId))[0]).toMatchObject({
      status: 'rejected',
      reject_code: 'sports_bet_rejected',
    });
    expect(await mainBalance(t.db, p.memberId)).toBe(FUNDS);
    expect(bet.status).toBe('pending');
    // decided once: a second pass finds nothing
    expect(await decidePendingBets(t.db)).toBe(0);
  });

  it('is rejected as odds changed when the price moved against the member’s setting during the delay', async () => {
    const id = await match('b9', true);
    const p = await player();
    await placeBet(t.db, p, single(id, 'b9-1', { accept: 'better' }));
    await feed({
      kind: 'odds_change',
      feedId: 'b9',
      markets: [{ key: 'ft:1x2', status: 'active', odds: { '1': 1900, X: 3500, '2': 3600 } }],
    });
    await endDelay(p.memberId);
    await decidePendingBets(t.db);
    expect((await betsOf(p.memberId))[0]).toMatchObject({
      status: 'rejected',
      reject_code: 'sports_odds_changed',
    });
    expect(await mainBalance(t.db, p.memberId)).toBe(FUNDS);
  });
});
