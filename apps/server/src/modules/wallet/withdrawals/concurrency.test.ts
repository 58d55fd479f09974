import { WALLET_API, type Withdrawal } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balances,
  bindTestCard,
  createWithdrawalTestApp,
  expectLedgerConsistent,
  memberWithMoney,
  PAYMENT_PASSWORD,
  setWithdrawalSettings,
  type TestContext,
  VND,
} from './testing.ts';

let ctx: TestContext;
beforeAll(async () => {
  // one member's requests at once, as several server processes would send them (each process lets one through)
  ctx = await createWithdrawalTestApp({ memberRequestGuard: false });
  await setWithdrawalSettings(ctx.db, { daily_count: 100, daily_amount: VND(1_000_000_000) });
});
afterAll(() => ctx?.close());

describe('concurrent withdrawal requests', () => {
  it('20 at once that together exceed the balance: exactly the ones that fit succeed', async () => {
    const start = VND(5_000_000);
    const m = await memberWithMoney(ctx, { balance: start });
    const cardId = await bindTestCard(m.client);
    // 20 amounts from 200,000 ₫ to 580,000 ₫: 7,800,000 ₫ in all, well over the 5,000,000 ₫ balance
    const amounts = Array.from({ length: 20 }, (_, i) => VND(200_000 + 20_000 * i));
    const results = await Promise.all(
      amounts.map((amount) =>
        m.client.post<Withdrawal>(WALLET_API.withdrawals, {
          cardId,
          amount: String(amount),
          paymentPassword: PAYMENT_PASSWORD,
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.map((r) => r.body.code)).toEqual(refused.map(() => 'insufficient_funds'));
    expect(ok.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);

    const held = ok.reduce((sum, r) => sum + BigInt(r.body.value.amount), 0n);
    const after = await balances(ctx.db, m.id);
    expect(after).toEqual({ main: start - held, held });
    // nothing that would have fit was refused: every refused amount is more than what is left
    const refusedAmounts = results.flatMap((r, i) => (r.status === 200 ? [] : [amounts[i]!]));
    for (const amount of refusedAmounts) expect(amount).toBeGreaterThan(after.main);

    const listed = await m.client.get<{ items: Withdrawal[]; total: number }>(
      `${WALLET_API.withdrawals}?pageSize=50`,
    );
    expect(listed.body.value.total).toBe(ok.length);
    expect(listed.body.value.items.every((w) => w.status === 'PENDING_REVIEW')).toBe(true);
    const holds = await ctx.db
      .selectFrom('ledger_transfers')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .where('kind', '=', 'withdrawal_hold')
      .where(
        'idempotency_key',
        'in',
        ok.map((r) => `withdrawal:${r.body.value.id}:hold`),
      )
      .executeTakeFirstOrThrow();
    expect(Number(holds.n)).toBe(ok.length);
    await expectLedgerConsistent(ctx.db);
  });

  it('20 at once of the same amount: exactly floor(balance / amount) succeed', async () => {
    const m = await memberWithMoney(ctx, { balance: VND(1_000_000) });
    const cardId = await bindTestCard(m.client);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        m.client.post<Withdrawal>(WALLET_API.withdrawals, {
          cardId,
          amount: String(VND(150_000)),
          paymentPassword: PAYMENT_PASSWORD,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(6);
    expect(results.filter((r) => r.body.code === 'insufficient_funds')).toHaveLength(14);
    expect(await balances(ctx.db, m.id)).toEqual({ main: VND(100_000), held: VND(900_000) });
    await expectLedgerConsistent(ctx.db);
  });
});
