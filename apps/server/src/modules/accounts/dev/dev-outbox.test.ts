import { ACCOUNTS_API, type OutboxMessage } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-db.ts';
import { createMember, TestClient } from '../testing.ts';

/**
 * The dev outbox in demo mode must never hand a stranger someone else's code: the attack was to ask a phone
 * password reset for a victim's number and read the code at /api/dev/outbox, anonymously.
 */

let demo: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  demo = await createTestApp({ devOutbox: 'session', trustProxy: true, accountsRateLimitPerMinute: 1000 });
});
afterAll(() => demo?.close());

let ipCounter = 1;
/** A browser of its own (cookies) at an address of its own. */
const browser = (ctx: Awaited<ReturnType<typeof createTestApp>>) =>
  new TestClient(ctx.app, `198.51.100.${ipCounter++}`);

async function outbox(client: TestClient, to?: string) {
  const res = await client.get<OutboxMessage[]>(`${ACCOUNTS_API.devOutbox}${to ? `?to=${to}` : ''}`);
  expect(res.status).toBe(200);
  return res.body.value;
}

describe('the dev outbox in demo mode (DEV_OUTBOX=session)', () => {
  it("shows a member's reset code only to the browsers that member logged in from — not to whoever asked", async () => {
    const victim = await createMember(demo.db, { mobile: { dialingCode: '84', mobile: '987650001' } });
    const victimPhone = browser(demo);
    expect((await victimPhone.login(victim.username, 'Test1234')).status).toBe(200);

    // the attacker asks a password reset for the victim's number: the answer does not tell whether it exists
    const attacker = browser(demo);
    const asked = await attacker.post(ACCOUNTS_API.phonePasswordCode, {
      mobileNum: '987650001',
      countryDialingCode: '84',
    });
    expect(asked.status).toBe(200);

    expect(await outbox(attacker)).toEqual([]);
    expect(await outbox(attacker, '84987650001')).toEqual([]);
    const anonymous = new TestClient(demo.app);
    expect(await outbox(anonymous)).toEqual([]);
    expect(await outbox(browser(demo), '84987650001')).toEqual([]);

    const mine = await outbox(victimPhone, '84987650001');
    expect(mine).toHaveLength(1);
    expect(mine[0]?.body).toMatch(/\b\d{6}\b/);
  });

  it('shows a code to a number being registered only to the browser session that asked for it', async () => {
    const registrant = browser(demo);
    const sent = await registrant.post(ACCOUNTS_API.registerCode, {
      mobileNo: '987650002',
      countryDialingCode: '84',
    });
    expect(sent.status).toBe(200);
    expect((await outbox(registrant, '84987650002')).length).toBe(1);
    expect(await outbox(browser(demo), '84987650002')).toEqual([]);
    expect(await outbox(new TestClient(demo.app), '84987650002')).toEqual([]);
  });
});
