import { API, type Game } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-db.ts';
import { createMember, TestClient } from '../accounts/testing.ts';
import { launchGame } from './launch/service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let codes: string[];

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0 });
  const rows = await t.db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.vassalage', 'g.vassalage')
    .select('g.code')
    .where('v.provider', '=', 'studio')
    .where('g.maintenance_until', 'is', null)
    .where('v.active', '=', true)
    .orderBy('g.code')
    .limit(3)
    .execute();
  codes = rows.map((r) => r.code);
});
afterAll(() => t.close());

async function member() {
  const m = await createMember(t.db);
  const client = new TestClient(t.app);
  await client.login(m.username, 'Test1234');
  return { ...m, client };
}

describe('favourites and recent games', () => {
  it('adds (twice is once), lists the latest first, and removes', async () => {
    const { client } = await member();
    expect((await client.get<Game[]>(API.favourites)).body.value).toEqual([]);
    expect((await client.put(API.favourite(codes[0]!))).status).toBe(200);
    await client.put(API.favourite(codes[1]!));
    await client.put(API.favourite(codes[0]!));
    const listed = await client.get<Game[]>(API.favourites);
    expect(listed.body.value.map((g) => g.code).sort()).toEqual([codes[0], codes[1]].sort());
    expect((await client.delete(API.favourite(codes[0]!))).status).toBe(200);
    expect((await client.get<Game[]>(API.favourites)).body.value.map((g) => g.code)).toEqual([codes[1]]);
  });

  it('keeps each member’s own list, refuses unknown games and visitors', async () => {
    const a = await member();
    const b = await member();
    await a.client.put(API.favourite(codes[2]!));
    expect((await b.client.get<Game[]>(API.favourites)).body.value).toEqual([]);
    expect(await a.client.put(API.favourite('NO_SUCH_GAME'))).toMatchObject({
      status: 404,
      body: { code: 'game_not_found' },
    });
    expect(await a.client.put(API.favourite('bad code!'))).toMatchObject({ status: 404 });
    expect(await new TestClient(t.app).get(API.favourites)).toMatchObject({
      status: 401,
      body: { code: 'please_login' },
    });
    expect(await new TestClient(t.app).put(API.favourite(codes[0]!))).toMatchObject({ status: 401 });
  });

  it('lists the games the member launched, the latest first, once each', async () => {
    const m = await member();
    for (const code of [codes[0]!, codes[1]!, codes[0]!]) {
      await launchGame(t.db, { memberId: m.id, isDemo: false, language: 'vi' }, code);
      await new Promise((r) => setTimeout(r, 5));
    }
    const recent = await m.client.get<Game[]>(API.recentGames);
    expect(recent.body.value.map((g) => g.code)).toEqual([codes[0], codes[1]]);
  });
});
