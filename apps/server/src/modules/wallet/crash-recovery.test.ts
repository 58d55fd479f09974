import { ACCOUNTS_API, OPERATOR_API, WALLET_API } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient, type ServerProcess, startServer, until } from '../../../test/server-process.ts';

import { createTestDatabase, type TestDatabase } from '../../../test/test-db.ts';
import { createSandboxGateway, sandboxSecret } from '../../adapters/payments/sandbox/gateway.ts';
import { hashPassword } from '../accounts/index.ts';
import { createMember } from '../accounts/testing.ts';
import { createOperator } from '../operator/index.ts';
import { reconcile } from './reconciliation/service.ts';
import { balances, expectLedgerConsistent, fund, VND } from './withdrawals/testing.ts';

/** A deposit's approval goes through the sandbox gateway's callback: slower than a game's steps. */
const untilSlow = (what: string, check: () => Promise<boolean>) =>
  until(what, check, { timeoutMs: 90_000, everyMs: 250 });

/**
 * The real server is killed (SIGKILL, CRASH_AT=<step>) at each step of a deposit and a withdrawal and started
 * again; each must complete, or be undone, by itself: client retries with their request ids, the recovery jobs
 * that run at start, the sandbox's callback retries. At the end both books agree (the reconciliation finds
 * nothing) and the ledger holds. Each server process recovers the previous crash and is killed at the next step.
 */

let database: TestDatabase;
let server: ServerProcess | undefined;
const PAYMENT_PASSWORD = '135790';
const member = { id: 0n, username: '' };
let operatorToken = '';

beforeAll(async () => {
  database = await createTestDatabase({ maxConnections: 4 });
  const created = await createMember(database.db, { payeeName: 'NGUYEN VAN AN' });
  Object.assign(member, created);
  await database.db
    .updateTable('members')
    .set({ payment_password_hash: await hashPassword(PAYMENT_PASSWORD) })
    .where('id', '=', created.id)
    .execute();
  await fund(database.db, created.id, VND(1_000_000));
  await createOperator(database.db, 'crashop', 'operator-password-1');
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

async function serverCrashingAt(step: string | null, options: { mayDie?: boolean } = {}) {
  server = await startServer(
    {
      DATABASE_URL: database.url,
      RATE_LIMIT_PER_MINUTE: '0',
      DEPOSIT_RECOVER_AFTER_SECONDS: '1',
      JOBS_POLL_SECONDS: '0.5',
      ...(step ? { CRASH_AT: step } : {}),
    },
    options,
  );
  return server;
}

/** Waits for the current server process to die by its crash step. */
async function crashed(): Promise<void> {
  expect(await server!.exited).toBe('SIGKILL');
}

const depositStatus = async (requestId: string) =>
  (
    await database.db
      .selectFrom('deposits')
      .select('status')
      .where('request_id', '=', requestId)
      .executeTakeFirst()
  )?.status;

const withdrawalOf = async (requestId: string) =>
  database.db
    .selectFrom('withdrawals')
    .select(['id', 'status', 'payout_ref'])
    .where('request_id', '=', requestId)
    .executeTakeFirst();

async function loggedIn(baseUrl: string, client?: HttpClient): Promise<HttpClient> {
  const c = client ?? new HttpClient(baseUrl);
  c.baseUrl = baseUrl;
  if (!client) {
    const res = await c.send('POST', ACCOUNTS_API.login, {
      username: member.username,
      password: 'Test1234',
      type: 'username',
    });
    expect(res.status, res.text).toBe(200);
  }
  return c;
}

async function pressApprove(client: HttpClient, paymentUrl: string) {
  const page = await client.send('GET', paymentUrl);
  const token = /name="token" value="([0-9a-f]+)"/.exec(page.text)?.[1];
  expect(token, page.text).toBeDefined();
  return client.sendExpectingCrash(
    'POST',
    `${paymentUrl.split('?')[0]}/approve`,
    new URLSearchParams({ token: token! }),
  );
}

const depositA = { channel: 'SANDBOX_BANK', amount: '5000000', requestId: 'crash-deposit-a' };
const depositB = { channel: 'SANDBOX_BANK', amount: '6000000', requestId: 'crash-deposit-b' };

describe('a server killed at every step of a deposit and a withdrawal', () => {
  it('completes or undoes each by itself, and the two books agree', async () => {
    // 1. killed after recording deposit A, before opening its order at the gateway
    let s = await serverCrashingAt('deposit.before-gateway');
    const client = await loggedIn(s.baseUrl);
    expect(await client.sendExpectingCrash('POST', WALLET_API.deposits, depositA)).toBeUndefined();
    await crashed();
    expect(await depositStatus(depositA.requestId)).toBe('PENDING');

    // 2. the member retries A (same request id): its order opens now. Approved on the hosted page, the server is
    //    killed while crediting it (the transaction rolls back)
    s = await serverCrashingAt('deposit.after-credit');
    await loggedIn(s.baseUrl, client);
    const a = await client.send('POST', WALLET_API.deposits, depositA);
    expect(a.status, a.text).toBe(200);
    const paymentUrlA = (a.json!.value as { paymentUrl: string }).paymentUrl;
    expect(paymentUrlA).toMatch(/^\/sandbox-gateway\/pay\//);
    await pressApprove(client, paymentUrlA);
    await crashed();
    expect(await depositStatus(depositA.requestId)).toBe('PENDING');

    // 3. at start the recovery asks the gateway and credits A; deposit B is killed just after its order opened
    s = await serverCrashingAt('deposit.after-gateway');
    await loggedIn(s.baseUrl, client);
    await untilSlow(
      'deposit A credited',
      async () => (await depositStatus(depositA.requestId)) === 'APPROVED',
    );
    expect(await client.sendExpectingCrash('POST', WALLET_API.deposits, depositB)).toBeUndefined();
    await crashed();

    // 4. B retried (the same order, not a second one), approved, killed right after the gateway decided
    s = await serverCrashingAt('sandbox.after-decision');
    await loggedIn(s.baseUrl, client);
    const b = await client.send('POST', WALLET_API.deposits, depositB);
    expect(b.status, b.text).toBe(200);
    const orders = await database.db.selectFrom('sandbox_payments').select('merchant_reference').execute();
    expect(orders).toHaveLength(2);
    await pressApprove(client, (b.json!.value as { paymentUrl: string }).paymentUrl);
    await crashed();

    // 5. B credited by the recovery (or the sandbox's retried callback); a withdrawal killed after it was recorded
    s = await serverCrashingAt('withdrawal.after-request');
    await loggedIn(s.baseUrl, client);
    await untilSlow(
      'deposit B credited',
      async () => (await depositStatus(depositB.requestId)) === 'APPROVED',
    );
    const card = await client.send('POST', '/api/wallet/cards', {
      bankCode: 'VCB',
      accountNumber: '0071000123456',
      payeeName: 'Nguyen Van An',
    });
    expect(card.status, card.text).toBe(200);
    const withdraw = {
      cardId: (card.json!.value as { id: string }).id,
      amount: String(VND(300_000)),
      paymentPassword: PAYMENT_PASSWORD,
      requestId: 'crash-withdrawal-1',
    };
    expect(await client.sendExpectingCrash('POST', WALLET_API.withdrawals, withdraw)).toBeUndefined();
    await crashed();

    // 6. the retry answers the same withdrawal; the operator's approval is killed before any payout
    s = await serverCrashingAt('withdrawal.after-approval');
    await loggedIn(s.baseUrl, client);
    const retried = await client.send('POST', WALLET_API.withdrawals, withdraw);
    expect(retried.status, retried.text).toBe(200);
    const withdrawalId = (retried.json!.value as { id: string }).id;
    expect((await withdrawalOf(withdraw.requestId))?.id).toBe(BigInt(withdrawalId));
    const operator = new HttpClient(s.baseUrl);
    const login = await operator.send('POST', OPERATOR_API.login, {
      username: 'crashop',
      password: 'operator-password-1',
    });
    operatorToken = (login.json!.value as { token: string }).token;
    expect(
      await operator.sendExpectingCrash('POST', OPERATOR_API.withdrawalApprove(withdrawalId), undefined, {
        authorization: `Bearer ${operatorToken}`,
      }),
    ).toBeUndefined();
    await crashed();
    expect((await withdrawalOf(withdraw.requestId))?.status).toBe('APPROVED');

    // 7. the payout sweep at start picks it up and is killed before calling the gateway…
    await serverCrashingAt('withdrawal.before-payout', { mayDie: true });
    await crashed();
    // 8. …then killed after the gateway paid, before the answer was recorded
    await serverCrashingAt('withdrawal.after-payout', { mayDie: true });
    await crashed();
    const paidOnce = await database.db.selectFrom('sandbox_payouts').select('payout_ref').execute();
    expect(paidOnce).toHaveLength(1);
    expect((await withdrawalOf(withdraw.requestId))?.status).toBe('APPROVED');

    // 9. a healthy start: the payout found at the gateway is recorded, not sent again
    await serverCrashingAt(null);
    await untilSlow(
      'withdrawal paid',
      async () => (await withdrawalOf(withdraw.requestId))?.status === 'PAID',
    );
    expect((await withdrawalOf(withdraw.requestId))?.payout_ref).toBe(paidOnce[0]?.payout_ref);
    expect(await database.db.selectFrom('sandbox_payouts').select('payout_ref').execute()).toHaveLength(1);

    // every amount once: 1,000,000 ₫ funded + deposits A and B − the 300,000 ₫ withdrawal
    expect(await balances(database.db, member.id)).toEqual({
      main: VND(1_000_000) + 5_000_000n + 6_000_000n - VND(300_000),
      held: 0n,
    });
    await expectLedgerConsistent(database.db);
    const gateway = createSandboxGateway(database.db, await sandboxSecret(database.db, undefined));
    const today = new Date().toLocaleString('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh' }).slice(0, 10);
    const report = await reconcile(database.db, gateway, today);
    expect(report.items).toEqual([]);
    expect(report.depositsChecked).toBe(2);
    expect(report.payoutsChecked).toBe(1);
  }, 600_000);
});
