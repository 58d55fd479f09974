import { WALLET_API, type Withdrawal } from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../../../adapters/payments/gateway.ts';
import { decide } from '../../../adapters/payments/sandbox/book.ts';
import { balanceOf, newMember, pressOnPage, startDeposit } from '../deposits/testing.ts';
import { approveWithdrawal } from '../withdrawals/review.ts';
import {
  bindTestCard,
  createWithdrawalTestApp,
  expectLedgerConsistent,
  memberWithMoney,
  PAYMENT_PASSWORD,
  type TestContext,
  VND,
} from '../withdrawals/testing.ts';
import { reconcile } from './service.ts';

let ctx: TestContext;
let gateway: PaymentGateway;
let today: string;

beforeAll(async () => {
  ctx = await createWithdrawalTestApp();
  gateway = ctx.app.payments.gateways[0]!;
  const { rows } = await sql<{
    day: string;
  }>`SELECT (now() AT TIME ZONE 'Asia/Ho_Chi_Minh')::date::text AS day`.execute(ctx.db);
  today = rows[0]!.day;
});
afterAll(() => ctx.close());

async function approvedWithdrawal(amount: bigint, gateways: readonly PaymentGateway[]) {
  const m = await memberWithMoney(ctx, { balance: VND(1_000_000) });
  const cardId = await bindTestCard(m.client, { accountNumber: '0071000999888' });
  const res = await m.client.post<Withdrawal>(WALLET_API.withdrawals, {
    cardId,
    amount: String(amount),
    paymentPassword: PAYMENT_PASSWORD,
  });
  expect(res.status).toBe(200);
  return approveWithdrawal(ctx.db, gateways, BigInt(res.body.value.id), { operatorId: null, via: 'cli' });
}

describe('the daily reconciliation with the gateway', () => {
  it('finds nothing when both books agree', async () => {
    const member = await newMember(ctx.app, ctx.db);
    const paid = (await startDeposit(member, '5000000')).body.value;
    await pressOnPage(ctx.app, member, paid.paymentUrl, 'approve');
    const declined = (await startDeposit(member, '6000000')).body.value;
    await pressOnPage(ctx.app, member, declined.paymentUrl, 'decline');
    const withdrawal = await approvedWithdrawal(VND(200_000), ctx.app.payments.gateways);
    expect(withdrawal.status).toBe('PAID');

    const report = await reconcile(ctx.db, gateway, today);
    expect(report.items).toEqual([]);
    expect(report.depositsChecked).toBeGreaterThanOrEqual(2);
    expect(report.payoutsChecked).toBeGreaterThanOrEqual(1);
  });

  it('repairs what the gateway settles, reports what needs an operator, and keeps the audit trail', async () => {
    const member = await newMember(ctx.app, ctx.db);
    // paid at the gateway, callback lost: still pending here
    const lost = (await startDeposit(member, '5000000')).body.value;
    await decide(ctx.db, { reference: lost.reference }, 'APPROVED');
    // paid at the gateway while the site had closed it (two books that disagreed before this fix)
    const closed = (await startDeposit(member, '5100000')).body.value;
    await decide(ctx.db, { reference: closed.reference }, 'APPROVED');
    await sql`UPDATE deposits SET status = 'DECLINED', completed_at = now() WHERE reference = ${closed.reference}`.execute(
      ctx.db,
    );
    // declined at the gateway, still pending here
    const unpaid = (await startDeposit(member, '5200000')).body.value;
    await decide(ctx.db, { reference: unpaid.reference }, 'DECLINED');
    // credited here, but the gateway declined it: taking money back is an operator's decision
    const overpaid = (await startDeposit(member, '5300000')).body.value;
    await pressOnPage(ctx.app, member, overpaid.paymentUrl, 'approve');
    await sql`UPDATE sandbox_payments SET status = 'DECLINED' WHERE merchant_reference = ${overpaid.reference}`.execute(
      ctx.db,
    );
    // paid out by the gateway, but the answer never reached the site
    const silent: PaymentGateway = {
      ...gateway,
      payout: async (input) => {
        await gateway.payout(input);
        throw new Error('connection reset');
      },
    };
    const unanswered = await approvedWithdrawal(VND(300_000), [silent]);
    expect([unanswered.status, unanswered.payoutRef]).toEqual(['APPROVED', null]);
    const balanceBefore = BigInt(await balanceOf(member));

    const report = await reconcile(ctx.db, gateway, today);
    const byReference = Object.fromEntries(report.items.map((i) => [i.reference, i.action]));
    expect(byReference).toEqual({
      [lost.reference]: 'credited',
      [closed.reference]: 'credited',
      [unpaid.reference]: 'declined',
      [overpaid.reference]: 'reported',
      [`withdrawal:${unanswered.id}`]: 'marked_paid',
    });
    expect(BigInt(await balanceOf(member)) - balanceBefore).toBe(5_000_000n + 5_100_000n);
    const withdrawal = await ctx.db
      .selectFrom('withdrawals')
      .select(['status', 'payout_ref'])
      .where('id', '=', BigInt(unanswered.id))
      .executeTakeFirstOrThrow();
    expect(withdrawal.status).toBe('PAID');
    expect(withdrawal.payout_ref).toMatch(/^SBXP/);

    // the audit trail: each item stored with its run, credits pointing at their ledger transfer
    const stored = await ctx.db
      .selectFrom('reconciliation_items')
      .select(['reference', 'action', 'transfer_id'])
      .where('run_id', '=', report.runId)
      .execute();
    expect(stored).toHaveLength(5);
    expect(stored.filter((i) => i.action === 'credited').every((i) => i.transfer_id !== null)).toBe(true);

    // run again: the repaired ones agree now, the reported one is reported again and nothing is paid twice
    const again = await reconcile(ctx.db, gateway, today);
    expect(again.items.map((i) => [i.reference, i.action])).toEqual([[overpaid.reference, 'reported']]);
    expect(BigInt(await balanceOf(member)) - balanceBefore).toBe(5_000_000n + 5_100_000n);
    await expectLedgerConsistent(ctx.db);
  });
});
