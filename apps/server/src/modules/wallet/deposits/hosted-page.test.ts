import { WALLET_API } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-db.ts';
import { loadConfig } from '../../../config.ts';
import { TestClient } from '../../accounts/testing.ts';
import { expectLedgerConsistent } from '../withdrawals/testing.ts';
import { balanceOf, type DepositView, newMember, openPage, pressOnPage, startDeposit } from './testing.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitPerMinute: 0 });
});
afterAll(() => ctx.close());

async function sandboxStatus(reference: string) {
  const row = await ctx.db
    .selectFrom('sandbox_payments')
    .select('status')
    .where('merchant_reference', '=', reference)
    .executeTakeFirstOrThrow();
  return row.status;
}

describe("the sandbox gateway's hosted page", () => {
  it('acts only for the member who started the deposit, in their session', async () => {
    const owner = await newMember(ctx.app, ctx.db);
    const stranger = await newMember(ctx.app, ctx.db);
    const dep = (await startDeposit(owner, '300000000')).body.value;

    // an anonymous visitor and another member see a message and no buttons
    const anonymousPage = await openPage(ctx.app, null, dep.paymentUrl);
    expect([anonymousPage.status, anonymousPage.token]).toEqual([401, '']);
    const strangerPage = await openPage(ctx.app, stranger, dep.paymentUrl);
    expect([strangerPage.status, strangerPage.token]).toEqual([403, '']);
    expect(strangerPage.html).not.toContain('sandbox-approve');

    // approving without the owner's session changes nothing, whatever token is sent
    const ownerToken = (await openPage(ctx.app, owner, dep.paymentUrl)).token;
    expect(ownerToken).toMatch(/^[0-9a-f]{64}$/);
    expect((await pressOnPage(ctx.app, null, dep.paymentUrl, 'approve', ownerToken)).status).toBe(401);
    expect((await pressOnPage(ctx.app, stranger, dep.paymentUrl, 'approve', ownerToken)).status).toBe(403);
    // the owner's cookies without the page's token (a form posted from another site) change nothing either
    expect((await pressOnPage(ctx.app, owner, dep.paymentUrl, 'approve', 'f'.repeat(64))).status).toBe(403);
    expect(await sandboxStatus(dep.reference)).toBe('OPEN');
    expect(await balanceOf(owner)).toBe('0');
    expect(await balanceOf(stranger)).toBe('0');

    expect((await pressOnPage(ctx.app, owner, dep.paymentUrl, 'approve', ownerToken)).status).toBe(303);
    expect(await balanceOf(owner)).toBe('300000000');
  });

  it('takes one decision when approve and decline race, and both books agree', async () => {
    const owner = await newMember(ctx.app, ctx.db);
    const deposits: DepositView[] = [];
    for (let i = 0; i < 20; i++) deposits.push((await startDeposit(owner, '5000000')).body.value);
    const tokens = await Promise.all(
      deposits.map(async (d) => (await openPage(ctx.app, owner, d.paymentUrl)).token),
    );
    await Promise.all(
      deposits.flatMap((d, i) =>
        Array.from({ length: 10 }, (_, k) =>
          pressOnPage(ctx.app, owner, d.paymentUrl, k % 2 === 0 ? 'approve' : 'decline', tokens[i]),
        ),
      ),
    );
    let approved = 0;
    for (const d of deposits) {
      const site = (await owner.get<DepositView>(WALLET_API.deposit(d.id))).body.value.status;
      const gateway = await sandboxStatus(d.reference);
      expect(site, d.reference).toBe(gateway);
      if (site === 'APPROVED') approved += 1;
    }
    expect(BigInt(await balanceOf(owner))).toBe(BigInt(approved) * 5000000n);
    await expectLedgerConsistent(ctx.db);
  });
});

describe('outside the demo', () => {
  it('lists no sandbox channel, has no hosted page, and production refuses to start with the demo parts on', async () => {
    const live = await createTestApp({ demoMode: false });
    try {
      const owner = await newMember(live.app, live.db);
      // the seeded sandbox channels stay in the table, active, but no gateway of this configuration serves them
      const seeded = await live.db
        .selectFrom('payment_channels')
        .select('gateway')
        .where('active', '=', true)
        .execute();
      expect(seeded.map((c) => c.gateway)).toContain('sandbox');
      const channels = await owner.get<unknown[]>(WALLET_API.depositChannels);
      expect([channels.status, channels.body.value]).toEqual([200, []]);
      const started = await startDeposit(owner, '500000');
      expect([started.status, started.body.code]).toEqual([400, 'channel_unavailable']);
      const page = await live.app.inject({
        method: 'POST',
        url: '/sandbox-gateway/pay/SBX000000000000000000/approve',
      });
      expect(page.statusCode).toBe(404);
      const anonymous = new TestClient(live.app);
      expect((await anonymous.get('/sandbox-gateway/pay/SBX000000000000000000')).status).toBe(404);
    } finally {
      await live.close();
    }
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' })).toThrow(
      /NODE_ENV=production refuses to start with development parts on: DEMO_MODE/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', OAUTH_MODE: 'dev' })).toThrow(/OAUTH_MODE=dev/);
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({
      demoMode: false,
      devOutbox: 'off',
      oauthMode: 'off',
    });
  });
});
