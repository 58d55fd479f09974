import {
  REBATE_API,
  type RebateClaim,
  type RebateClaimPage,
  type RebateSummary,
  WALLET_API,
} from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-db.ts';
import { createMember, setSwitch, TestClient } from '../../accounts/testing.ts';
import { playerSession, playRound, testGame } from '../../games/testing.ts';
import { balances, expectLedgerConsistent, fund } from '../../wallet/testing.ts';

/** Cashback over HTTP on real PostgreSQL: seeded rates RNG 1 %, LIVE 0.6 %; the least claim 100 ₫ (10,000). */

let t: Awaited<ReturnType<typeof createTestApp>>;
let rng: string;
let live: string;

beforeAll(async () => {
  // one member's requests at once, as several server processes would send them (each process lets one through)
  t = await createTestApp({ rateLimitPerMinute: 0, memberRequestGuard: false });
  [rng, live] = [await testGame(t.db, 'RNG'), await testGame(t.db, 'LIVE')];
});
afterAll(() => t.close());

async function player(type = 0) {
  const m = await createMember(t.db, { type });
  const client = new TestClient(t.app);
  await client.login(m.username, 'Test1234');
  if (type === 0) await fund(t.db, m.id, 100_000_000n);
  return { ...m, client };
}

/** Plays one losing round of `stake` on `game` for the member. */
async function bet(memberId: bigint, game: string, stake: bigint) {
  await playRound(t.db, await playerSession(t.db, memberId, game), stake);
}

const summary = async (client: TestClient) =>
  (await client.get<RebateSummary>(REBATE_API.summary)).body.value;
const claim = (client: TestClient, requestId: string) =>
  client.post<RebateClaim>(REBATE_API.claim, { requestId });

describe('cashback', () => {
  it('pays the rate of each category’s turnover since the last claim, once, into the main wallet', async () => {
    const p = await player();
    expect(await summary(p.client)).toMatchObject({
      lines: [],
      total: '0',
      minClaim: '10000',
      lastClaimAt: null,
    });
    await bet(p.id, rng, 1_000_000n);
    await bet(p.id, live, 500_050n);
    const owed = await summary(p.client);
    expect(owed.lines).toEqual([
      { category: 'LIVE', wagered: '500050', rateBp: 60, amount: '3000' },
      { category: 'RNG', wagered: '1000000', rateBp: 100, amount: '10000' },
    ]);
    expect(owed.total).toBe('13000');

    const before = (await balances(t.db, p.id)).main;
    const res = await claim(p.client, 'claim-one-0001');
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ amount: '13000', lines: owed.lines });
    expect((await balances(t.db, p.id)).main).toBe(before + 13_000n);

    // the same request again: the first claim, nothing paid twice
    const again = await claim(p.client, 'claim-one-0001');
    expect(again.body.value.id).toBe(res.body.value.id);
    expect((await balances(t.db, p.id)).main).toBe(before + 13_000n);

    // nothing new since: nothing owed; new turnover earns from there
    expect(await summary(p.client)).toMatchObject({
      lines: [],
      total: '0',
      lastClaimAt: res.body.value.claimedAt,
    });
    await bet(p.id, rng, 2_000_000n);
    expect((await summary(p.client)).lines).toEqual([
      { category: 'RNG', wagered: '2000000', rateBp: 100, amount: '20000' },
    ]);
    const second = await claim(p.client, 'claim-two-0002');
    expect(second.body.value.amount).toBe('20000');

    const history = (await p.client.get<RebateClaimPage>(`${REBATE_API.claims}?pageSize=1`)).body.value;
    expect([history.total, history.totalPages, history.items[0]?.id]).toEqual([2, 2, second.body.value.id]);
    // a whole page: newest first, each claim with its own lines
    const page = (await p.client.get<RebateClaimPage>(REBATE_API.claims)).body.value;
    expect(page.items).toEqual([second.body.value, res.body.value]);
    // the bonus details list it as a rebate
    const bonus = await p.client.get<{ items: { kind: string; amount: string; source: string | null }[] }>(
      WALLET_API.bonusRecords,
    );
    expect(bonus.body.value.items.slice(0, 2).map((i) => [i.kind, i.amount, i.source])).toEqual([
      ['rebate', '20000', 'manual_rebate'],
      ['rebate', '13000', 'manual_rebate'],
    ]);
    await expectLedgerConsistent(t.db);
  });

  it('refuses less than the least claim and writes nothing', async () => {
    const p = await player();
    await bet(p.id, rng, 999_900n); // 9,999 minor units of cashback: 1 short
    const before = (await balances(t.db, p.id)).main;
    const res = await claim(p.client, 'too-small-0001');
    expect([res.status, res.body.code]).toEqual([400, 'rebate_too_small']);
    expect((await balances(t.db, p.id)).main).toBe(before);
    expect((await summary(p.client)).total).toBe('9999');
    const rows = await t.db.selectFrom('rebate_claims').select('id').where('member_id', '=', p.id).execute();
    expect(rows).toEqual([]);
  });

  it('pays once when claims race: one is paid, the others find nothing left', async () => {
    const p = await player();
    await bet(p.id, rng, 5_000_000n);
    const before = (await balances(t.db, p.id)).main;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => claim(p.client, `race-${i}-00000000`)),
    );
    const paid = answers.filter((a) => a.status === 200);
    expect(paid).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 'rebate_too_small')).toHaveLength(5);
    expect((await balances(t.db, p.id)).main).toBe(before + 50_000n);
    await expectLedgerConsistent(t.db);
  });

  it('is for real members while the manual-rebate switch is on', async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.get(REBATE_API.summary)).status).toBe(401);
    const demo = await player(4);
    const refused = await demo.client.get(REBATE_API.summary);
    expect([refused.status, refused.body.code]).toEqual([403, 'in_need_true_account']);

    const p = await player();
    await setSwitch(t.db, 'manualRebate', false);
    try {
      for (const res of [await p.client.get(REBATE_API.summary), await claim(p.client, 'switched-off-01')]) {
        expect([res.status, res.body.code]).toEqual([403, 'operation_not_enabled']);
      }
    } finally {
      await setSwitch(t.db, 'manualRebate', true);
    }
    const bad = await claim(p.client, 'x');
    expect([bad.status, bad.body.code]).toEqual([400, 'validation_error']);
  });
});
