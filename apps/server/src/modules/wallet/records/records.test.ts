import {
  type BonusRecord,
  type ProfitLoss,
  siteDay,
  type TransactionRecord,
  WALLET_API,
} from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberHoldAccount, memberMainAccount } from '../accounts.ts';
import { transferAlone } from '../ledger.ts';
import {
  backdate,
  type Ctx,
  dong,
  expectLedgerConsistent,
  fund,
  member,
  PAY,
  post,
  type TestMember,
  walletTestApp,
} from '../transfers/testing.ts';

let ctx: Ctx;
beforeAll(async () => {
  ctx = await walletTestApp();
});
afterAll(() => ctx.close());

type Page<T> = { items: T[]; pageNum: number; totalPages: number; total: number };
const records = (who: TestMember, query = '') =>
  who.client.get<Page<TransactionRecord>>(`${WALLET_API.transactionRecords}${query}`);

const daysAgo = (n: number) => {
  const d = new Date(`${siteDay()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};

const bet = (id: bigint, amount: number, category: string, gameCode: string) =>
  post(ctx.db, id, 'bet', -dong(amount), { category, gameCode, roundId: `r-${gameCode}-${amount}` });
const win = (id: bigint, amount: number, category: string, gameCode: string) =>
  post(ctx.db, id, 'win', dong(amount), { category, gameCode });

describe('account (transaction) record', () => {
  it('lists my postings newest first, with balance after, description and counterpart; filters by type', async () => {
    const agent = await member(ctx, { type: 1 });
    const player = await member(ctx, { parentId: agent.id });
    await fund(ctx.db, player.id, dong(500_000));
    await bet(player.id, 20_000, 'RNG', 'LOTUS_SLOT_1');
    await win(player.id, 50_000, 'RNG', 'LOTUS_SLOT_1');
    await post(ctx.db, player.id, 'bonus', dong(8_000), { title: { vi: 'Thưởng nạp', en: 'Deposit bonus' } });
    const sent = await player.client.post(WALLET_API.transfers, {
      to: 'upline',
      amount: String(dong(30_000)),
      paymentPassword: PAY,
    });
    expect(sent.status).toBe(200);

    const all = await records(player);
    expect(all.status).toBe(200);
    expect(all.body.value.total).toBe(5);
    expect(all.body.value.items.map((i) => [i.kind, i.amount, i.balanceAfter, i.descriptionKey])).toEqual([
      ['transfer', String(-dong(30_000)), String(dong(508_000)), 'transfer_to_upline'],
      ['bonus', String(dong(8_000)), String(dong(538_000)), 'bonus'],
      ['win', String(dong(50_000)), String(dong(530_000)), 'win'],
      ['bet', String(-dong(20_000)), String(dong(480_000)), 'bet'],
      ['deposit', String(dong(500_000)), String(dong(500_000)), 'deposit'],
    ]);
    expect(all.body.value.items[0]).toMatchObject({ wallet: 'main', counterpart: agent.username });
    expect(all.body.value.items[1]?.counterpart).toBe('Deposit bonus');
    expect(all.body.value.items[3]).toMatchObject({
      counterpart: 'LOTUS_SLOT_1',
      reference: 'r-LOTUS_SLOT_1-20000',
    });

    const games = await records(player, '?kind=game');
    expect(games.body.value.items.map((i) => i.kind)).toEqual(['win', 'bet']);
    expect((await records(player, '?kind=deposit')).body.value.total).toBe(1);
    expect((await records(player, '?kind=rebate')).body.value.total).toBe(0);
    const bad = await records(player, '?kind=nope');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('record_type_invalid');
    expect((await records(player, '?kind=game&kind=bet')).body.code).toBe('record_type_invalid');
    await expectLedgerConsistent(ctx.db, [agent.id, player.id]);
  });

  it('names the deposit reference and the withdrawal, from the main wallet only (not the hold)', async () => {
    const player = await member(ctx);
    const deposit = await ctx.db
      .insertInto('deposits')
      .values({
        member_id: player.id,
        channel: 'SANDBOX_BANK',
        gateway: 'sandbox',
        amount: dong(100_000),
        reference: 'HBTEST0001',
        expires_at: new Date(Date.now() + 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await post(ctx.db, player.id, 'deposit', dong(100_000), { depositId: String(deposit.id) });
    const main = await memberMainAccount(ctx.db, player.id);
    const hold = await memberHoldAccount(ctx.db, player.id);
    await transferAlone(ctx.db, {
      key: `hold-${player.id}`,
      kind: 'withdrawal_hold',
      moves: [{ from: main, to: hold, amount: dong(40_000) }],
      metadata: { withdrawalId: '77' },
    });
    const deposits = await records(player, '?kind=deposit');
    expect(deposits.body.value.items[0]).toMatchObject({
      reference: 'HBTEST0001',
      descriptionKey: 'deposit',
    });
    const withdrawals = await records(player, '?kind=withdrawal');
    expect(
      withdrawals.body.value.items.map((i) => [i.wallet, i.amount, i.balanceAfter, i.reference]),
    ).toEqual([['main', String(-dong(40_000)), String(dong(60_000)), '77']]);
    const balance = await player.client.get<{ sumBalance: string; held: string }>(WALLET_API.balance);
    expect(balance.body.value).toMatchObject({
      sumBalance: String(dong(60_000)),
      held: String(dong(40_000)),
    });
    await expectLedgerConsistent(ctx.db, [player.id]);
  });

  it('filters by date (site days, default the last 7) and refuses bad ranges', async () => {
    const player = await member(ctx);
    await fund(ctx.db, player.id, dong(100_000));
    const old = await post(ctx.db, player.id, 'rebate', dong(1_000));
    await backdate(ctx.db, old.transferId, 10);
    const older = await post(ctx.db, player.id, 'rebate', dong(2_000));
    await backdate(ctx.db, older.transferId, 40);

    expect((await records(player)).body.value.total).toBe(1);
    expect((await records(player, `?from=${daysAgo(14)}`)).body.value.total).toBe(2);
    const day = await records(player, `?from=${daysAgo(10)}&to=${daysAgo(10)}`);
    expect(day.body.value.items.map((i) => i.transferId)).toEqual([String(old.transferId)]);
    expect((await records(player, `?from=${daysAgo(89)}&to=${siteDay()}`)).body.value.total).toBe(3);
    expect((await records(player, `?from=${siteDay()}&to=${siteDay()}`)).body.value.total).toBe(1);

    const refused = [
      `?from=${daysAgo(90)}`, // 91 days
      `?from=${siteDay()}&to=${daysAgo(1)}`, // backwards
      '?from=2025-02-30',
      '?from=yesterday',
      '?to=2025-1-1',
      '?from=2025-01-01T00:00:00Z',
      '?from=99999-01-01',
      '?from=0000-00-00',
      `?from=${daysAgo(1)}&from=${daysAgo(2)}`,
    ];
    for (const query of refused) {
      const res = await records(player, query);
      expect(res.status, query).toBe(400);
      expect(res.body.code, query).toBe('date_range_invalid');
    }
  });

  it('pages, and answers client errors for bad page parameters', async () => {
    const player = await member(ctx);
    for (let i = 1; i <= 5; i++) await post(ctx.db, player.id, 'bonus', dong(1_000 * i));
    const first = await records(player, '?pageSize=2');
    expect(first.body.value).toMatchObject({ pageNum: 1, totalPages: 3, total: 5 });
    expect(first.body.value.items.map((i) => i.amount)).toEqual([String(dong(5_000)), String(dong(4_000))]);
    const last = await records(player, '?pageSize=2&pageNo=3');
    expect(last.body.value.items.map((i) => i.amount)).toEqual([String(dong(1_000))]);
    expect((await records(player, '?pageSize=2&pageNo=4')).body.value.items).toEqual([]);
    expect((await records(player, '?pageNo=100000&pageSize=100')).status).toBe(200);
    for (const [query, code] of [
      ['?pageSize=1000', 'invalid_page_size'],
      ['?pageSize=0', 'invalid_page_size'],
      ['?pageNo=abc', 'invalid_page'],
      ['?pageNo=-1', 'invalid_page'],
      ['?pageNo=1e400', 'invalid_page'],
    ]) {
      const res = await records(player, query);
      expect(res.status, query).toBe(400);
      expect(res.body.code, query).toBe(code);
    }
  });

  it("shows nothing of another member's money", async () => {
    const owner = await member(ctx);
    const other = await member(ctx);
    await fund(ctx.db, owner.id, dong(100_000));
    await bet(owner.id, 10_000, 'LIVE', 'BACCARAT_1');
    await post(ctx.db, owner.id, 'bonus', dong(5_000));
    expect((await records(other)).body.value.total).toBe(0);
    const pl = await other.client.get<ProfitLoss>(WALLET_API.profitLoss);
    expect(pl.body.value.rows).toEqual([]);
    const bonuses = await other.client.get<Page<BonusRecord>>(WALLET_API.bonusRecords);
    expect(bonuses.body.value.total).toBe(0);
    // the owner sees theirs
    expect((await records(owner)).body.value.total).toBe(3);
    const anonymous = await ctx.app.inject({ method: 'GET', url: WALLET_API.transactionRecords });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows a demo member the play money records', async () => {
    const demo = await member(ctx, { type: 4, paymentPassword: null });
    await demo.client.get(WALLET_API.balance); // grants the play money
    const res = await records(demo);
    expect(res.body.value.items.map((i) => [i.wallet, i.kind, i.amount])).toEqual([
      ['demo', 'bonus', '200000000'],
    ]);
  });
});

describe('personal profit and loss', () => {
  it('groups bets, wins and refunds by day and game category, with totals', async () => {
    const player = await member(ctx);
    const other = await member(ctx);
    await fund(ctx.db, player.id, dong(1_000_000));
    await fund(ctx.db, other.id, dong(1_000_000));
    await bet(player.id, 10_000, 'RNG', 'SLOT_A');
    await bet(player.id, 30_000, 'RNG', 'SLOT_B');
    await win(player.id, 25_000, 'RNG', 'SLOT_A');
    await bet(player.id, 50_000, 'LIVE', 'BACCARAT_1');
    await post(ctx.db, player.id, 'refund', dong(50_000), { category: 'LIVE', gameCode: 'BACCARAT_1' });
    const yesterday = [
      await bet(player.id, 40_000, 'SPORTS', 'MATCH_1'),
      await win(player.id, 100_000, 'SPORTS', 'MATCH_1'),
    ];
    for (const t of yesterday) await backdate(ctx.db, t.transferId, 1);
    await bet(other.id, 99_000, 'RNG', 'SLOT_A'); // someone else's
    await post(ctx.db, player.id, 'bonus', dong(1_000)); // not game play

    const res = await player.client.get<ProfitLoss>(WALLET_API.profitLoss);
    expect(res.status).toBe(200);
    const v = res.body.value;
    expect([v.from, v.to]).toEqual([daysAgo(6), siteDay()]);
    const f = (bets: number, wins: number, refunds: number, betCount: number) => ({
      bets: String(dong(bets)),
      wins: String(dong(wins)),
      refunds: String(dong(refunds)),
      net: String(dong(wins + refunds - bets)),
      betCount,
    });
    expect(v.rows).toEqual([
      { date: siteDay(), category: 'LIVE', ...f(50_000, 0, 50_000, 1) },
      { date: siteDay(), category: 'RNG', ...f(40_000, 25_000, 0, 2) },
      { date: daysAgo(1), category: 'SPORTS', ...f(40_000, 100_000, 0, 1) },
    ]);
    expect(v.byCategory).toEqual([
      { category: 'LIVE', ...f(50_000, 0, 50_000, 1) },
      { category: 'RNG', ...f(40_000, 25_000, 0, 2) },
      { category: 'SPORTS', ...f(40_000, 100_000, 0, 1) },
    ]);
    expect(v.total).toEqual(f(130_000, 125_000, 50_000, 4));

    const todayOnly = await player.client.get<ProfitLoss>(`${WALLET_API.profitLoss}?from=${siteDay()}`);
    expect(todayOnly.body.value.total).toEqual(f(90_000, 25_000, 50_000, 3));
    const bad = await player.client.get(`${WALLET_API.profitLoss}?from=${daysAgo(200)}`);
    expect(bad.body.code).toBe('date_range_invalid');
    await expectLedgerConsistent(ctx.db, [player.id, other.id]);
  });
});

describe('bonus details', () => {
  it('lists bonuses and rebates credited to me, newest first, with the total', async () => {
    const player = await member(ctx);
    const other = await member(ctx);
    await fund(ctx.db, player.id, dong(100_000));
    await post(ctx.db, player.id, 'bonus', dong(10_000), {
      title: { vi: 'Thưởng chào mừng', en: 'Welcome bonus' },
      source: 'WELCOME100',
    });
    await post(ctx.db, player.id, 'rebate', dong(2_500), { source: 'manual_rebate' });
    await post(ctx.db, player.id, 'bonus', -dong(1_000)); // a clawback is not a bonus credited
    await post(ctx.db, other.id, 'bonus', dong(7_000));
    const old = await post(ctx.db, player.id, 'bonus', dong(3_000));
    await backdate(ctx.db, old.transferId, 20);

    const res = await player.client.get<Page<BonusRecord> & { totalAmount: string }>(WALLET_API.bonusRecords);
    expect(res.status).toBe(200);
    expect(res.body.value.total).toBe(2);
    expect(res.body.value.totalAmount).toBe(String(dong(12_500)));
    expect(res.body.value.items.map((i) => [i.kind, i.amount, i.title, i.source, i.wallet])).toEqual([
      ['rebate', String(dong(2_500)), null, 'manual_rebate', 'main'],
      ['bonus', String(dong(10_000)), 'Welcome bonus', 'WELCOME100', 'main'],
    ]);
    player.client.language = 'vi';
    const vi = await player.client.get<Page<BonusRecord>>(`${WALLET_API.bonusRecords}?pageSize=1&pageNo=2`);
    expect(vi.body.value.items.map((i) => i.title)).toEqual(['Thưởng chào mừng']);
    expect(vi.body.value.totalPages).toBe(2);
    const month = await player.client.get<Page<BonusRecord>>(
      `${WALLET_API.bonusRecords}?from=${daysAgo(29)}`,
    );
    expect(month.body.value.total).toBe(3);
    await expectLedgerConsistent(ctx.db, [player.id, other.id]);
  });

  it('names the registration gift by its promotion, so the page can label it', async () => {
    const player = await member(ctx);
    await post(ctx.db, player.id, 'bonus', dong(1_000), {
      promotion: 'registration_gift',
      title: { vi: 'Quà đăng ký', en: 'Registration gift' },
    });
    const res = await player.client.get<Page<BonusRecord>>(WALLET_API.bonusRecords);
    expect(res.body.value.items.map((i) => [i.title, i.source])).toEqual([
      ['Registration gift', 'registration_gift'],
    ]);
  });
});
