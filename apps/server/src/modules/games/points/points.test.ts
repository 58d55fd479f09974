import {
  POINTS_API,
  type PointsSummary,
  STUDIO_API,
  type StudioRound,
  type StudioSession,
} from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-db.ts';
import { createMember, TestClient } from '../../accounts/testing.ts';
import { studioTitle } from '../../studio/index.ts';
import { expectLedgerConsistent, fund } from '../../wallet/testing.ts';
import { launchGame } from '../index.ts';
import { playerSession, playRound, testGame, testRound } from '../testing.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let slot: { code: string; minBet: bigint };
let seq = 0;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0 });
  const games = await t.db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.vassalage', 'g.vassalage')
    .select(['g.code', 'g.name_en', 'g.min_bet'])
    .where('v.provider', '=', 'studio')
    .where('g.active', '=', true)
    .where('v.active', '=', true)
    .where('g.maintenance_until', 'is', null)
    .orderBy('g.code')
    .execute();
  const found = games.find((g) => {
    const title = studioTitle({ code: g.code, nameEn: g.name_en });
    return title.family === 'slots' && title.model === 'low-20-lines';
  });
  if (!found) throw new Error('no 20-line slot in the seed');
  slot = { code: found.code, minBet: found.min_bet };
});
afterAll(() => t.close());

/** A member with money in the main wallet (a demo member when `demo`: demo money only). */
async function member({ money = 100_000_000n, demo = false } = {}) {
  const m = await createMember(t.db, { type: demo ? 4 : 0 });
  if (money > 0n && !demo) await fund(t.db, m.id, money);
  return m;
}

async function entries(memberId: bigint) {
  return t.db
    .selectFrom('points_entries')
    .select(['round_id', 'category', 'wagered', 'factor', 'points'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

async function totals(memberId: bigint) {
  const turnover = await t.db
    .selectFrom('member_turnover')
    .select(['category', 'wagered', 'points', 'points_carry'])
    .where('member_id', '=', memberId)
    .orderBy('category')
    .execute();
  const balance = await t.db
    .selectFrom('member_points')
    .select('balance')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return { turnover, balance: balance?.balance ?? 0n };
}

async function summaryOf(m: { username: string }) {
  const client = new TestClient(t.app);
  expect((await client.login(m.username, 'Test1234')).status).toBe(200);
  const res = await client.get<PointsSummary>(POINTS_API.summary);
  expect(res.status).toBe(200);
  return res.body.value;
}

describe('points from settled rounds', () => {
  it('a studio slot round earns RNG points at 1.20 per 1,000 ₫ on its stake', async () => {
    const m = await member();
    const launch = await launchGame(t.db, { memberId: m.id, isDemo: false, language: 'en' }, slot.code);
    const launchToken = new URL(launch.url, 'http://site').searchParams.get('token')!;
    const session = await t.app.inject({
      method: 'POST',
      url: STUDIO_API.session,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ launchToken }),
    });
    const token = (session.json() as { value: StudioSession }).value.sessionToken;
    const spin = await t.app.inject({
      method: 'POST',
      url: STUDIO_API.spin,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: JSON.stringify({
        requestId: `pts${Date.now().toString(36)}x${++seq}`,
        bet: { lineBet: String(slot.minBet), lines: 20 },
      }),
    });
    expect(spin.statusCode).toBe(200);
    const round = (spin.json() as { value: StudioRound }).value;
    const stake = slot.minBet * 20n;
    expect(round.stake).toBe(String(stake));
    // stake minor units / 100 = ₫; / 1,000 × 1.20 points; × 100 hundredths
    const points = (stake * 120n) / 100_000n;
    expect(await entries(m.id)).toEqual([
      { round_id: BigInt(round.roundId), category: 'RNG', wagered: stake, factor: 120, points },
    ]);
    expect(await totals(m.id)).toEqual({
      turnover: [{ category: 'RNG', wagered: stake, points, points_carry: 0n }],
      balance: points,
    });
    expect(await summaryOf(m)).toEqual({
      balance: String(points),
      byCategory: [{ category: 'RNG', wagered: String(stake), points: String(points) }],
    });
    await expectLedgerConsistent(t.db);
  });

  it.each([
    ['LIVE', 70],
    ['SPORTS', 100],
    ['FISH', 120],
    ['PVP', 100],
    ['LOTT', 0],
    ['ELOTT', 0],
  ] as const)(
    'a %s round earns its factor (%i hundredths per 1,000 ₫), turnover counted either way',
    async (category, hundredths) => {
      const factor = BigInt(hundredths);
      const m = await member();
      const session = await playerSession(t.db, m.id, await testGame(t.db, category));
      await playRound(t.db, session, 100_000n * 3n, 50_000n); // 3,000 ₫ bet
      expect(await totals(m.id)).toEqual({
        turnover: [{ category, wagered: 300_000n, points: factor * 3n, points_carry: 0n }],
        balance: factor * 3n,
      });
    },
  );

  it('counts only the stake left after rollbacks; a round whose every bet is rolled back counts nothing', async () => {
    const m = await member();
    const session = await playerSession(t.db, m.id, await testGame(t.db, 'LIVE'));
    const cancelled = testRound(t.db, session);
    const only = await cancelled.debit(500_000n);
    await cancelled.rollback(only);
    expect(await entries(m.id)).toEqual([]);
    expect(await totals(m.id)).toEqual({ turnover: [], balance: 0n });

    const partial = testRound(t.db, session);
    const first = await partial.debit(200_000n);
    await partial.debit(100_000n);
    await partial.rollback(first);
    await partial.credit(0n);
    expect(await entries(m.id)).toMatchObject([{ category: 'LIVE', wagered: 100_000n, points: 70n }]);
    expect((await totals(m.id)).balance).toBe(70n);
    await expectLedgerConsistent(t.db);
  });

  it('counts a round once: a replayed closing credit earns nothing more, an open round nothing yet', async () => {
    const m = await member();
    const session = await playerSession(t.db, m.id, await testGame(t.db, 'SPORTS'));
    const round = testRound(t.db, session);
    await round.debit(1_000_000n);
    await round.credit(10_000n, { transactionId: `${round.roundId}-part`, closeRound: false });
    expect(await entries(m.id)).toEqual([]);
    const closing = `${round.roundId}-close`;
    await round.credit(0n, { transactionId: closing });
    await round.credit(0n, { transactionId: closing });
    await Promise.all([1, 2, 3].map(() => round.credit(0n, { transactionId: closing })));
    expect(await entries(m.id)).toMatchObject([{ category: 'SPORTS', wagered: 1_000_000n, points: 1_000n }]);
    expect(await totals(m.id)).toEqual({
      turnover: [{ category: 'SPORTS', wagered: 1_000_000n, points: 1_000n, points_carry: 0n }],
      balance: 1_000n,
    });
    // a closed round takes no second credit, so it can never be counted again
    await expect(round.credit(0n)).rejects.toMatchObject({ code: 'round_closed' });
  });

  it('counts nothing for demo play', async () => {
    const m = await member({ demo: true });
    const session = await playerSession(t.db, m.id, await testGame(t.db, 'RNG'), { isDemo: true });
    await playRound(t.db, session, 1_000_000n, 2_000_000n);
    const settled = await t.db
      .selectFrom('game_rounds')
      .select(['status', 'is_demo'])
      .where('member_id', '=', m.id)
      .execute();
    expect(settled).toEqual([{ status: 'settled', is_demo: true }]);
    expect(await entries(m.id)).toEqual([]);
    expect(await totals(m.id)).toEqual({ turnover: [], balance: 0n });
  });

  it('carries what a small bet is short of a hundredth of a point to the next round: no drift', async () => {
    const m = await member();
    const session = await playerSession(t.db, m.id, await testGame(t.db, 'RNG'));
    // ten bets of 1 ₫: 10 ₫ in all is 0.012 points, one hundredth once the carry adds up
    for (let i = 0; i < 10; i++) await playRound(t.db, session, 100n);
    const earned = await entries(m.id);
    expect(earned).toHaveLength(10);
    expect(earned.reduce((sum, e) => sum + e.points, 0n)).toBe(1n);
    expect(await totals(m.id)).toEqual({
      turnover: [{ category: 'RNG', wagered: 1_000n, points: 1n, points_carry: 20_000n }],
      balance: 1n,
    });
  });

  it('keeps entries, totals and balance equal when one member settles many rounds at once', async () => {
    const m = await member();
    const [rng, live] = await Promise.all([testGame(t.db, 'RNG'), testGame(t.db, 'LIVE')]);
    const sessions = await Promise.all([playerSession(t.db, m.id, rng), playerSession(t.db, m.id, live)]);
    const stakes = [123_457n, 98_765n, 100_001n, 777_777n, 5_432n, 250_000n];
    await Promise.all(stakes.flatMap((stake) => sessions.map((s) => playRound(t.db, s, stake, stake / 2n))));
    const all = await entries(m.id);
    expect(all).toHaveLength(stakes.length * 2);
    const { turnover, balance } = await totals(m.id);
    const sum = stakes.reduce((a, b) => a + b, 0n);
    for (const [category, factor] of [
      ['LIVE', 70n],
      ['RNG', 120n],
    ] as const) {
      const row = turnover.find((r) => r.category === category)!;
      const own = all.filter((e) => e.category === category);
      expect(row.wagered).toBe(sum);
      expect(row.points).toBe(own.reduce((a, e) => a + e.points, 0n));
      // whatever order the rounds settled in, the category's points are its whole turnover's, rounded once
      expect(row.points).toBe((sum * factor) / 100_000n);
      expect(row.points_carry).toBe((sum * factor) % 100_000n);
    }
    expect(balance).toBe(all.reduce((a, e) => a + e.points, 0n));
    await expectLedgerConsistent(t.db);
  });

  it('keeps the points ledger append-only', async () => {
    const m = await member();
    await playRound(t.db, await playerSession(t.db, m.id, await testGame(t.db, 'FISH')), 100_000n);
    await expect(
      t.db.updateTable('points_entries').set({ points: 999n }).where('member_id', '=', m.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('points_entries').where('member_id', '=', m.id).execute()).rejects.toThrow(
      /append-only/,
    );
  });
});

describe('GET /api/games/points', () => {
  it("answers the caller's own points and turnover only", async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const [liveA, rngB] = await Promise.all([testGame(t.db, 'LIVE'), testGame(t.db, 'RNG')]);
    const sessionA = await playerSession(t.db, a.id, liveA);
    await playRound(t.db, sessionA, 1_000_000n, 0n);
    await playRound(t.db, await playerSession(t.db, a.id, await testGame(t.db, 'LOTT')), 200_000n);
    await playRound(t.db, await playerSession(t.db, b.id, rngB), 500_000n, 900_000n);
    expect(await summaryOf(a)).toEqual({
      balance: '700',
      byCategory: [
        { category: 'LOTT', wagered: '200000', points: '0' },
        { category: 'LIVE', wagered: '1000000', points: '700' },
      ],
    });
    expect(await summaryOf(b)).toEqual({
      balance: '600',
      byCategory: [{ category: 'RNG', wagered: '500000', points: '600' }],
    });
    const nobody = await member({ money: 0n });
    expect(await summaryOf(nobody)).toEqual({ balance: '0', byCategory: [] });
  });

  it('is documented with the other game routes', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    expect(doc.paths[POINTS_API.summary]?.get?.tags).toEqual(['games']);
  });

  it('refuses an anonymous caller', async () => {
    const res = await new TestClient(t.app).get(POINTS_API.summary);
    expect([res.status, res.body.code]).toEqual([401, 'please_login']);
  });
});
