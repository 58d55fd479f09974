import { ACCOUNTS_API, type LoginResult, type MemberInfo, SESSION_COOKIE } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSecurityTestApp, nextIp } from '../security/testing.ts';
import { createMember, TestClient } from '../testing.ts';
import { nicknameFrom } from './service.ts';

let t: Awaited<ReturnType<typeof buildSecurityTestApp>>;
beforeAll(async () => {
  t = await buildSecurityTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Ok = Extract<LoginResult, { status: 'ok' }>;
let emails = 0;
const freshEmail = () => `oauth${Date.now() % 1_000_000}${++emails}@example.com`;

/** start → the dev provider's page → Continue: answers the callback address the provider sends the browser to. */
async function signInAtProvider(
  client: TestClient,
  provider: 'google' | 'facebook',
  identity: Record<string, string>,
): Promise<string> {
  const start = await client.get(`${ACCOUNTS_API.oauthStart(provider)}?lang=vi`);
  expect(start.status).toBe(302);
  const authorize = String(start.headers.location);
  expect(authorize).toMatch(/^\/api\/accounts\/oauth\/dev\/authorize\?/);
  const page = await t.app.inject({ url: authorize });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain('Đăng nhập phát triển');
  const query = new URL(authorize, 'http://x').searchParams;
  const approve = new URLSearchParams({
    provider: query.get('provider')!,
    state: query.get('state')!,
    redirect_uri: query.get('redirect_uri')!,
    ...identity,
  });
  const back = await t.app.inject({ url: `/api/accounts/oauth/dev/approve?${approve}` });
  expect(back.statusCode).toBe(302);
  const callback = String(back.headers.location);
  expect(callback.startsWith(`${ACCOUNTS_API.oauthCallback(provider)}?code=`)).toBe(true);
  return callback;
}

/** The whole trip to the callback; answers where the callback redirects. */
async function signIn(client: TestClient, provider: 'google' | 'facebook', identity: Record<string, string>) {
  const res = await client.get(await signInAtProvider(client, provider, identity));
  expect(res.status).toBe(302);
  return String(res.headers.location);
}

const ticketOf = (location: string) => {
  const ticket = new URL(location, 'http://x').searchParams.get('oauthTicket');
  if (!ticket) throw new Error(`no ticket in ${location}`);
  return ticket;
};

describe('third-party sign-in (dev provider)', () => {
  it('registers a new account from a ticket, and the same identity then logs straight in', async () => {
    const client = new TestClient(t.app, nextIp());
    const email = freshEmail();
    const landing = await signIn(client, 'google', { email, displayName: 'Nguyễn Văn An' });
    const ticket = ticketOf(landing);

    const info = await client.get(ACCOUNTS_API.oauthTicket(ticket));
    expect(info.status).toBe(200);
    expect(info.body.value).toEqual({ ticket, provider: 'google', email, displayName: 'Nguyễn Văn An' });

    const username = `gg${Date.now() % 1_000_000}`;
    const res = await client.post<Ok>(ACCOUNTS_API.oauthRegister, { ticket, username });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ status: 'ok', firstTimeLogin: true, mustChangePassword: false });
    expect(res.body.value.member).toMatchObject({ account: username, nickname: 'Nguyễn Văn An', type: 0 });
    expect(client.cookies.has(SESSION_COOKIE)).toBe(true);
    const me = await client.get<MemberInfo>(ACCOUNTS_API.me);
    expect(me.body.value.account).toBe(username);
    const security = await client.get<{ oauth: { provider: string }[] }>(ACCOUNTS_API.security);
    expect(security.body.value.oauth.map((o) => o.provider)).toEqual(['google']);

    // the ticket is spent
    const reuse = await client.post(ACCOUNTS_API.oauthRegister, { ticket, username: `${username}x` });
    expect([reuse.status, reuse.body.code]).toEqual([400, 'oauth_failed']);

    // next time, from another browser: straight in
    const later = new TestClient(t.app, nextIp());
    expect(await signIn(later, 'google', { email, displayName: 'whatever' })).toBe('/');
    expect(later.cookies.has(SESSION_COOKIE)).toBe(true);
    const again = await later.get<MemberInfo>(ACCOUNTS_API.me);
    expect(again.body.value.account).toBe(username);
    const history = await t.db
      .selectFrom('login_history')
      .select(['login_type', 'success'])
      .where('member_id', '=', BigInt(again.body.value.id))
      .execute();
    expect(history).toEqual([
      { login_type: 'oauth', success: true },
      { login_type: 'oauth', success: true },
    ]);

    // the same person at Facebook is another identity
    const fb = new TestClient(t.app, nextIp());
    expect(await signIn(fb, 'facebook', { email })).toMatch(/^\/\?oauthTicket=/);
  });

  it('checks the username of a new account', async () => {
    const client = new TestClient(t.app, nextIp());
    const ticket = ticketOf(await signIn(client, 'facebook', { identity: '1' }));
    let res = await client.post(ACCOUNTS_API.oauthRegister, { ticket, username: '1bad' });
    expect([res.status, res.body.code]).toEqual([400, 'field_invalid']);
    expect(res.body.fields?.username).toMatch(/^pattern:/);
    const taken = await createMember(t.db);
    res = await client.post(ACCOUNTS_API.oauthRegister, { ticket, username: taken.username.toUpperCase() });
    expect([res.status, res.body.code]).toEqual([409, 'username_taken']);
    // still usable after refusals
    res = await client.post(ACCOUNTS_API.oauthRegister, { ticket, username: `fb${Date.now() % 1_000_000}` });
    expect(res.status).toBe(200);
  });

  it('binds an existing account with its password (wrong password refused), for good', async () => {
    const member = await createMember(t.db, { password: 'Secret123' });
    const client = new TestClient(t.app, nextIp());
    const email = freshEmail();
    const ticket = ticketOf(await signIn(client, 'google', { email, displayName: 'Bình' }));

    let res = await client.post(ACCOUNTS_API.oauthBind, {
      ticket,
      username: member.username,
      password: 'Wrong123',
    });
    expect([res.status, res.body.code]).toEqual([401, 'login_failed']);
    res = await client.post(ACCOUNTS_API.oauthBind, {
      ticket,
      username: 'nobody-here',
      password: 'Wrong123',
    });
    expect([res.status, res.body.code]).toEqual([401, 'login_failed']);
    const bound = await client.post<Ok>(ACCOUNTS_API.oauthBind, {
      ticket,
      username: member.username.toUpperCase(),
      password: 'Secret123',
    });
    expect(bound.status).toBe(200);
    expect(bound.body.value.member.account).toBe(member.username);
    const failures = await t.db
      .selectFrom('login_history')
      .select('success')
      .where('member_id', '=', member.id)
      .execute();
    expect(failures.map((f) => f.success).sort()).toEqual([false, true]);

    // a bound identity logs straight in as that member
    const other = new TestClient(t.app, nextIp());
    expect(await signIn(other, 'google', { email })).toBe('/');
    expect((await other.get<MemberInfo>(ACCOUNTS_API.me)).body.value.account).toBe(member.username);

    // the member cannot get a second Google identity bound
    const third = new TestClient(t.app, nextIp());
    const ticket2 = ticketOf(await signIn(third, 'google', { email: freshEmail() }));
    res = await third.post(ACCOUNTS_API.oauthBind, {
      ticket: ticket2,
      username: member.username,
      password: 'Secret123',
    });
    expect([res.status, res.body.code]).toEqual([409, 'oauth_already_bound']);
    // there is no route that unbinds
    const unbind = await third.delete('/api/accounts/oauth/google');
    expect(unbind.status).toBe(404);
  });

  it('refuses a callback whose state is not this browser’s, and a code used twice', async () => {
    const alice = new TestClient(t.app, nextIp());
    const callback = await signInAtProvider(alice, 'google', { email: freshEmail() });
    // another browser (no state cookie) following Alice's callback link
    const mallory = new TestClient(t.app, nextIp());
    const stolen = await mallory.get(callback);
    expect([stolen.status, stolen.headers.location]).toEqual([302, '/?oauthError=oauth_failed']);
    // a tampered state
    const tampered = callback.replace(/state=[^&]+/, 'state=forged');
    const res = await alice.get(tampered);
    expect(res.headers.location).toBe('/?oauthError=oauth_failed');

    // a fresh flow works once; replaying its callback fails (state spent, code spent)
    const bob = new TestClient(t.app, nextIp());
    const good = await signInAtProvider(bob, 'facebook', { email: freshEmail() });
    expect(String((await bob.get(good)).headers.location)).toMatch(/^\/\?oauthTicket=/);
    expect((await bob.get(good)).headers.location).toBe('/?oauthError=oauth_failed');
  });

  it('sends a cancel on the provider page back as popup_closed', async () => {
    const client = new TestClient(t.app, nextIp());
    const start = await client.get(ACCOUNTS_API.oauthStart('google'));
    const page = await t.app.inject({ url: String(start.headers.location) });
    const cancel = /<a href="([^"]+)">(Cancel|Hủy)<\/a>/.exec(page.body)?.[1]?.replaceAll('&amp;', '&');
    expect(cancel).toMatch(/error=access_denied/);
    const res = await client.get(cancel!);
    expect([res.status, res.headers.location]).toEqual([302, '/?oauthError=popup_closed']);
  });

  it('keeps tickets to the browser that got them, and refuses unknown ones', async () => {
    const client = new TestClient(t.app, nextIp());
    const ticket = ticketOf(await signIn(client, 'google', { email: freshEmail() }));
    const elsewhere = new TestClient(t.app, nextIp());
    expect((await elsewhere.get(ACCOUNTS_API.oauthTicket(ticket))).body.code).toBe('oauth_failed');
    const res = await elsewhere.post(ACCOUNTS_API.oauthRegister, {
      ticket,
      username: `zz${Date.now() % 1_000_000}`,
    });
    expect([res.status, res.body.code]).toEqual([400, 'oauth_failed']);
    expect((await client.get(ACCOUNTS_API.oauthTicket('x'.repeat(43)))).body.code).toBe('oauth_failed');
  });

  it('lets exactly one of two simultaneous uses of a ticket win', async () => {
    const client = new TestClient(t.app, nextIp());
    const ticket = ticketOf(await signIn(client, 'google', { email: freshEmail() }));
    const stamp = Date.now() % 1_000_000;
    const results = await Promise.all([
      client.post(ACCOUNTS_API.oauthRegister, { ticket, username: `ra${stamp}` }),
      client.post(ACCOUNTS_API.oauthRegister, { ticket, username: `rb${stamp}` }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)?.body.code).toBe('oauth_failed');
    const made = await t.db
      .selectFrom('members')
      .select('username')
      .where('username', 'in', [`ra${stamp}`, `rb${stamp}`])
      .execute();
    expect(made).toHaveLength(1);
  });

  it('expires tickets after 15 minutes', async () => {
    const client = new TestClient(t.app, nextIp());
    const ticket = ticketOf(await signIn(client, 'google', { email: freshEmail() }));
    await t.db
      .updateTable('oauth_tickets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('used_at', 'is', null)
      .execute();
    const res = await client.get(ACCOUNTS_API.oauthTicket(ticket));
    expect([res.status, res.body.code]).toEqual([400, 'oauth_failed']);
  });

  it('the dev pages only return to our own callback, and escape what they show', async () => {
    const bad = await t.app.inject({
      url: `/api/accounts/oauth/dev/authorize?provider=google&state=s&redirect_uri=${encodeURIComponent('https://evil.example/cb')}`,
    });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'oauth_failed']);
    const approve = await t.app.inject({
      url: `/api/accounts/oauth/dev/approve?provider=google&state=s&email=a@b.co&redirect_uri=${encodeURIComponent('//evil.example/cb')}`,
    });
    expect(approve.statusCode).toBe(400);
    const xss = await t.app.inject({
      url: `/api/accounts/oauth/dev/authorize?provider=facebook&lang=en&state=${encodeURIComponent('"><script>alert(1)</script>')}&redirect_uri=${encodeURIComponent(ACCOUNTS_API.oauthCallback('facebook'))}`,
    });
    expect(xss.statusCode).toBe(200);
    expect(xss.body).toContain('Development sign-in — stands in for Facebook');
    expect(xss.body).not.toContain('<script>');
    expect(xss.body).toContain('&quot;&gt;&lt;script&gt;');
    const unknown = await t.app.inject({ url: '/api/accounts/oauth/twitter/start' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('providers on and off', () => {
  it('lists the providers, and the stand-in as development', async () => {
    const res = await new TestClient(t.app).get(ACCOUNTS_API.oauthProviders);
    expect(res.body.value).toEqual({ providers: ['google', 'facebook'], development: true });
  });

  it('with OAUTH_MODE=off the buttons answer operation_not_enabled and the dev pages are gone', async () => {
    const off = await buildSecurityTestApp({ oauthMode: 'off' });
    try {
      const client = new TestClient(off.app);
      expect((await client.get(ACCOUNTS_API.oauthProviders)).body.value).toEqual({
        providers: [],
        development: false,
      });
      const start = await client.get(ACCOUNTS_API.oauthStart('google'));
      expect([start.status, start.headers.location]).toEqual([302, '/?oauthError=operation_not_enabled']);
      const callback = await client.get(`${ACCOUNTS_API.oauthCallback('google')}?code=x&state=y`);
      expect(callback.headers.location).toBe('/?oauthError=operation_not_enabled');
      const page = await off.app.inject({ url: '/api/accounts/oauth/dev/authorize?provider=google' });
      expect(page.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('nicknameFrom', () => {
  it('keeps a readable name of at most 64 characters', () => {
    expect(nicknameFrom('  Trần\tThị \n Bình ')).toBe('Trần Thị Bình');
    expect(nicknameFrom('a\u0000b\u202Ec')).toBe('abc');
    expect(nicknameFrom('   ')).toBeNull();
    expect(nicknameFrom('x'.repeat(100))).toHaveLength(64);
  });
});
