import { OPERATOR_API, type OperatorWithdrawal, WALLET_API, type Withdrawal } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../../../adapters/payments/gateway.ts';
import { createSandboxGateway } from '../../../adapters/payments/sandbox/gateway.ts';
import { ACCOUNT } from '../accounts.ts';
import { approveWithdrawal, sendPayout } from './review.ts';
import {
  balances,
  bindTestCard,
  createWithdrawalTestApp,
  expectLedgerConsistent,
  loggedInOperator,
  memberWithMoney,
  PAYMENT_PASSWORD,
  type TestContext,
  VND,
} from './testing.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createWithdrawalTestApp();
});
afterAll(() => ctx?.close());

async function pending(amount = VND(300_000), balance = VND(1_000_000)) {
  const m = await memberWithMoney(ctx, { balance });
  const cardId = await bindTestCard(m.client, { accountNumber: '0071000123456' });
  const res = await m.client.post<Withdrawal>(WALLET_API.withdrawals, {
    cardId,
    amount: String(amount),
    paymentPassword: PAYMENT_PASSWORD,
  });
  expect(res.status).toBe(200);
  return { member: m, withdrawal: res.body.value };
}

async function worldBalance() {
  const row = await ctx.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('code', '=', ACCOUNT.world('sandbox'))
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

async function sandboxPayouts(withdrawalId: string) {
  return ctx.db
    .withTables<{ sandbox_payouts: { idempotency_key: string; amount: bigint; account_number: string } }>()
    .selectFrom('sandbox_payouts')
    .select(['amount', 'account_number'])
    .where('idempotency_key', '=', `withdrawal:${withdrawalId}`)
    .execute();
}

describe('the operator review queue', () => {
  it('lists pending withdrawals with the full account number, and one by id', async () => {
    const op = await loggedInOperator(ctx);
    const { withdrawal, member } = await pending();
    const list = await op.get<{ items: OperatorWithdrawal[]; total: number }>(
      `${OPERATOR_API.withdrawals}?status=PENDING_REVIEW`,
    );
    expect(list.status).toBe(200);
    const item = list.body.value.items.find((w) => w.id === withdrawal.id);
    expect(item).toMatchObject({
      status: 'PENDING_REVIEW',
      username: member.username,
      memberId: String(member.id),
      accountNumber: '0071000123456',
      gateway: 'sandbox',
      payoutAttempts: 0,
    });
    const one = await op.get<OperatorWithdrawal>(OPERATOR_API.withdrawal(withdrawal.id));
    expect(one.body.value.id).toBe(withdrawal.id);
    expect((await op.get(OPERATOR_API.withdrawal('987654321'))).status).toBe(404);
    expect((await op.get(`${OPERATOR_API.withdrawals}?status=bogus`)).status).toBe(400);
  });

  it('approve: money leaves through world:sandbox, the sandbox pays at once (PAID), the member confirms receipt', async () => {
    const op = await loggedInOperator(ctx);
    const { withdrawal, member } = await pending(VND(300_000));
    const worldBefore = await worldBalance();
    const res = await op.post<OperatorWithdrawal>(OPERATOR_API.withdrawalApprove(withdrawal.id));
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      status: 'PAID',
      reviewedBy: op.username,
      payoutError: null,
      payoutAttempts: 1,
    });
    expect(res.body.value.payoutRef).toMatch(/^SBXP[0-9A-F]{18}$/);
    expect(await balances(ctx.db, member.id)).toEqual({ main: VND(700_000), held: 0n });
    expect((await worldBalance()) - worldBefore).toBe(VND(300_000));
    expect(await sandboxPayouts(withdrawal.id)).toEqual([
      { amount: VND(300_000), account_number: '0071000123456' },
    ]);
    const payoutTransfer = await ctx.db
      .selectFrom('ledger_transfers')
      .select('kind')
      .where('idempotency_key', '=', `withdrawal:${withdrawal.id}:payout`)
      .executeTakeFirstOrThrow();
    expect(payoutTransfer.kind).toBe('withdrawal');

    const seen = await member.client.get<Withdrawal>(WALLET_API.withdrawal(withdrawal.id));
    expect(seen.body.value.status).toBe('PAID');
    expect(Date.parse(seen.body.value.autoReceiveAt ?? '') - Date.parse(seen.body.value.paidAt ?? '')).toBe(
      3_600_000,
    );

    const confirmed = await member.client.post<Withdrawal>(WALLET_API.withdrawalConfirm(withdrawal.id), {
      received: true,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.value).toMatchObject({
      status: 'RECEIVED',
      confirmation: 'member',
      amountReceived: String(VND(300_000)),
      amountRemainder: '0',
      autoReceiveAt: null,
    });
    const twice = await member.client.post(WALLET_API.withdrawalConfirm(withdrawal.id), { received: true });
    expect([twice.status, twice.body.code]).toEqual([409, 'withdrawal_not_paid']);
    await expectLedgerConsistent(ctx.db);
  });

  it('reject: the held money goes back, the reason is kept and shown to the member', async () => {
    const op = await loggedInOperator(ctx);
    const { withdrawal, member } = await pending(VND(250_000));
    const noReason = await op.post(OPERATOR_API.withdrawalReject(withdrawal.id), { reason: '  ' });
    expect(noReason.status).toBe(400);
    const res = await op.post<OperatorWithdrawal>(OPERATOR_API.withdrawalReject(withdrawal.id), {
      reason: 'Tên chủ tài khoản không khớp',
    });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'Tên chủ tài khoản không khớp',
    });
    expect(await balances(ctx.db, member.id)).toEqual({ main: VND(1_000_000), held: 0n });
    const seen = await member.client.get<Withdrawal>(WALLET_API.withdrawal(withdrawal.id));
    expect(seen.body.value).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'Tên chủ tài khoản không khớp',
    });
    const release = await ctx.db
      .selectFrom('ledger_transfers')
      .select('kind')
      .where('idempotency_key', '=', `withdrawal:${withdrawal.id}:release`)
      .executeTakeFirstOrThrow();
    expect(release.kind).toBe('withdrawal_release');
    // decided: neither approve, reject nor a member cancel changes it again
    expect((await op.post(OPERATOR_API.withdrawalApprove(withdrawal.id))).body.code).toBe(
      'withdrawal_not_pending',
    );
    expect((await op.post(OPERATOR_API.withdrawalReject(withdrawal.id), { reason: 'x' })).body.code).toBe(
      'withdrawal_not_pending',
    );
    expect((await member.client.post(WALLET_API.withdrawalCancel(withdrawal.id))).body.code).toBe(
      'withdrawal_not_pending',
    );
    expect(await balances(ctx.db, member.id)).toEqual({ main: VND(1_000_000), held: 0n });
    await expectLedgerConsistent(ctx.db);
  });

  it('a double approval (even at the same moment) pays once: the other answers 409 withdrawal_not_pending', async () => {
    const op = await loggedInOperator(ctx);
    const other = await loggedInOperator(ctx);
    const { withdrawal, member } = await pending(VND(200_000));
    const results = await Promise.all([
      op.post(OPERATOR_API.withdrawalApprove(withdrawal.id)),
      other.post(OPERATOR_API.withdrawalApprove(withdrawal.id)),
      other.post(OPERATOR_API.withdrawalReject(withdrawal.id), { reason: 'late' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(results.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual([
      'withdrawal_not_pending',
      'withdrawal_not_pending',
    ]);
    const again = await op.post(OPERATOR_API.withdrawalApprove(withdrawal.id));
    expect([again.status, again.body.code]).toEqual([409, 'withdrawal_not_pending']);
    const final = (await member.client.get<Withdrawal>(WALLET_API.withdrawal(withdrawal.id))).body.value
      .status;
    const main = (await balances(ctx.db, member.id)).main;
    // either the approval or the rejection won, never both
    expect([final, main]).toEqual(final === 'PAID' ? ['PAID', VND(800_000)] : ['REJECTED', VND(1_000_000)]);
    expect((await sandboxPayouts(withdrawal.id)).length).toBe(final === 'PAID' ? 1 : 0);
    await expectLedgerConsistent(ctx.db);
  });

  it('a cancelled withdrawal cannot be approved', async () => {
    const op = await loggedInOperator(ctx);
    const { withdrawal, member } = await pending();
    await member.client.post(WALLET_API.withdrawalCancel(withdrawal.id));
    const res = await op.post(OPERATOR_API.withdrawalApprove(withdrawal.id));
    expect([res.status, res.body.code]).toEqual([409, 'withdrawal_not_pending']);
    const retry = await op.post(OPERATOR_API.withdrawalPayout(withdrawal.id));
    expect([retry.status, retry.body.code]).toEqual([409, 'withdrawal_not_approved']);
  });
});

describe('a payout that fails', () => {
  it('leaves the withdrawal APPROVED with the error; a retry pays once, however often it is asked', async () => {
    const sandbox = createSandboxGateway(ctx.db, 'test-secret-test-secret');
    let failures = 1;
    let calls = 0;
    const flaky: PaymentGateway = {
      ...sandbox,
      async payout(input) {
        calls += 1;
        if (failures > 0) {
          failures -= 1;
          throw new Error('gateway timeout');
        }
        return sandbox.payout(input);
      },
    };
    const { withdrawal, member } = await pending(VND(400_000));
    const reviewer = { operatorId: null, via: 'cli' } as const;
    const first = await approveWithdrawal(ctx.db, [flaky], BigInt(withdrawal.id), reviewer);
    expect(first).toMatchObject({
      status: 'APPROVED',
      payoutError: 'gateway timeout',
      payoutAttempts: 1,
      payoutRef: null,
    });
    // the money has left the member already; nothing was paid out yet
    expect(await balances(ctx.db, member.id)).toEqual({ main: VND(600_000), held: 0n });
    expect(await sandboxPayouts(withdrawal.id)).toEqual([]);
    expect(
      (await member.client.get<Withdrawal>(WALLET_API.withdrawal(withdrawal.id))).body.value.status,
    ).toBe('APPROVED');

    // two retries at once, then another: the same key reaches the gateway each time, one payout exists
    const [a, b] = await Promise.all([
      sendPayout(ctx.db, [flaky], BigInt(withdrawal.id)),
      sendPayout(ctx.db, [flaky], BigInt(withdrawal.id)).catch((e: { code?: string }) => e.code),
    ]);
    expect(a.status).toBe('PAID');
    expect([b === 'withdrawal_not_approved', (b as { status?: string }).status === 'PAID']).toContain(true);
    expect(await sandboxPayouts(withdrawal.id)).toEqual([
      { amount: VND(400_000), account_number: '0071000123456' },
    ]);
    await expect(sendPayout(ctx.db, [flaky], BigInt(withdrawal.id))).rejects.toMatchObject({
      code: 'withdrawal_not_approved',
    });
    // the sandbox itself answers a repeated key with the first payout
    const replay = await sandbox.payout({
      idempotencyKey: `withdrawal:${withdrawal.id}`,
      amount: VND(400_000),
      bankCode: 'VCB',
      accountNumber: '0071000123456',
      payeeName: 'NGUYEN VAN AN',
      description: 'again',
    });
    expect(replay.payoutRef).toBe(a.payoutRef);
    expect(await sandboxPayouts(withdrawal.id)).toHaveLength(1);
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(await balances(ctx.db, member.id)).toEqual({ main: VND(600_000), held: 0n });
    await expectLedgerConsistent(ctx.db);
  });

  it('can be retried through the operator API', async () => {
    const op = await loggedInOperator(ctx);
    const { withdrawal } = await pending(VND(150_000));
    const failing: PaymentGateway = {
      ...createSandboxGateway(ctx.db, 'test-secret-test-secret'),
      payout: async () => {
        throw new Error('bank offline');
      },
    };
    await approveWithdrawal(ctx.db, [failing], BigInt(withdrawal.id), { operatorId: null, via: 'cli' });
    const retried = await op.post<OperatorWithdrawal>(OPERATOR_API.withdrawalPayout(withdrawal.id));
    expect(retried.status).toBe(200);
    expect(retried.body.value).toMatchObject({
      status: 'PAID',
      payoutError: null,
      payoutAttempts: 2,
      reviewedBy: 'cli',
    });
    expect(await sandboxPayouts(withdrawal.id)).toHaveLength(1);
  });
});
