import { WALLET_API } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-db.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  ctx = await createTestApp({ callbackRateLimitPerMinute: 100, rateLimitPerMinute: 0 });
});
afterAll(() => ctx.close());

async function storedCallbacks() {
  const row = await ctx.db
    .selectFrom('gateway_callbacks')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('the gateway callback route under a flood of anonymous requests', () => {
  it('stores nothing unsigned, refuses big bodies unread, and answers 429 after its limit', async () => {
    const before = await storedCallbacks();
    const big = JSON.stringify({ eventId: 'x', padding: 'A'.repeat(64 * 1024) });
    const small = JSON.stringify({
      eventId: 'forged',
      type: 'deposit.approved',
      reference: 'HBAAAAAAAA',
      gatewayRef: 'SBX',
      amount: '1',
    });
    const statuses: number[] = [];
    for (let i = 0; i < 300; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: WALLET_API.gatewayCallback('sandbox'),
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': 't=1,v1=00' },
        payload: i % 2 === 0 ? big : small,
      });
      statuses.push(res.statusCode);
      expect(res.json()).toMatchObject({ success: false });
    }
    // the first 100 are read (and refused: too large, or a bad signature), every one after is 429
    expect(statuses.slice(0, 100).every((s) => s === 413 || s === 401)).toBe(true);
    expect(statuses.slice(0, 100)).toContain(413);
    expect(statuses.slice(100).every((s) => s === 429)).toBe(true);
    expect(await storedCallbacks()).toBe(before);
  });
});
