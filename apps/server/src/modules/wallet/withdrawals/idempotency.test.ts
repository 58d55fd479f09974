import { WALLET_API, type Withdrawal } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balances,
  bindTestCard,
  createWithdrawalTestApp,
  expectLedgerConsistent,
  memberWithMoney,
  PAYMENT_PASSWORD,
  type TestContext,
  VND,
} from './testing.ts';

let ctx: TestContext;
beforeAll(async () => {
  // one member's requests at once, as several server processes would send them (each process lets one through)
  ctx = await createWithdrawalTestApp({ memberRequestGuard: false });
});
afterAll(() => ctx.close());

describe('a withdrawal request with a request id', () => {
  it('sent twice at once makes one withdrawal and holds the money once', async () => {
    const m = await memberWithMoney(ctx, { balance: VND(1_000_000) });
    const cardId = await bindTestCard(m.client, { accountNumber: '0071000111222' });
    const body = {
      cardId,
      amount: String(VND(300_000)),
      paymentPassword: PAYMENT_PASSWORD,
      requestId: 'wd-twice-0001',
    };
    const answers = await Promise.all([
      m.client.post<Withdrawal>(WALLET_API.withdrawals, body),
      m.client.post<Withdrawal>(WALLET_API.withdrawals, body),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]!.body.value.id).toBe(answers[1]!.body.value.id);
    // a client retrying after a timeout gets the same withdrawal
    const retry = await m.client.post<Withdrawal>(WALLET_API.withdrawals, body);
    expect(retry.body.value.id).toBe(answers[0]!.body.value.id);
    const list = await m.client.get<{ total: number }>(WALLET_API.withdrawals);
    expect(list.body.value.total).toBe(1);
    expect(await balances(ctx.db, m.id)).toEqual({ main: VND(700_000), held: VND(300_000) });
    await expectLedgerConsistent(ctx.db);
  });

  it('with another amount or card is refused as a conflict, holding nothing more', async () => {
    const m = await memberWithMoney(ctx, { balance: VND(1_000_000) });
    const cardId = await bindTestCard(m.client, { accountNumber: '0071000333444' });
    const body = {
      cardId,
      amount: String(VND(200_000)),
      paymentPassword: PAYMENT_PASSWORD,
      requestId: 'wd-conflict-01',
    };
    expect((await m.client.post(WALLET_API.withdrawals, body)).status).toBe(200);
    const other = await m.client.post(WALLET_API.withdrawals, { ...body, amount: String(VND(250_000)) });
    expect([other.status, other.body.code]).toEqual([409, 'idempotency_conflict']);
    expect(await balances(ctx.db, m.id)).toEqual({ main: VND(800_000), held: VND(200_000) });
    // without a request id, two requests are two withdrawals (as before)
    const plain = { cardId, amount: String(VND(100_000)), paymentPassword: PAYMENT_PASSWORD };
    await m.client.post(WALLET_API.withdrawals, plain);
    await m.client.post(WALLET_API.withdrawals, plain);
    expect(await balances(ctx.db, m.id)).toEqual({ main: VND(600_000), held: VND(400_000) });
  });
});
