import { WALLET_API, type Withdrawal } from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../../../adapters/payments/gateway.ts';
import { createJobQueue, type JobQueue } from '../../../jobs/queue.ts';
import { payoutJobs } from './payout.ts';
import { approveWithdrawal } from './review.ts';
import {
  bindTestCard,
  createWithdrawalTestApp,
  expectLedgerConsistent,
  memberWithMoney,
  PAYMENT_PASSWORD,
  type TestContext,
  VND,
} from './testing.ts';

let ctx: TestContext;
let queue: JobQueue | undefined;
beforeAll(async () => {
  ctx = await createWithdrawalTestApp();
});
afterAll(async () => {
  await queue?.stop();
  await ctx.close();
});

async function approvedWithout(gateway: PaymentGateway) {
  const m = await memberWithMoney(ctx, { balance: VND(1_000_000) });
  const cardId = await bindTestCard(m.client, { accountNumber: '0071000555666' });
  const res = await m.client.post<Withdrawal>(WALLET_API.withdrawals, {
    cardId,
    amount: String(VND(400_000)),
    paymentPassword: PAYMENT_PASSWORD,
  });
  return approveWithdrawal(ctx.db, [gateway], BigInt(res.body.value.id), { operatorId: null, via: 'cli' });
}

async function payoutsOf(id: string) {
  return ctx.db
    .selectFrom('sandbox_payouts')
    .select('payout_ref')
    .where('idempotency_key', '=', `withdrawal:${id}`)
    .execute();
}

async function statusOf(id: string) {
  const row = await ctx.db
    .selectFrom('withdrawals')
    .select(['status', 'payout_ref'])
    .where('id', '=', BigInt(id))
    .executeTakeFirstOrThrow();
  return row;
}

describe('the payout jobs', () => {
  it('pay approved withdrawals left unpaid, and never pay one twice when the first answer was lost', async () => {
    const sandbox = ctx.app.payments.gateways[0]!;
    // the bank was offline at approval: nothing paid
    const offline = await approvedWithout({
      ...sandbox,
      payout: async () => Promise.reject(new Error('bank offline')),
    });
    // the gateway paid, but its answer was lost
    const silent = await approvedWithout({
      ...sandbox,
      payout: async (input) => {
        await sandbox.payout(input);
        throw new Error('connection reset');
      },
    });
    expect([offline.status, silent.status]).toEqual(['APPROVED', 'APPROVED']);
    expect(await payoutsOf(offline.id)).toHaveLength(0);
    expect(await payoutsOf(silent.id)).toHaveLength(1);

    // approved a while ago (the sweep leaves withdrawals approved in the last 2 s to their own jobs): a worker
    // starts, as after a restart, and its start sweep finds both — not the next minute's, which may be 60 s away
    await ctx.db
      .updateTable('withdrawals')
      .set({ reviewed_at: sql<Date>`reviewed_at - interval '1 minute'` })
      .where('id', 'in', [BigInt(offline.id), BigInt(silent.id)])
      .execute();
    queue = await createJobQueue(ctx.db, { log: () => {}, pollingSeconds: 0.5 });
    await queue.work(payoutJobs({ db: ctx.db, gateways: [sandbox], queue }));
    for (let waited = 0; waited < 60_000; waited += 200) {
      const [a, b] = [await statusOf(offline.id), await statusOf(silent.id)];
      if (a.status === 'PAID' && b.status === 'PAID') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await statusOf(offline.id)).status).toBe('PAID');
    expect((await statusOf(silent.id)).status).toBe('PAID');
    // one payout each: the lost one was looked up, not sent again
    expect(await payoutsOf(offline.id)).toHaveLength(1);
    const [lost] = await payoutsOf(silent.id);
    expect((await statusOf(silent.id)).payout_ref).toBe(lost?.payout_ref);
    expect(await payoutsOf(silent.id)).toHaveLength(1);
    await expectLedgerConsistent(ctx.db);
  }, 90_000);
});
