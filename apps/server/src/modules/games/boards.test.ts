import { API, game, gameList, leaderboardEntry, winner } from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../../test/test-db.ts';
import { recordBigWin } from './index.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function get(url: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, query, headers });
  return { status: res.statusCode, body: res.json() };
}

describe('hot games', () => {
  it('lists only hot games, 24 a page', async () => {
    const { status, body } = await get(API.hotGames);
    expect(status).toBe(200);
    const value = gameList.parse(body.value);
    expect(value.total).toBeGreaterThanOrEqual(40);
    expect(value.games).toHaveLength(24);
    expect(value.games.every((g) => g.isHot === 1)).toBe(true);
    expect(value.totalPages).toBe(Math.ceil(value.total / 24));
  });

  it('narrows to a category, ESPORTS included', async () => {
    const live = gameList.parse((await get(API.hotGames, { gameType: 'LIVE' })).body.value);
    expect(live.total).toBeGreaterThan(0);
    expect(live.games.every((g) => g.gameType === 'LIVE' && g.isHot === 1)).toBe(true);
    const esports = gameList.parse((await get(API.hotGames, { gameType: 'ESPORTS' })).body.value);
    expect(esports.games.every((g) => g.vassalage === 'ESPORTS_ARENA')).toBe(true);
  });

  it('refuses bad input', async () => {
    expect((await get(API.hotGames, { gameType: 'NOPE' })).body.code).toBe('game_type_invalid');
    expect((await get(API.hotGames, { pageNo: '0' })).body.code).toBe('invalid_page');
  });
});

describe('popular games', () => {
  it('answers the most popular playable games', async () => {
    const { status, body } = await get(API.popularGames, { count: '5' }, { 'x-lang': 'en' });
    expect(status).toBe(200);
    const games = z.array(game).parse(body.value);
    expect(games).toHaveLength(5);
    const top = await t.db
      .selectFrom('games')
      .where('active', '=', true)
      .where('vassalage', '<>', 'RETRO_REELS')
      .where((eb) => eb.or([eb('maintenance_until', 'is', null), eb('maintenance_until', '<=', new Date())]))
      .orderBy('popularity', 'desc')
      .orderBy('id')
      .limit(5)
      .select(['code', 'name_en'])
      .execute();
    expect(games.map((g) => [g.code, g.gameName])).toEqual(top.map((g) => [g.code, g.name_en]));
    expect(games.every((g) => g.maintenanceUntil === null)).toBe(true);
  });

  it('leaves out a game in maintenance', async () => {
    const before = z.array(game).parse((await get(API.popularGames, { count: '1' })).body.value);
    const first = before[0]?.code ?? '';
    await t.db
      .updateTable('games')
      .set({ maintenance_until: sql<Date>`now() + interval '1 hour'` })
      .where('code', '=', first)
      .execute();
    const after = z.array(game).parse((await get(API.popularGames, { count: '12' })).body.value);
    expect(after).toHaveLength(12);
    expect(after.map((g) => g.code)).not.toContain(first);
  });

  it('refuses counts out of range', async () => {
    expect((await get(API.popularGames, { count: '0' })).status).toBe(400);
    expect((await get(API.popularGames, { count: '51' })).status).toBe(400);
    expect((await get(API.popularGames, { count: 'many' })).status).toBe(400);
  });
});

describe('winners board and leaderboard', () => {
  it('are empty before anyone wins big', async () => {
    expect((await get(API.winners)).body).toEqual({ success: true, value: [] });
    expect((await get(API.leaderboard)).body).toEqual({ success: true, value: [] });
  });

  it('show recorded wins, newest first, summed per player over 7 days', async () => {
    const now = Date.now();
    await recordBigWin(t.db, {
      playerMasked: 'ng***an',
      gameCode: 'HANOI_CARDS_012',
      prize: 5_000_000n,
      wonAt: new Date(now - 60_000),
    });
    await recordBigWin(t.db, {
      playerMasked: 'ng***an',
      gameCode: 'LOTUS_GAMING_005',
      prize: 2_500_000n,
      wonAt: new Date(now - 30_000),
    });
    await recordBigWin(t.db, {
      playerMasked: 'tr***ng',
      gameCode: 'SAIGON_LIVE_001',
      prize: 6_000_000n,
      wonAt: new Date(now - 10_000),
    });
    await recordBigWin(t.db, {
      playerMasked: 'le***oa',
      gameCode: 'SAIGON_LIVE_002',
      prize: 90_000_000n,
      wonAt: new Date(now - 8 * 86_400_000),
    });

    const winners = z.array(winner).parse((await get(API.winners)).body.value);
    expect(winners.map((w) => w.player)).toEqual(['tr***ng', 'ng***an', 'ng***an', 'le***oa']);
    expect(winners[2]).toEqual({
      player: 'ng***an',
      gameName: 'Bầu Cua Tôm Cá',
      prize: '5000000',
      wonAt: new Date(now - 60_000).toISOString(),
    });
    const english = z.array(winner).parse((await get(API.winners, {}, { 'x-lang': 'en' })).body.value);
    expect(english[2]?.gameName).toBe('Gourd Crab Fish');

    const board = z.array(leaderboardEntry).parse((await get(API.leaderboard)).body.value);
    expect(board).toEqual([
      { rank: 1, player: 'ng***an', amount: '7500000' },
      { rank: 2, player: 'tr***ng', amount: '6000000' },
    ]);
  });

  it('keeps the winners board to the latest 20', async () => {
    for (let i = 0; i < 25; i++) {
      await recordBigWin(t.db, {
        playerMasked: `p***${i}`,
        gameCode: 'JADE_SLOTS_001',
        prize: BigInt(1000 + i),
      });
    }
    const winners = z.array(winner).parse((await get(API.winners)).body.value);
    expect(winners).toHaveLength(20);
  });
});
