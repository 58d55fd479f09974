import { API, gameList } from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-db.ts';
import { normaliseSearchText } from './search.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const names = [
    ['TEST_PERCENT', 'Hũ 100% Vàng', '100% Gold Pot'],
    ['TEST_UNDERSCORE', 'Rương_Bí_Ẩn', 'Mystery_Chest'],
  ] as const;
  for (const [code, vi, en] of names) {
    await t.db
      .insertInto('games')
      .values({
        code,
        vassalage: 'BAMBOO_STUDIO',
        category: 'RNG',
        name_vi: vi,
        name_en: en,
        search_text: normaliseSearchText(`${vi} ${en}`),
        node_id: '99',
        default_play_type: null,
        is_game: null,
        min_bet: 100_000n,
        sort: 100_000,
      })
      .execute();
  }
});
afterAll(() => t.close());

async function list(query: Record<string, string | number>, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: API.gameList, query: stringify(query), headers });
  return { status: res.statusCode, body: res.json() };
}

function stringify(query: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
}

async function page(query: Record<string, string | number>) {
  const { status, body } = await list(query);
  expect(status, JSON.stringify(body)).toBe(200);
  return gameList.parse(body.value);
}

async function activeCount(where: ReturnType<typeof sql<boolean>>): Promise<number> {
  const row = await sql<{ n: bigint }>`SELECT count(*) AS n FROM games g JOIN vendors v USING (vassalage)
    WHERE g.active AND v.active AND ${where}`.execute(t.db);
  return Number(row.rows[0]?.n);
}

describe('game list by category and page', () => {
  it('pages a category 24 at a time', async () => {
    const total = await activeCount(sql`g.category = 'RNG'`);
    expect(total).toBeGreaterThan(150);
    const totalPages = Math.ceil(total / 24);
    const first = await page({ gameType: 'RNG' });
    expect(first).toMatchObject({ pageNum: 1, total, totalPages });
    expect(first.games).toHaveLength(24);
    expect(first.games.every((g) => g.gameType === 'RNG')).toBe(true);

    const second = await page({ gameType: 'RNG', pageNo: 2 });
    expect(second.games).toHaveLength(24);
    const firstIds = new Set(first.games.map((g) => g.gameId));
    expect(second.games.some((g) => firstIds.has(g.gameId))).toBe(false);

    const last = await page({ gameType: 'RNG', pageNo: totalPages });
    expect(last.games).toHaveLength(total - 24 * (totalPages - 1));
    expect(last.games.length).toBeLessThan(24);

    const beyond = await page({ gameType: 'RNG', pageNo: totalPages + 1 });
    expect(beyond).toMatchObject({ games: [], pageNum: totalPages + 1, total, totalPages });
  });

  it('honours pageSize and lists every active game once across pages', async () => {
    const total = await activeCount(sql`g.category = 'LIVE'`);
    const seen = new Set<string>();
    for (let pageNo = 1; pageNo <= Math.ceil(total / 10); pageNo++) {
      const p = await page({ gameType: 'LIVE', pageNo, pageSize: 10 });
      for (const g of p.games) seen.add(g.code);
    }
    expect(seen.size).toBe(total);
  });

  it('lists one vendor, with the vendor as nodeName and generated icons', async () => {
    const p = await page({ vassalage: 'LOTUS_GAMING' });
    expect(p.total).toBe(await activeCount(sql`g.vassalage = 'LOTUS_GAMING'`));
    for (const g of p.games) {
      expect(g).toMatchObject({
        vassalage: 'LOTUS_GAMING',
        nodeName: 'Lotus Gaming',
        accountTypeName: 'LOTUS_GAMING',
      });
      expect(g.showIcon).toBe(`/media/games/${g.code}.svg`);
      expect(g.smallIcon).toBe(g.showIcon);
      expect(g.minBet).toMatch(/^\d+$/);
    }
    expect((await page({ vassalage: 'lotus_gaming', gameType: 'RNG' })).total).toBe(p.total);
  });

  it('splits esports vendors out of sports', async () => {
    const esports = await page({ gameType: 'ESPORTS' });
    expect(esports.total).toBeGreaterThan(0);
    expect(esports.games.every((g) => g.vassalage === 'ESPORTS_ARENA' && g.gameType === 'ESPORTS')).toBe(
      true,
    );
    const sports = await page({ gameType: 'SPORTS' });
    expect(sports.games.some((g) => g.vassalage === 'SABA_SPORTS')).toBe(true);
    expect(sports.games.some((g) => g.vassalage === 'ESPORTS_ARENA')).toBe(false);
    expect((await page({ vassalage: 'ESPORTS_ARENA', gameType: 'ESPORTS' })).total).toBe(esports.total);
  });

  it('reports a game in maintenance with its end time', async () => {
    const p = await page({ vassalage: 'JADE_SLOTS', pageSize: 100 });
    const inMaintenance = p.games.filter((g) => g.maintenanceUntil !== null);
    expect(inMaintenance.map((g) => g.code)).toEqual(['JADE_SLOTS_004']);
    expect(Date.parse(inMaintenance[0]?.maintenanceUntil ?? '')).toBeGreaterThan(Date.now());
  });

  it('filters by minimum bet: games a stake of minBet can play', async () => {
    const p = await page({ gameType: 'RNG', minBet: '100000', pageSize: 100 });
    expect(p.total).toBeGreaterThan(0);
    expect(p.total).toBeLessThan(await activeCount(sql`g.category = 'RNG'`));
    expect(p.games.every((g) => BigInt(g.minBet) <= 100_000n)).toBe(true);
  });
});

describe('game list search', () => {
  it('finds Vietnamese names typed without diacritics, in any case', async () => {
    for (const gameName of ['bau cua', 'Bầu Cua', 'BAU  CUA', 'gourd crab']) {
      const p = await page({ gameName, pageSize: 100 });
      expect(p.games.map((g) => g.gameName)).toContain('Bầu Cua Tôm Cá Mini');
    }
  });

  it('narrows as the term grows', async () => {
    const wide = await page({ gameName: 'rong' });
    const narrow = await page({ gameName: 'rong vang' });
    const narrower = await page({ gameName: 'rong vang phat loc' });
    expect(wide.total).toBeGreaterThan(narrow.total);
    expect(narrow.total).toBeGreaterThanOrEqual(narrower.total);
    expect(narrower.games.map((g) => g.gameName)).toContain('Rồng Vàng Phát Lộc');
    const inCategory = await page({ gameName: 'rong', gameType: 'LIVE' });
    expect(inCategory.games.every((g) => g.gameType === 'LIVE')).toBe(true);
  });

  it('takes % and _ literally', async () => {
    expect((await page({ gameName: '%' })).games.map((g) => g.code)).toEqual(['TEST_PERCENT']);
    expect((await page({ gameName: '100%' })).games.map((g) => g.code)).toEqual(['TEST_PERCENT']);
    expect((await page({ gameName: '_' })).games.map((g) => g.code)).toEqual(['TEST_UNDERSCORE']);
    expect((await page({ gameName: '%%_%' })).total).toBe(0);
  });

  it('an empty term lists everything', async () => {
    expect((await page({ gameName: '   ' })).total).toBe(await activeCount(sql`true`));
  });
});

describe('game list language', () => {
  it('names games in the asked language, else the caller’s', async () => {
    const vi = await page({ vassalage: 'HANOI_CARDS', language: 'vi' });
    const en = await page({ vassalage: 'HANOI_CARDS', language: 'EN' });
    expect(vi.games[0]?.gameName).toBe('Tiến Lên Miền Nam');
    expect(en.games[0]?.gameName).toBe('Tien Len South');
    expect(en.games[0]?.displayName).toBe('Tien Len South');
    const byHeader = await list({ vassalage: 'HANOI_CARDS' }, { 'x-lang': 'en' });
    expect(byHeader.body.value.games[0].gameName).toBe('Tien Len South');
    const byDefault = await list({ vassalage: 'HANOI_CARDS' });
    expect(byDefault.body.value.games[0].gameName).toBe('Tiến Lên Miền Nam');
    const paramWins = await list({ vassalage: 'HANOI_CARDS', language: 'vi' }, { 'x-lang': 'en' });
    expect(paramWins.body.value.games[0].gameName).toBe('Tiến Lên Miền Nam');
  });
});

describe('game list bad input', () => {
  const cases: [Record<string, string>, string][] = [
    [{ pageNo: '-1' }, 'invalid_page'],
    [{ pageNo: '0' }, 'invalid_page'],
    [{ pageNo: 'abc' }, 'invalid_page'],
    [{ pageNo: '1.5' }, 'invalid_page'],
    [{ pageNo: '99999999999' }, 'invalid_page'],
    [{ pageSize: '0' }, 'invalid_page_size'],
    [{ pageSize: '100000' }, 'invalid_page_size'],
    [{ pageSize: 'x' }, 'invalid_page_size'],
    [{ gameType: 'NOPE' }, 'game_type_invalid'],
    [{ gameType: 'rng' }, 'game_type_invalid'],
    [{ vassalage: 'UNKNOWN' }, 'vendor_not_found'],
    [{ vassalage: 'RETRO_REELS' }, 'vendor_not_found'],
    [{ vassalage: 'LOTUS_GAMING', gameType: 'LIVE' }, 'vendor_not_found'],
    [{ vassalage: 'ESPORTS_ARENA', gameType: 'SPORTS' }, 'vendor_not_found'],
    [{ vassalage: "'; drop table games;--" }, 'vendor_not_found'],
    [{ gameName: 'x'.repeat(500) }, 'validation_error'],
    [{ minBet: '-5' }, 'validation_error'],
    [{ minBet: '1e9' }, 'validation_error'],
    [{ language: 'fr' }, 'validation_error'],
  ];

  for (const [query, code] of cases) {
    it(`${JSON.stringify(query).slice(0, 60)} → 400 ${code}`, async () => {
      const { status, body } = await list(query, { 'x-lang': 'en' });
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, code });
      expect(typeof body.message).toBe('string');
    });
  }

  it('the games table survived', async () => {
    expect(await activeCount(sql`true`)).toBeGreaterThan(280);
  });
});
