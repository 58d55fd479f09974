import { ACCOUNTS_API } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-db.ts';
import { createMember, TestClient } from '../testing.ts';

// its own file: the accounts settings (DEV_OUTBOX among them) are per process
let open: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  open = await createTestApp({ devOutbox: 'open', accountsRateLimitPerMinute: 1000 });
});
afterAll(() => open?.close());

describe('the dev outbox for the browser tests (DEV_OUTBOX=open)', () => {
  it('shows every message to callers on this machine and nothing to others', async () => {
    const member = await createMember(open.db, { mobile: { dialingCode: '84', mobile: '987650003' } });
    const asker = new TestClient(open.app);
    await asker.post(ACCOUNTS_API.phonePasswordCode, { mobileNum: '987650003', countryDialingCode: '84' });
    expect(member.username).toBeTruthy();
    const local = await open.app.inject({ url: `${ACCOUNTS_API.devOutbox}?to=84987650003` });
    expect(local.json().value).toHaveLength(1);
    const remote = await open.app.inject({
      url: `${ACCOUNTS_API.devOutbox}?to=84987650003`,
      remoteAddress: '203.0.113.9',
    });
    expect([remote.statusCode, remote.json().code]).toEqual([403, 'access_restricted']);
  });
});
