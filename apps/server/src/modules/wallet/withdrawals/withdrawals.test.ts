import { WALLET_API, type Withdrawal, type WithdrawalLimits } from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMember, TestClient } from '../../accounts/testing.ts';
import { playerSession, playRound, testGame, testRound } from '../../games/testing.ts';
import { houseAccount, memberMainAccount } from '../accounts.ts';
import { transferAlone } from '../ledger.ts';
import {
  balances,
  bindTestCard,
  createWithdrawalTestApp,
  expectLedgerConsistent,
  memberWithMoney,
  PAYMENT_PASSWORD,
  resetWithdrawalSettings,
  setWithdrawalSettings,
  type TestContext,
  type TestMember,
  VND,
} from './testing.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createWithdrawalTestApp();
});
afterAll(() => ctx?.close());
afterEach(async () => {
  await resetWithdrawalSettings(ctx.db);
});

async function withCard(balance: bigint, options: Parameters<typeof memberWithMoney>[1] = {}) {
  const m = await memberWithMoney(ctx, { balance, ...options });
  return { ...m, cardId: await bindTestCard(m.client) };
}

function withdraw(
  m: TestMember & { cardId: string },
  amount: string | number,
  extra: Record<string, unknown> = {},
) {
  return m.client.post<Withdrawal>(WALLET_API.withdrawals, {
    cardId: m.cardId,
    amount,
    paymentPassword: PAYMENT_PASSWORD,
    ...extra,
  });
}

describe('requesting a withdrawal', () => {
  it('holds the money: main → withdrawal hold, one transfer keyed by the withdrawal', async () => {
    const m = await withCard(VND(1_000_000));
    const res = await withdraw(m, String(VND(300_000)));
    expect(res.status).toBe(200);
    const w = res.body.value;
    expect(w).toMatchObject({
      status: 'PENDING_REVIEW',
      amount: String(VND(300_000)),
      cardId: m.cardId,
      bankCode: 'VCB',
      bankName: 'Vietcombank',
      payeeName: 'NGUYEN VAN AN',
      rejectReason: null,
      paidAt: null,
      autoReceiveAt: null,
      amountReceived: null,
      proofUrl: null,
    });
    expect(w.accountNumber).toMatch(/^\*+\d{4}$/);
    expect(await balances(ctx.db, m.id)).toEqual({ main: VND(700_000), held: VND(300_000) });
    const balance = await m.client.get<{ main: string; held: string }>(WALLET_API.balance);
    expect(balance.body.value).toMatchObject({ main: String(VND(700_000)), held: String(VND(300_000)) });
    const hold = await ctx.db
      .selectFrom('ledger_transfers')
      .select(['kind', 'idempotency_key'])
      .where('idempotency_key', '=', `withdrawal:${w.id}:hold`)
      .execute();
    expect(hold).toEqual([{ kind: 'withdrawal_hold', idempotency_key: `withdrawal:${w.id}:hold` }]);
    await expectLedgerConsistent(ctx.db);
  });

  it('refuses zero, negative, fractional, non-numeric and out-of-bounds amounts', async () => {
    const m = await withCard(VND(100_000_000));
    for (const amount of ['0', '-10000000', '100000.5', '1e8', 'abc', '', ' ', 10000000, null]) {
      const res = await withdraw(m, amount as string);
      expect([res.status, res.body.code], String(amount)).toEqual([400, 'invalid_amount']);
    }
    const low = await withdraw(m, String(VND(99_999)));
    expect([low.status, low.body.code, low.body.details]).toEqual([
      400,
      'withdrawal_below_minimum',
      { minAmount: String(VND(100_000)) },
    ]);
    const high = await withdraw(m, String(VND(50_000_001)));
    expect([high.status, high.body.code]).toEqual([400, 'withdrawal_above_maximum']);
    const huge = await withdraw(m, '9'.repeat(15));
    expect(huge.body.code).toBe('withdrawal_above_maximum');
    expect(await balances(ctx.db, m.id)).toEqual({ main: VND(100_000_000), held: 0n });
  });

  it('refuses more than the balance and writes nothing', async () => {
    const m = await withCard(VND(500_000));
    const res = await withdraw(m, String(VND(500_001)));
    expect([res.status, res.body.code]).toEqual([409, 'insufficient_funds']);
    expect(await balances(ctx.db, m.id)).toEqual({ main: VND(500_000), held: 0n });
    expect((await m.client.get<{ total: number }>(WALLET_API.withdrawals)).body.value.total).toBe(0);
    // the whole balance is fine
    expect((await withdraw(m, String(VND(500_000)))).status).toBe(200);
    expect(await balances(ctx.db, m.id)).toEqual({ main: 0n, held: VND(500_000) });
    await expectLedgerConsistent(ctx.db);
  });

  it('only to a live card of the member', async () => {
    const m = await withCard(VND(1_000_000));
    for (const cardId of ['999999999', 'x1', '', '0']) {
      const res = await withdraw(m, String(VND(200_000)), { cardId });
      expect([res.status, res.body.code], cardId).toEqual([404, 'card_not_found']);
    }
    expect((await m.client.delete(WALLET_API.card(m.cardId))).status).toBe(200);
    expect((await withdraw(m, String(VND(200_000)))).body.code).toBe('card_not_found');
  });

  it('needs the payment password: wrong ones count, the fifth in a row locks it (423 with minutes)', async () => {
    const m = await withCard(VND(1_000_000));
    const missing = await withdraw(m, String(VND(200_000)), { paymentPassword: '' });
    expect([missing.status, missing.body.code]).toEqual([400, 'payment_password_required']);
    for (const left of [4, 3, 2, 1]) {
      const res = await withdraw(m, String(VND(200_000)), { paymentPassword: '000000' });
      expect([res.status, res.body.code, res.body.details]).toEqual([
        400,
        'payment_password_wrong',
        { attemptsLeft: left },
      ]);
    }
    const fifth = await withdraw(m, String(VND(200_000)), { paymentPassword: '000000' });
    expect([fifth.status, fifth.body.code, fifth.body.details]).toEqual([
      423,
      'payment_password_locked',
      { lockedMinutes: 15 },
    ]);
    const right = await withdraw(m, String(VND(200_000)));
    expect([right.status, right.body.code]).toEqual([423, 'payment_password_locked']);
    expect(await balances(ctx.db, m.id)).toEqual({ main: VND(1_000_000), held: 0n });
  });

  it('a right password clears the count of wrong ones', async () => {
    const m = await withCard(VND(1_000_000));
    for (let i = 0; i < 3; i++) await withdraw(m, String(VND(200_000)), { paymentPassword: '000000' });
    expect((await withdraw(m, String(VND(200_000)))).status).toBe(200);
    const res = await withdraw(m, String(VND(200_000)), { paymentPassword: '000000' });
    expect(res.body.details).toEqual({ attemptsLeft: 4 });
  });

  it('says so when no payment password is set', async () => {
    const m = await withCard(VND(1_000_000), { paymentPassword: null });
    const res = await withdraw(m, String(VND(200_000)));
    expect([res.status, res.body.code]).toEqual([400, 'payment_password_not_set']);
    expect(
      (await m.client.get<WithdrawalLimits>(WALLET_API.withdrawalLimits)).body.value.hasPaymentPassword,
    ).toBe(false);
  });

  it('keeps to the daily count (5) and the daily total (200,000,000 ₫); released requests do not count', async () => {
    const m = await withCard(VND(1_000_000_000));
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await withdraw(m, String(VND(100_000)));
      expect(res.status).toBe(200);
      ids.push(res.body.value.id);
    }
    const sixth = await withdraw(m, String(VND(100_000)));
    expect([sixth.status, sixth.body.code, sixth.body.details]).toEqual([
      400,
      'withdrawal_daily_count',
      { dailyCount: 5 },
    ]);
    // a cancelled request gives its place back
    expect((await m.client.post(WALLET_API.withdrawalCancel(ids[0]!))).status).toBe(200);
    expect((await withdraw(m, String(VND(100_000)))).status).toBe(200);

    const n = await withCard(VND(1_000_000_000));
    for (let i = 0; i < 4; i++) expect((await withdraw(n, String(VND(50_000_000)))).status).toBe(200);
    const over = await withdraw(n, String(VND(100_000)));
    expect([over.status, over.body.code]).toEqual([400, 'withdrawal_daily_amount']);
    const limits = await n.client.get<WithdrawalLimits>(WALLET_API.withdrawalLimits);
    expect(limits.body.value).toMatchObject({
      minAmount: String(VND(100_000)),
      maxAmount: String(VND(50_000_000)),
      dailyCount: 5,
      dailyAmount: String(VND(200_000_000)),
      usedCountToday: 4,
      usedAmountToday: String(VND(200_000_000)),
      cardLimit: 3,
      autoReceiveMinutes: 60,
      turnoverMultiplier: '0',
      hasPaymentPassword: true,
      proofMaxBytes: 5 * 1024 * 1024,
    });
    await expectLedgerConsistent(ctx.db);
  });

  it('follows the settings table', async () => {
    await setWithdrawalSettings(ctx.db, { min_amount: VND(50_000), max_amount: VND(60_000), daily_count: 1 });
    const m = await withCard(VND(1_000_000));
    expect((await withdraw(m, String(VND(40_000)))).body.code).toBe('withdrawal_below_minimum');
    expect((await withdraw(m, String(VND(70_000)))).body.code).toBe('withdrawal_above_maximum');
    expect((await withdraw(m, String(VND(50_000)))).status).toBe(200);
    expect((await withdraw(m, String(VND(50_000)))).body.code).toBe('withdrawal_daily_count');
  });

  it('applies the turnover requirement: settled game rounds must reach the multiple of the deposits', async () => {
    await setWithdrawalSettings(ctx.db, { turnover_multiplier: '1.5' });
    const m = await withCard(VND(1_000_000));
    const refusal = async () => {
      const res = await withdraw(m, String(VND(200_000)));
      return [res.status, res.body.code, res.body.details];
    };
    expect(await refusal()).toEqual([
      400,
      'withdrawal_turnover_required',
      { required: String(VND(1_500_000)), wagered: '0' },
    ]);
    // two settled rounds of 500,000 ₫ (won back) are 1,000,000 ₫ of valid turnover
    const session = await playerSession(ctx.db, m.id, await testGame(ctx.db, 'LIVE'));
    for (let i = 0; i < 2; i++) await playRound(ctx.db, session, VND(500_000), VND(500_000));
    // what is not a settled round's valid stake counts nothing: a bet taken back, a round still open, and a
    // bet posted to the ledger outside any game round
    const cancelled = testRound(ctx.db, session);
    await cancelled.rollback(await cancelled.debit(VND(500_000)));
    await testRound(ctx.db, session).debit(VND(100_000));
    await transferAlone(ctx.db, {
      key: `test-bet:${m.id}:outside`,
      kind: 'bet',
      moves: [
        { from: await memberMainAccount(ctx.db, m.id), to: await houseAccount(ctx.db, m.id), amount: VND(1) },
      ],
    });
    expect(await refusal()).toEqual([
      400,
      'withdrawal_turnover_required',
      { required: String(VND(1_500_000)), wagered: String(VND(1_000_000)) },
    ]);
    await playRound(ctx.db, session, VND(500_000), VND(500_000));
    expect((await withdraw(m, String(VND(200_000)))).status).toBe(200);
    await expectLedgerConsistent(ctx.db);
  });
});

describe('cancelling', () => {
  it('releases the held money back to the main wallet, once', async () => {
    const m = await withCard(VND(1_000_000));
    const w = (await withdraw(m, String(VND(400_000)))).body.value;
    const res = await m.client.post<Withdrawal>(WALLET_API.withdrawalCancel(w.id));
    expect(res.status).toBe(200);
    expect(res.body.value.status).toBe('CANCELLED');
    expect(await balances(ctx.db, m.id)).toEqual({ main: VND(1_000_000), held: 0n });
    const again = await m.client.post(WALLET_API.withdrawalCancel(w.id));
    expect([again.status, again.body.code]).toEqual([409, 'withdrawal_not_pending']);
    expect(await balances(ctx.db, m.id)).toEqual({ main: VND(1_000_000), held: 0n });
    await expectLedgerConsistent(ctx.db);
  });

  it("cannot touch another member's withdrawal", async () => {
    const owner = await withCard(VND(1_000_000));
    const other = await withCard(VND(1_000_000));
    const w = (await withdraw(owner, String(VND(400_000)))).body.value;
    const res = await other.client.post(WALLET_API.withdrawalCancel(w.id));
    expect([res.status, res.body.code]).toEqual([404, 'not_found']);
    expect((await other.client.get(WALLET_API.withdrawal(w.id))).status).toBe(404);
    expect((await owner.client.get<Withdrawal>(WALLET_API.withdrawal(w.id))).body.value.status).toBe(
      'PENDING_REVIEW',
    );
  });
});

describe('listing', () => {
  it('pages newest first and filters by status, own withdrawals only', async () => {
    const m = await withCard(VND(10_000_000));
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await withdraw(m, String(VND(100_000 + i)))).body.value.id);
    await m.client.post(WALLET_API.withdrawalCancel(ids[1]!));
    const page = await m.client.get<{
      items: Withdrawal[];
      total: number;
      totalPages: number;
      pageNum: number;
    }>(`${WALLET_API.withdrawals}?pageSize=2`);
    expect(page.body.value.items.map((w) => w.id)).toEqual([ids[2], ids[1]]);
    expect(page.body.value).toMatchObject({ total: 3, totalPages: 2, pageNum: 1 });
    const cancelled = await m.client.get<{ items: Withdrawal[] }>(
      `${WALLET_API.withdrawals}?status=CANCELLED`,
    );
    expect(cancelled.body.value.items.map((w) => w.id)).toEqual([ids[1]]);
    expect((await m.client.get(`${WALLET_API.withdrawals}?status=NOPE`)).status).toBe(400);
    expect((await m.client.get(`${WALLET_API.withdrawals}?pageNo=0`)).body.code).toBe('invalid_page');
    const other = await withCard(0n);
    expect((await other.client.get<{ total: number }>(WALLET_API.withdrawals)).body.value.total).toBe(0);
    expect((await m.client.get(WALLET_API.withdrawal('abc'))).status).toBe(404);
  });
});

describe('demo members and visitors', () => {
  it('are refused everywhere', async () => {
    const demo = await createMember(ctx.db, { type: 4 });
    const client = new TestClient(ctx.app, '10.201.0.1');
    expect((await client.login(demo.username, 'Test1234')).status).toBe(200);
    const responses = [
      await client.get(WALLET_API.withdrawals),
      await client.get(WALLET_API.withdrawalLimits),
      await client.get(WALLET_API.withdrawal('1')),
      await client.post(WALLET_API.withdrawals, { cardId: '1', amount: '10000000', paymentPassword: 'x' }),
      await client.post(WALLET_API.withdrawalCancel('1')),
      await client.post(WALLET_API.withdrawalConfirm('1'), { received: true }),
      await client.get(WALLET_API.withdrawalProof('1')),
    ];
    for (const res of responses) expect([res.status, res.body.code]).toEqual([403, 'in_need_true_account']);
    expect((await new TestClient(ctx.app).post(WALLET_API.withdrawals, {})).status).toBe(401);
  });
});
