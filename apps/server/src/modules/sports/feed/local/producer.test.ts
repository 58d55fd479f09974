import { hashServerSeed } from '@app/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../../test/test-db.ts';
import { LOCAL_LEAGUES } from './leagues.ts';
import { announce, play } from './producer.ts';
import { drainLocalFeed } from './run.ts';
import { localSchedule } from './schedule.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await t.db
    .insertInto('sport_leagues')
    .values(
      LOCAL_LEAGUES.map((l) => ({ code: l.code, sport: l.sport, name_vi: l.nameVi, name_en: l.nameEn })),
    )
    .onConflict((c) => c.column('code').doNothing())
    .execute();
});
afterAll(() => t.drop());

// a match in 12 s of the feed's clock: 100 ms a match minute, a 10-minute break
const SETTINGS = { pace: { msPerMinute: 100, breakMinutes: 10 }, marginThousandths: 50 };
const DAY = '2026-12-04';

describe('the local feed plays its schedule out through its outbox', () => {
  it('announces today’s and tomorrow’s matches once, with prices and the seed’s hash, not the seed', async () => {
    const first = localSchedule(DAY)[0];
    if (!first) throw new Error('an empty schedule');
    const before = new Date(first.startsAt.getTime() - 3_600_000);
    const announced = await announce(t.db, before, SETTINGS);
    expect(announced).toBe(localSchedule(DAY).length);
    expect(await announce(t.db, before, SETTINGS)).toBe(0);
    await drainLocalFeed(t.db);
    const fixture = await t.db
      .selectFrom('sport_fixtures')
      .selectAll()
      .where('feed_id', '=', first.feedId)
      .executeTakeFirstOrThrow();
    expect(fixture).toMatchObject({ status: 'not_started', home: first.home.name, away: first.away.name });
    const model = fixture.model as { seedHash: string; seed?: string };
    expect(model.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(model.seed).toBeUndefined();
    const markets = await t.db
      .selectFrom('sport_markets')
      .selectAll()
      .where('fixture_id', '=', fixture.id)
      .execute();
    expect(markets.length).toBeGreaterThan(10);
    expect(markets.every((m) => m.status === 'active')).toBe(true);
  });

  it('plays a match to its end: live with a score, every market settled, the seed revealed matching its hash', async () => {
    const first = localSchedule(DAY)[0];
    if (!first) throw new Error('an empty schedule');
    const kickOff = first.startsAt.getTime();
    // the feed's ticks over the match and a little after
    for (let at = kickOff; at <= kickOff + 13_000; at += 500) await play(t.db, new Date(at), SETTINGS);
    const mid = await t.db
      .selectFrom('sport_feed_outbox')
      .select('seq')
      .where('producer', '=', 'local')
      .execute();
    expect(mid.length).toBeGreaterThan(50);
    // a second pass over the same times sends nothing again
    for (let at = kickOff; at <= kickOff + 13_000; at += 2_000)
      expect(await play(t.db, new Date(at), SETTINGS)).toBe(0);
    const applied = await drainLocalFeed(t.db);
    expect(applied).toBeGreaterThan(50);
    expect(await drainLocalFeed(t.db)).toBe(0);
    const fixture = await t.db
      .selectFrom('sport_fixtures')
      .selectAll()
      .where('feed_id', '=', first.feedId)
      .executeTakeFirstOrThrow();
    expect(fixture.status).toBe('ended');
    const model = fixture.model as { seedHash: string; seed: string };
    expect(hashServerSeed(model.seed)).toBe(model.seedHash);
    const state = fixture.state as { period: string; home: number; away: number };
    expect(state.period).toBe('ft');
    const markets = await t.db
      .selectFrom('sport_markets')
      .selectAll()
      .where('fixture_id', '=', fixture.id)
      .execute();
    expect(markets.every((m) => m.status === 'settled')).toBe(true);
    const x12 = markets.find((m) => m.key === 'ft:1x2')?.outcomes ?? {};
    const winner = state.home > state.away ? '1' : state.home < state.away ? '2' : 'X';
    expect(x12[winner]).toBe('win');
  });
});
