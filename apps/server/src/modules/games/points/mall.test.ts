import {
  POINTS_API,
  type PointsHistoryPage,
  type PointsReward,
  type PointsSummary,
  type Redemption,
} from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-db.ts';
import { hashPassword } from '../../accounts/index.ts';
import { createMember, TestClient } from '../../accounts/testing.ts';
import { balances, expectLedgerConsistent, fund } from '../../wallet/testing.ts';
import { playerSession, playRound, testGame } from '../testing.ts';

/** The points mall over HTTP on real PostgreSQL, with the seeded rewards (1,000 points → 10,000 ₫, …). */

const PAY = 'Pay12345';
let t: Awaited<ReturnType<typeof createTestApp>>;
let rng: string;

beforeAll(async () => {
  // one member's requests at once, as several server processes would send them (each process lets one through)
  t = await createTestApp({ rateLimitPerMinute: 0, memberRequestGuard: false });
  rng = await testGame(t.db, 'RNG');
});
afterAll(() => t.close());

/** A member with a payment password who bet `stake` on a slot (RNG earns 1.20 points per 1,000 ₫). */
async function shopper(stake = 90_000_000n) {
  const m = await createMember(t.db);
  await t.db
    .updateTable('members')
    .set({ payment_password_hash: await hashPassword(PAY) })
    .where('id', '=', m.id)
    .execute();
  await fund(t.db, m.id, 100_000_000n);
  if (stake > 0n) await playRound(t.db, await playerSession(t.db, m.id, rng), stake);
  const client = new TestClient(t.app);
  await client.login(m.username, 'Test1234');
  return { ...m, client };
}

const rewards = async (client: TestClient) =>
  (await client.get<PointsReward[]>(POINTS_API.rewards)).body.value;
const pointsOf = async (client: TestClient) =>
  BigInt((await client.get<PointsSummary>(POINTS_API.summary)).body.value.balance);
const redeem = (client: TestClient, rewardId: string, requestId: string, paymentPassword = PAY) =>
  client.post<Redemption>(POINTS_API.redeem, { rewardId, paymentPassword, requestId });

describe('the points mall', () => {
  it('spends points on a reward: the points go down, the cash comes in, once per request', async () => {
    const s = await shopper();
    const offer = await rewards(s.client);
    expect(offer.map((r) => [r.points, r.amount])).toEqual([
      ['100000', '1000000'],
      ['490000', '5000000'],
      ['1900000', '20000000'],
    ]);
    expect(await pointsOf(s.client)).toBe(108_000n); // 900,000 ₫ × 1.20 per 1,000 ₫ = 1,080.00 points
    const before = (await balances(t.db, s.id)).main;
    const res = await redeem(s.client, offer[0]!.id, 'redeem-first-01');
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ points: '100000', amount: '1000000', balance: '8000' });
    expect((await balances(t.db, s.id)).main).toBe(before + 1_000_000n);
    const again = await redeem(s.client, offer[0]!.id, 'redeem-first-01');
    expect(again.body.value.id).toBe(res.body.value.id);
    expect(await pointsOf(s.client)).toBe(8_000n);
    expect((await balances(t.db, s.id)).main).toBe(before + 1_000_000n);

    const history = (await s.client.get<PointsHistoryPage>(POINTS_API.history)).body.value;
    expect(history.items.map((i) => [i.kind, i.points, i.category])).toEqual([
      ['redeemed', '-100000', null],
      ['earned', '108000', 'RNG'],
    ]);
    expect(history.items[0]?.reward).toBe('10,000 ₫ cash voucher');
    // pages walk both sides newest first: two more rounds, then pages of one
    const session = await playerSession(t.db, s.id, rng);
    await playRound(t.db, session, 1_000_000n);
    await playRound(t.db, session, 2_000_000n);
    const pages = [];
    for (let pageNo = 1; pageNo <= 4; pageNo++) {
      const res = await s.client.get<PointsHistoryPage>(`${POINTS_API.history}?pageNo=${pageNo}&pageSize=1`);
      pages.push(res.body.value);
    }
    expect(pages.map((p) => [p.total, p.totalPages])).toEqual(Array(4).fill([4, 4]));
    expect(pages.map((p) => p.items.map((i) => [i.kind, i.points]))).toEqual([
      [['earned', '2400']],
      [['earned', '1200']],
      [['redeemed', '-100000']],
      [['earned', '108000']],
    ]);
    await expectLedgerConsistent(t.db);
  });

  it('refuses what the points do not cover, a wrong payment password, an unknown reward — and changes nothing', async () => {
    const s = await shopper(10_000_000n); // 120.00 points
    const offer = await rewards(s.client);
    const before = (await balances(t.db, s.id)).main;
    const short = await redeem(s.client, offer[0]!.id, 'redeem-short-01');
    expect([short.status, short.body.code]).toEqual([400, 'points_insufficient']);
    const wrong = await redeem(s.client, offer[0]!.id, 'redeem-wrong-01', 'Nope1234');
    expect([wrong.status, wrong.body.code]).toEqual([400, 'payment_password_wrong']);
    const unknown = await redeem(s.client, '999999999', 'redeem-unknown1');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'reward_not_found']);
    expect(await pointsOf(s.client)).toBe(12_000n);
    expect((await balances(t.db, s.id)).main).toBe(before);
    const rows = await t.db
      .selectFrom('points_redemptions')
      .select('id')
      .where('member_id', '=', s.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('never spends the same points twice when redemptions race', async () => {
    const s = await shopper(); // 1,080 points: one 1,000-point reward, not two
    const [cheapest] = await rewards(s.client);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => redeem(s.client, cheapest!.id, `redeem-race-${i}0`)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 'points_insufficient')).toHaveLength(4);
    expect(await pointsOf(s.client)).toBe(8_000n);
    await expectLedgerConsistent(t.db);
  });

  it('is for members; redeeming for real accounts only', async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.get(POINTS_API.rewards)).status).toBe(401);
    expect((await visitor.get(POINTS_API.history)).status).toBe(401);
    const demo = await createMember(t.db, { type: 4 });
    const client = new TestClient(t.app);
    await client.login(demo.username, 'Test1234');
    const [reward] = await rewards(client);
    const res = await redeem(client, reward!.id, 'redeem-demo-001');
    expect([res.status, res.body.code]).toEqual([403, 'in_need_true_account']);
  });
});
