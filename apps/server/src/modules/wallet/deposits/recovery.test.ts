import { WALLET_API } from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-db.ts';
import { decide } from '../../../adapters/payments/sandbox/book.ts';
import { expectLedgerConsistent } from '../withdrawals/testing.ts';
import { recoverPendingDeposits } from './recovery.ts';
import { balanceOf, type DepositView, newMember, startDeposit } from './testing.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitPerMinute: 0 });
});
afterAll(() => ctx.close());

const recover = () => recoverPendingDeposits(ctx.db, ctx.app.payments.gateways, { afterSeconds: 0 });

async function statusOf(client: Awaited<ReturnType<typeof newMember>>, id: string) {
  return (await client.get<DepositView>(WALLET_API.deposit(id))).body.value.status;
}

/** Moves a deposit's (and its order's) expiry into the past: the time it would take, without waiting. */
async function expire(reference: string) {
  await sql`UPDATE deposits SET expires_at = now() - interval '1 second' WHERE reference = ${reference}`.execute(
    ctx.db,
  );
  await sql`UPDATE sandbox_payments SET expires_at = now() - interval '1 second' WHERE merchant_reference = ${reference}`.execute(
    ctx.db,
  );
}

describe('deposits whose callback never came', () => {
  it('are credited when the gateway says it was paid', async () => {
    const member = await newMember(ctx.app, ctx.db);
    const dep = (await startDeposit(member, '5000000')).body.value;
    // paid at the gateway, but the notification is lost (the process died before delivering it)
    await decide(ctx.db, { reference: dep.reference }, 'APPROVED');
    expect(await statusOf(member, dep.id)).toBe('PENDING');
    const report = await recover();
    expect(report.credited).toBeGreaterThanOrEqual(1);
    expect(await statusOf(member, dep.id)).toBe('APPROVED');
    expect(await balanceOf(member)).toBe('5000000');
    // asked again, nothing more happens
    await recover();
    expect(await balanceOf(member)).toBe('5000000');
  });

  it('are closed when the payer declined at the gateway', async () => {
    const member = await newMember(ctx.app, ctx.db);
    const dep = (await startDeposit(member, '5000000')).body.value;
    await decide(ctx.db, { reference: dep.reference }, 'DECLINED');
    await recover();
    expect(await statusOf(member, dep.id)).toBe('DECLINED');
  });

  it('wait while the order is open, and once it expires close it at the gateway first', async () => {
    const member = await newMember(ctx.app, ctx.db);
    const dep = (await startDeposit(member, '5000000')).body.value;
    const waiting = await recover();
    expect(waiting.waiting).toBeGreaterThanOrEqual(1);
    expect(await statusOf(member, dep.id)).toBe('PENDING');

    await expire(dep.reference);
    await recover();
    expect(await statusOf(member, dep.id)).toBe('EXPIRED');
    const order = await ctx.db
      .selectFrom('sandbox_payments')
      .select('status')
      .where('merchant_reference', '=', dep.reference)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('EXPIRED');
    // the gateway can no longer take the money for it
    expect((await decide(ctx.db, { reference: dep.reference }, 'APPROVED'))?.decided).toBe(false);
  });

  it('expire when the gateway never heard of them (the process died before opening the order)', async () => {
    const member = await newMember(ctx.app, ctx.db);
    const dep = (await startDeposit(member, '5000000')).body.value;
    await sql`DELETE FROM sandbox_payments WHERE merchant_reference = ${dep.reference}`.execute(ctx.db);
    await sql`UPDATE deposits SET gateway_ref = NULL WHERE reference = ${dep.reference}`.execute(ctx.db);
    await recover();
    expect(await statusOf(member, dep.id)).toBe('PENDING');
    await expire(dep.reference);
    await recover();
    expect(await statusOf(member, dep.id)).toBe('EXPIRED');
    expect(await balanceOf(member)).toBe('0');
    await expectLedgerConsistent(ctx.db);
  });
});
