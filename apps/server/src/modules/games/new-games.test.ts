import { API, type Game, NEW_GAMES_COUNT, newGames } from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-db.ts';
import { normaliseSearchText } from './search.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
const MINUTE = 60_000;

/** A game released `minutesAgo` ago (negative: later than now, so newer than everything the seed holds). */
async function addGame(code: string, vassalage: string, minutesAgo: number, active = true) {
  const [vi, en] = [`Game Mới ${code}`, `New Game ${code}`];
  await t.db
    .insertInto('games')
    .values({
      code,
      vassalage,
      category: 'RNG',
      name_vi: vi,
      name_en: en,
      search_text: normaliseSearchText(`${vi} ${en}`),
      node_id: '77',
      min_bet: 100_000n,
      active,
      released_at: new Date(Date.now() - minutesAgo * MINUTE),
    })
    .execute();
}

async function fetchNew(lang: 'vi' | 'en'): Promise<Game[]> {
  const res = await t.app.inject({ method: 'GET', url: API.newGames, headers: { 'x-lang': lang } });
  expect(res.statusCode, res.body).toBe(200);
  return newGames.parse(res.json().value);
}

beforeAll(async () => {
  t = await createTestApp();
  // the newest of all, but the operator took it off the list, and one of a vendor the merchant no longer offers
  await addGame('TEST_NEW_HIDDEN', 'BAMBOO_STUDIO', -30, false);
  await addGame('TEST_NEW_RETIRED', 'RETRO_REELS', -20);
  // released just now: newer than every seeded game
  await addGame('TEST_NEW_LISTED', 'BAMBOO_STUDIO', -10);
});
afterAll(() => t.close());

describe('new games', () => {
  it('lists a game released just now first, then the catalogue by release, never inactive games or vendors', async () => {
    const games = await fetchNew('vi');
    expect(games).toHaveLength(NEW_GAMES_COUNT);
    expect(games[0]).toMatchObject({ code: 'TEST_NEW_LISTED', gameName: 'Game Mới TEST_NEW_LISTED' });
    const codes = games.map((g) => g.code);
    expect(codes).not.toContain('TEST_NEW_HIDDEN');
    expect(codes).not.toContain('TEST_NEW_RETIRED');
    expect(games.some((g) => g.vassalage === 'RETRO_REELS')).toBe(false);

    const expected = await sql<{ code: string }>`SELECT g.code FROM games g JOIN vendors v USING (vassalage)
      WHERE g.active AND v.active ORDER BY g.released_at DESC, g.id DESC LIMIT ${NEW_GAMES_COUNT}`.execute(
      t.db,
    );
    expect(codes).toEqual(expected.rows.map((r) => r.code));
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('would list the retired vendor’s seeded games by their dates: the vendor filter is what keeps them out', async () => {
    const retired = await sql<{ n: bigint }>`SELECT count(*) AS n FROM (
        SELECT vassalage FROM games WHERE active ORDER BY released_at DESC, id DESC LIMIT ${NEW_GAMES_COUNT}
      ) newest WHERE vassalage = 'RETRO_REELS'`.execute(t.db);
    expect(Number(retired.rows[0]?.n)).toBeGreaterThan(0);
  });

  it('names the games in the caller’s language, as cards of the same shape as the popular list', async () => {
    const [en] = await fetchNew('en');
    expect(en).toMatchObject({
      code: 'TEST_NEW_LISTED',
      gameName: 'New Game TEST_NEW_LISTED',
      displayName: 'New Game TEST_NEW_LISTED',
      nodeName: 'Bamboo Studio',
      gameType: 'RNG',
      showIcon: '/media/games/TEST_NEW_LISTED.svg',
      minBet: '100000',
      maintenanceUntil: null,
    });
    const popular = await t.app.inject({ method: 'GET', url: API.popularGames });
    const card = popular.json().value[0] as Game;
    expect(Object.keys(en!).sort()).toEqual(Object.keys(card).sort());
  });

  it('is documented with the other game routes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths?.[API.newGames]?.get?.tags).toEqual(['games']);
  });
});
