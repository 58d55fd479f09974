import {
  BETS_API,
  type BetRecordPage,
  type BetRoundDetail,
  STUDIO_API,
  type StudioRound,
  type StudioSession,
} from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-db.ts';
import { DAY_MS, siteDayStart, siteToday } from '../../../shared/site-time.ts';
import { createMember, TestClient } from '../../accounts/testing.ts';
import { expectLedgerConsistent, fund } from '../../wallet/testing.ts';
import { launchGame } from '../index.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
/** A seeded game of each category, with its vendor. */
const games = new Map<string, { code: string; vassalage: string; nameVi: string; nameEn: string }>();
let seq = 0;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0 });
  const rows = await t.db
    .selectFrom('games')
    .select(['code', 'vassalage', 'category', 'name_vi', 'name_en'])
    .orderBy('code')
    .execute();
  for (const r of rows)
    if (!games.has(r.category))
      games.set(r.category, { code: r.code, vassalage: r.vassalage, nameVi: r.name_vi, nameEn: r.name_en });
});
afterAll(() => t.close());

const game = (category: string) => {
  const g = games.get(category);
  if (!g) throw new Error(`no seeded ${category} game`);
  return g;
};

async function player(type = 0) {
  const member = await createMember(t.db, { type });
  const client = new TestClient(t.app);
  const login = await client.login(member.username, 'Test1234');
  expect(login.status).toBe(200);
  return { ...member, client };
}
type Player = Awaited<ReturnType<typeof player>>;

const daysAgo = (n: number) =>
  new Date(Date.parse(`${siteToday()}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);

type RoundSeed = {
  category?: string;
  status?: 'open' | 'settled' | 'cancelled';
  stake?: bigint;
  win?: bigint;
  refunded?: bigint;
  at?: Date;
  provider?: string;
  detail?: unknown;
  isDemo?: boolean;
};

/** A round as a provider leaves it (inserted directly, so its time and figures are the test's to choose). */
async function round(memberId: bigint, seed: RoundSeed = {}) {
  const g = game(seed.category ?? 'LIVE');
  const status = seed.status ?? 'settled';
  const at = seed.at ?? new Date();
  const row = await t.db
    .insertInto('game_rounds')
    .values({
      provider: seed.provider ?? 'studio',
      provider_round_id: `rec-${Date.now()}-${++seq}`,
      member_id: memberId,
      game_code: g.code,
      vassalage: g.vassalage,
      category: (seed.category ?? 'LIVE') as 'LIVE',
      is_demo: seed.isDemo ?? false,
      status,
      stake: seed.stake ?? 10_000n,
      win: seed.win ?? 0n,
      refunded: seed.refunded ?? 0n,
      balance_after: 5_000_000n,
      detail: seed.detail === undefined ? null : JSON.stringify(seed.detail),
      created_at: at,
      settled_at: status === 'open' ? null : at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

const bets = (who: Player, query = '') => who.client.get<BetRecordPage>(`${BETS_API.list}${query}`);
const ids = (res: { body: { value: BetRecordPage } }) => res.body.value.items.map((i) => i.id);

describe('betting record', () => {
  it('lists my rounds newest first with names, amounts and profit, and totals over the whole filter', async () => {
    const me = await player();
    const other = await player();
    const now = Date.now();
    const live = await round(me.id, {
      category: 'LIVE',
      stake: 50_000n,
      win: 120_000n,
      at: new Date(now - 3000),
    });
    const fish = await round(me.id, { category: 'FISH', stake: 20_000n, win: 0n, at: new Date(now - 2000) });
    const cancelled = await round(me.id, {
      category: 'SPORTS',
      status: 'cancelled',
      stake: 30_000n,
      refunded: 30_000n,
      at: new Date(now - 1000),
    });
    const open = await round(me.id, { category: 'PVP', status: 'open', stake: 5_000n, at: new Date(now) });
    await round(other.id, { category: 'LIVE', stake: 99_000n });

    const res = await bets(me);
    expect(res.status).toBe(200);
    const v = res.body.value;
    expect(ids(res)).toEqual([open, cancelled, fish, live]);
    expect([v.from, v.to, v.total, v.totalPages]).toEqual([daysAgo(6), siteToday(), 4, 1]);
    expect(v.totals).toEqual({
      rounds: 4,
      stake: '105000',
      win: '120000',
      refunded: '30000',
      profit: '45000',
    });
    const first = v.items[3]!;
    expect(first).toMatchObject({
      gameCode: game('LIVE').code,
      gameName: game('LIVE').nameEn,
      vendor: game('LIVE').vassalage,
      category: 'LIVE',
      status: 'settled',
      stake: '50000',
      win: '120000',
      refunded: '0',
      profit: '70000',
      balanceAfter: '5000000',
      isDemo: false,
      verifiable: false,
    });
    expect(first.vendorName).not.toBe('');
    expect(first.createdAt).toBe(new Date(now - 3000).toISOString());
    expect(v.items.map((i) => [i.status, i.profit, i.settledAt === null])).toEqual([
      ['open', '-5000', true],
      ['cancelled', '0', false],
      ['settled', '-20000', false],
      ['settled', '70000', false],
    ]);

    me.client.language = 'vi';
    expect((await bets(me, '?category=LIVE')).body.value.items[0]?.gameName).toBe(game('LIVE').nameVi);
  });

  it('filters by category, vendor, game and status', async () => {
    const me = await player();
    const live = await round(me.id, { category: 'LIVE', stake: 1_000n });
    const fish = await round(me.id, { category: 'FISH', stake: 2_000n, win: 3_000n });
    const open = await round(me.id, { category: 'FISH', status: 'open', stake: 4_000n });

    expect(ids(await bets(me, '?category=FISH'))).toEqual([open, fish]);
    expect(ids(await bets(me, `?vendor=${game('LIVE').vassalage}`))).toEqual([live]);
    expect(ids(await bets(me, `?game=${game('FISH').code}`))).toEqual([open, fish]);
    const settledFish = await bets(me, '?category=FISH&status=settled');
    expect(ids(settledFish)).toEqual([fish]);
    expect(settledFish.body.value.totals).toEqual({
      rounds: 1,
      stake: '2000',
      win: '3000',
      refunded: '0',
      profit: '1000',
    });
    expect(ids(await bets(me, '?status=open'))).toEqual([open]);
    const none = await bets(me, '?status=cancelled');
    expect(none.body.value).toMatchObject({ items: [], total: 0, totalPages: 1 });
    expect(none.body.value.totals).toEqual({ rounds: 0, stake: '0', win: '0', refunded: '0', profit: '0' });
    expect((await bets(me, '?vendor=NO_SUCH_VENDOR')).body.value.total).toBe(0);
  });

  it('pages newest first, the totals covering every page', async () => {
    const me = await player();
    const base = Date.now() - 10_000;
    const made: string[] = [];
    for (let i = 0; i < 5; i++)
      made.push(await round(me.id, { stake: BigInt(1_000 * (i + 1)), at: new Date(base + i * 1000) }));
    const newest = [...made].reverse();
    const first = await bets(me, '?pageSize=2');
    expect(first.body.value).toMatchObject({ pageNum: 1, totalPages: 3, total: 5 });
    expect(ids(first)).toEqual(newest.slice(0, 2));
    expect(first.body.value.totals).toMatchObject({ rounds: 5, stake: '15000', profit: '-15000' });
    expect(ids(await bets(me, '?pageSize=2&pageNo=2'))).toEqual(newest.slice(2, 4));
    expect(ids(await bets(me, '?pageSize=2&pageNo=3'))).toEqual(newest.slice(4));
    expect(ids(await bets(me, '?pageSize=2&pageNo=4'))).toEqual([]);
    // two rounds at the same instant keep one order (the id breaks the tie)
    const at = new Date(base - 5000);
    const a = await round(me.id, { at });
    const b = await round(me.id, { at });
    expect(ids(await bets(me, '?pageSize=100')).slice(-2)).toEqual([b, a]);
  });

  it('counts days in Vietnam time: a round at 00:00 is today, one a millisecond before is yesterday', async () => {
    const me = await player();
    const midnight = siteDayStart(siteToday());
    const today = await round(me.id, { at: midnight });
    const yesterday = await round(me.id, { at: new Date(midnight.getTime() - 1) });
    const sixDaysAgo = await round(me.id, { at: siteDayStart(daysAgo(6)) });
    const sevenDaysAgo = await round(me.id, { at: new Date(siteDayStart(daysAgo(6)).getTime() - 1) });
    const old = await round(me.id, { at: siteDayStart(daysAgo(29)) });

    expect(ids(await bets(me, `?from=${siteToday()}&to=${siteToday()}`))).toEqual([today]);
    expect(ids(await bets(me, `?from=${daysAgo(1)}&to=${daysAgo(1)}`))).toEqual([yesterday]);
    // the default: the 7-day preset (today and the six days before)
    expect(ids(await bets(me))).toEqual([today, yesterday, sixDaysAgo]);
    expect(ids(await bets(me, `?from=${daysAgo(29)}`))).toEqual([
      today,
      yesterday,
      sixDaysAgo,
      sevenDaysAgo,
      old,
    ]);
    expect(ids(await bets(me, `?to=${daysAgo(7)}`))).toEqual([sevenDaysAgo]);
    expect((await bets(me, `?from=${daysAgo(89)}`)).status).toBe(200);
  });

  it("answers only my own rounds: another member's is not found, anonymous callers must log in", async () => {
    const owner = await player();
    const other = await player();
    const id = await round(owner.id);
    expect((await owner.client.get(BETS_API.round(id))).status).toBe(200);
    const foreign = await other.client.get(BETS_API.round(id));
    expect(foreign).toMatchObject({ status: 404, body: { code: 'round_not_found' } });
    expect((await bets(other)).body.value.total).toBe(0);
    for (const missing of ['999999999999', 'abc', '-1', '1e3', '9'.repeat(19)]) {
      const res = await owner.client.get(`/api/games/bets/${missing}`);
      expect(res, missing).toMatchObject({ status: 404, body: { code: 'round_not_found' } });
    }
    const anonymous = new TestClient(t.app);
    expect(await anonymous.get(BETS_API.list)).toMatchObject({ status: 401, body: { code: 'please_login' } });
    expect(await anonymous.get(`${BETS_API.list}?category=nope`)).toMatchObject({ status: 401 });
    expect(await anonymous.get(BETS_API.round(id))).toMatchObject({
      status: 401,
      body: { code: 'please_login' },
    });
  });

  it('shows a free-play member the rounds played with demo money', async () => {
    const demo = await player(4);
    await round(demo.id, { isDemo: true, stake: 100_000n, win: 250_000n });
    const res = await bets(demo);
    expect(res.body.value.items.map((i) => [i.isDemo, i.profit])).toEqual([[true, '150000']]);
  });

  it('answers 400 with the catalogue code for bad filters, dates and pages', async () => {
    const me = await player();
    const refused: [string, string][] = [
      ['?category=ESPORTS', 'game_type_invalid'],
      ['?category=rng', 'game_type_invalid'],
      ['?category=RNG&category=LIVE', 'game_type_invalid'],
      ['?status=won', 'validation_error'],
      ['?vendor=a%20b', 'validation_error'],
      [`?vendor=${'A'.repeat(41)}`, 'validation_error'],
      ['?game=%27%20OR%201%3D1', 'validation_error'],
      [`?from=${daysAgo(90)}`, 'date_range_invalid'],
      [`?from=${siteToday()}&to=${daysAgo(1)}`, 'date_range_invalid'],
      ['?from=2025-02-30', 'date_range_invalid'],
      ['?to=yesterday', 'date_range_invalid'],
      ['?pageNo=0', 'invalid_page'],
      ['?pageNo=abc', 'invalid_page'],
      ['?pageSize=101', 'invalid_page_size'],
    ];
    for (const [query, code] of refused) {
      const res = await bets(me, query);
      expect(res.status, query).toBe(400);
      expect(res.body.code, query).toBe(code);
    }
  });
});

describe('a round in detail', () => {
  /** A funded member logged in on the site, with a studio session in the game of this English title. */
  async function studioPlayer(nameEn: string) {
    const me = await player();
    await fund(t.db, me.id, 1_000_000_000n);
    const g = await t.db
      .selectFrom('games')
      .select(['code', 'min_bet'])
      .where('name_en', '=', nameEn)
      .executeTakeFirstOrThrow();
    const launch = await launchGame(t.db, { memberId: me.id, isDemo: false, language: 'en' }, g.code);
    const launchToken = new URL(launch.url, 'http://site').searchParams.get('token');
    const res = await t.app.inject({ method: 'POST', url: STUDIO_API.session, payload: { launchToken } });
    const session = res.json().value as StudioSession;
    return { me, token: session.sessionToken, code: g.code, minBet: g.min_bet };
  }

  it('shows a studio round: amounts, the dice, and the fair data with the verification link', async () => {
    const { me, token, code, minBet } = await studioPlayer('Mini Sic Bo');
    const res = await t.app.inject({
      method: 'POST',
      url: STUDIO_API.play,
      headers: { authorization: `Bearer ${token}` },
      payload: {
        requestId: `rec${Date.now().toString(36)}`,
        bet: { bets: [{ type: 'big', stake: String(minBet) }] },
      },
    });
    expect(res.statusCode).toBe(200);
    const played = res.json().value as StudioRound;

    const list = await bets(me);
    expect(list.body.value.items).toHaveLength(1);
    const item = list.body.value.items[0]!;
    expect(item).toMatchObject({
      id: played.roundId,
      gameCode: code,
      gameName: 'Mini Sic Bo',
      category: 'RNG',
      status: 'settled',
      stake: played.stake,
      win: played.win,
      profit: String(BigInt(played.win) - BigInt(played.stake)),
      balanceAfter: played.balance,
      verifiable: true,
    });

    const detail = await me.client.get<BetRoundDetail>(BETS_API.round(played.roundId));
    expect(detail.status).toBe(200);
    expect(detail.body.value).toMatchObject({
      ...item,
      outcome: { kind: 'dice', dice: played.outcome.dice },
    });
    expect(detail.body.value.fair).toEqual({
      ...played.fair,
      verifyUrl: `/fair?round=${played.roundId}`,
    });
    await expectLedgerConsistent(t.db);
  });

  it('shows an outside provider’s round without an outcome or fair data', async () => {
    await t.db
      .insertInto('game_providers')
      .values({
        code: 'recvendor',
        name: 'Record Vendor',
        wallet_key: 'record-vendor-key-0123456789abcdef0123',
      })
      .execute();
    const me = await player();
    const id = await round(me.id, {
      provider: 'recvendor',
      category: 'LIVE',
      detail: {
        family: 'dice-mini',
        outcome: { dice: [1, 2, 3] },
        fair: { serverSeedHash: 'x', clientSeed: 'y', nonce: 1 },
      },
    });
    const detail = await me.client.get<BetRoundDetail>(BETS_API.round(id));
    // its fair data is the provider's own claim: the site cannot verify it
    expect(detail.body.value).toMatchObject({ verifiable: false, fair: null });
    expect((await bets(me)).body.value.items[0]?.verifiable).toBe(false);
    const plain = await round(me.id, { category: 'SPORTS' });
    expect((await me.client.get<BetRoundDetail>(BETS_API.round(plain))).body.value).toMatchObject({
      outcome: null,
      fair: null,
      verifiable: false,
    });
  });
});
