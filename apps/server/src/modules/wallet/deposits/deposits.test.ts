import { WALLET_API } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-db.ts';
import { sign } from '../../../adapters/payments/signature.ts';
import { createMember, TestClient } from '../../accounts/testing.ts';
import {
  balanceOf as balance,
  type DepositView,
  gatewayRefOf,
  newMember,
  postCallback,
  pressOnPage,
  startDeposit as start,
} from './testing.ts';

const SECRET = 'test-sandbox-secret-of-32-chars!';
let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  // one member's requests at once, as several server processes would send them (each process lets one through)
  ctx = await createTestApp({ paymentSandboxSecret: SECRET, memberRequestGuard: false });
});
afterAll(() => ctx.close());

const member = () => newMember(ctx.app, ctx.db);
const callback = (body: Record<string, string>, signature?: string) =>
  postCallback(ctx.app, SECRET, body, signature);
const gatewayRef = (reference: string) => gatewayRefOf(ctx.db, reference);

describe('deposits through the sandbox gateway', () => {
  it('lists the channels; a new member starts with the registration gift only', async () => {
    const client = await member();
    const channels = await client.get<{ code: string }[]>(WALLET_API.depositChannels);
    expect(channels.body.value.map((c) => c.code)).toEqual(['SANDBOX_BANK', 'SANDBOX_EWALLET']);
    expect(await balance(client)).toBe('0');
  });

  it('refuses bad amounts with clear codes', async () => {
    const client = await member();
    for (const amount of ['0', '-500', '12.5', 'abc', '', '1e9', ' ']) {
      const res = await start(client, amount);
      expect(res.status, amount).toBe(400);
      expect(res.body.code, amount).toBe('invalid_amount');
    }
    expect((await start(client, '100')).body.code).toBe('deposit_below_minimum');
    expect((await start(client, '999999999999999')).body.code).toBe('deposit_above_maximum');
    expect((await start(client, '500000', 'NOPE')).body.code).toBe('channel_unavailable');
  });

  it('enforces the daily limit per channel', async () => {
    const client = await member();
    const max = '2000000000'; // 20,000,000 ₫, the e-wallet maximum; its daily limit is 50,000,000 ₫
    expect((await start(client, max, 'SANDBOX_EWALLET')).status).toBe(200);
    expect((await start(client, max, 'SANDBOX_EWALLET')).status).toBe(200);
    const third = await start(client, max, 'SANDBOX_EWALLET');
    expect(third.body.code).toBe('deposit_daily_limit');
  });

  it('credits exactly once when the person approves on the hosted page, even if the callback comes again', async () => {
    const client = await member();
    const started = await start(client, '10000000');
    expect(started.status).toBe(200);
    const dep = started.body.value;
    expect(dep.status).toBe('PENDING');
    expect(dep.reference).toMatch(/^HB[A-Z0-9]{8}$/);

    const approve = await pressOnPage(ctx.app, client, dep.paymentUrl, 'approve');
    expect(approve.status).toBe(303);
    expect(await balance(client)).toBe('10000000');
    const after = await client.get<DepositView>(WALLET_API.deposit(dep.id));
    expect(after.body.value.status).toBe('APPROVED');

    const ref = await gatewayRef(dep.reference);
    const again = await callback({
      eventId: `${ref}:APPROVED`,
      type: 'deposit.approved',
      reference: dep.reference,
      gatewayRef: ref,
      amount: dep.amount,
    });
    expect(again.json().value).toBe('duplicate');
    const lateDecline = await callback({
      eventId: `${ref}:DECLINED`,
      type: 'deposit.declined',
      reference: dep.reference,
      gatewayRef: ref,
      amount: dep.amount,
    });
    expect(lateDecline.json().value).toBe('ignored');
    expect(await balance(client)).toBe('10000000');
  });

  it('credits once when two deliveries of the same approval race', async () => {
    const client = await member();
    const dep = (await start(client, '7000000')).body.value;
    const ref = await gatewayRef(dep.reference);
    const body = {
      eventId: `${ref}:APPROVED`,
      type: 'deposit.approved',
      reference: dep.reference,
      gatewayRef: ref,
      amount: dep.amount,
    };
    const results = await Promise.all([callback(body), callback(body), callback(body)]);
    expect(results.map((r) => r.json().value).sort()).toEqual(['credited', 'duplicate', 'duplicate']);
    expect(await balance(client)).toBe('7000000');
  });

  it('a decline changes the status and moves no money', async () => {
    const client = await member();
    const dep = (await start(client, '6000000')).body.value;
    const res = await pressOnPage(ctx.app, client, dep.paymentUrl, 'decline');
    expect(res.status).toBe(303);
    expect((await client.get<DepositView>(WALLET_API.deposit(dep.id))).body.value.status).toBe('DECLINED');
    expect(await balance(client)).toBe('0');
  });

  it('refuses forged, stale and malformed callbacks and stores none of them', async () => {
    const client = await member();
    const dep = (await start(client, '5000000')).body.value;
    const ref = await gatewayRef(dep.reference);
    const body = {
      eventId: `${ref}:APPROVED`,
      type: 'deposit.approved',
      reference: dep.reference,
      gatewayRef: ref,
      amount: dep.amount,
    };
    const forged = await callback(body, sign('not-the-secret', JSON.stringify(body)));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('callback_invalid');
    const stale = await callback(body, sign(SECRET, JSON.stringify(body), Date.now() - 3_600_000));
    expect(stale.statusCode).toBe(401);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: WALLET_API.gatewayCallback('sandbox'),
      headers: { 'content-type': 'application/json' },
      payload: '{"x":1}',
    });
    expect(missing.statusCode).toBe(401);
    const tampered = await callback({ ...body, amount: '999999999' }, sign(SECRET, JSON.stringify(body)));
    expect(tampered.statusCode).toBe(401);
    expect(await balance(client)).toBe('0');
    const stored = await ctx.db
      .selectFrom('gateway_callbacks')
      .select('id')
      .where('verified', '=', false)
      .execute();
    expect(stored).toEqual([]);
  });

  it("does not credit an approval whose amount or gateway reference is not the deposit's", async () => {
    const client = await member();
    const dep = (await start(client, '5000000')).body.value;
    const ref = await gatewayRef(dep.reference);
    const approval = {
      type: 'deposit.approved',
      reference: dep.reference,
      gatewayRef: ref,
      amount: dep.amount,
    };
    const amount = await callback({ ...approval, eventId: `${ref}:A1`, amount: '5000001' });
    expect(amount.json().value).toBe('mismatch');
    const otherRef = 'SBX000000000000000000';
    const wrongRef = await callback({ ...approval, eventId: `${otherRef}:APPROVED`, gatewayRef: otherRef });
    expect(wrongRef.json().value).toBe('mismatch');
    expect(await balance(client)).toBe('0');
    expect((await client.get<DepositView>(WALLET_API.deposit(dep.id))).body.value.status).toBe('PENDING');
    // the right one still credits
    expect((await callback({ ...approval, eventId: `${ref}:APPROVED` })).json().value).toBe('credited');
    expect(await balance(client)).toBe('5000000');
  });

  it('answers a repeated request id with the first deposit, and another body with a conflict', async () => {
    const client = await member();
    const requestId = 'dep-req-0001';
    const [a, b] = await Promise.all([
      start(client, '5000000', 'SANDBOX_BANK', requestId),
      start(client, '5000000', 'SANDBOX_BANK', requestId),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.value.id).toBe(b.body.value.id);
    expect(a.body.value.paymentUrl).not.toBe('');
    const again = await start(client, '5000000', 'SANDBOX_BANK', requestId);
    expect(again.body.value.id).toBe(a.body.value.id);
    const conflict = await start(client, '5000100', 'SANDBOX_BANK', requestId);
    expect([conflict.status, conflict.body.code]).toEqual([409, 'idempotency_conflict']);
    expect((await client.get<{ total: number }>(WALLET_API.deposits)).body.value.total).toBe(1);
    const orders = await ctx.db
      .selectFrom('sandbox_payments')
      .select('gateway_ref')
      .where('merchant_reference', '=', a.body.value.reference)
      .execute();
    expect(orders).toHaveLength(1);
  });

  it("keeps members out of each other's deposits", async () => {
    const owner = await member();
    const other = await member();
    const dep = (await start(owner, '5000000')).body.value;
    const res = await other.get(WALLET_API.deposit(dep.id));
    expect(res.status).toBe(404);
    expect((await other.get<{ total: number }>(WALLET_API.deposits)).body.value.total).toBe(0);
  });

  it('needs a session, and a real account to deposit; demo members see their play money', async () => {
    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.get(WALLET_API.balance)).status).toBe(401);
    const demo = await createMember(ctx.db, { type: 4, password: 'Test1234' });
    const client = new TestClient(ctx.app);
    const login = await client.post('/api/accounts/login', { username: demo.username, password: 'Test1234' });
    expect(login.status).toBe(200);
    const res = await start(client, '5000000');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('in_need_true_account');
    const play = await client.get<{ sumBalance: string }>(WALLET_API.balance);
    expect(play.body.value.sumBalance).toBe('200000000');
  });
});
