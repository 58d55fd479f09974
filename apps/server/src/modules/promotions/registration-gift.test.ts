import { WALLET_API } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-db.ts';
import { createMember, registerMember, TestClient } from '../accounts/testing.ts';
import { expectLedgerConsistent } from '../wallet/testing.ts';
import { payRegistrationGift, registrationGiftKey } from './registration-gift.ts';

const GIFT = 100_000n; // 1,000 ₫ in minor units, as the demo merchant is seeded

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimitPerMinute: 0, accountsRateLimitPerMinute: 1000 });
});
afterAll(() => ctx.close());

async function giftTransfers(memberId: bigint) {
  return ctx.db
    .selectFrom('ledger_transfers')
    .select('id')
    .where('idempotency_key', '=', registrationGiftKey(memberId))
    .execute();
}

async function memberId(username: string) {
  const row = await ctx.db
    .selectFrom('members')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('the registration gift (spec §9: 1,000 ₫)', () => {
  it('is in the balance right after registering, paid from the promotions account', async () => {
    const client = new TestClient(ctx.app);
    const username = `gift${Date.now().toString(36)}`.slice(0, 14);
    const res = await registerMember(client, ctx.db, { username });
    expect(res.status).toBe(200);
    const balance = await client.get<{ sumBalance: string }>(WALLET_API.balance);
    expect(balance.body.value.sumBalance).toBe(String(GIFT));
    const records = await client.get<{ items: { kind: string; amount: string; counterpart: string }[] }>(
      `${WALLET_API.bonusRecords}`,
    );
    expect(records.body.value.items[0]).toMatchObject({ kind: 'bonus', amount: String(GIFT) });
    expect(await giftTransfers(await memberId(username))).toHaveLength(1);
  });

  it('is paid once, however often or concurrently it is asked', async () => {
    const member = await createMember(ctx.db);
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => payRegistrationGift(ctx.db, member.id)),
    );
    expect(outcomes.every((o) => o.paid === GIFT)).toBe(true);
    expect(await giftTransfers(member.id)).toHaveLength(1);
    const main = await ctx.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('code', '=', `member:${member.id}:main`)
      .executeTakeFirstOrThrow();
    expect(main.balance).toBe(GIFT);
  });

  it('is paid once when the same registration is sent twice at once (one account, one gift)', async () => {
    const username = `twin${Date.now().toString(36)}`.slice(0, 14);
    const [a, b] = [new TestClient(ctx.app), new TestClient(ctx.app)];
    const answers = await Promise.all([
      registerMember(a, ctx.db, { username }),
      registerMember(b, ctx.db, { username }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409].sort());
    expect(await giftTransfers(await memberId(username))).toHaveLength(1);
  });

  it('is never paid to demo (free-play) accounts, nor when the operator turns it off', async () => {
    const demo = await createMember(ctx.db, { type: 4 });
    expect(await payRegistrationGift(ctx.db, demo.id)).toEqual({ paid: 0n, reason: 'demo' });
    expect(await giftTransfers(demo.id)).toHaveLength(0);
    await ctx.db.updateTable('promotion_settings').set({ registration_gift: 0n }).execute();
    try {
      const member = await createMember(ctx.db);
      expect(await payRegistrationGift(ctx.db, member.id)).toEqual({ paid: 0n, reason: 'off' });
    } finally {
      await ctx.db.updateTable('promotion_settings').set({ registration_gift: GIFT }).execute();
    }
    await expectLedgerConsistent(ctx.db);
  });
});
