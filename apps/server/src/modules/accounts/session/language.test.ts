import { ACCOUNTS_API, type LoginResult, type MemberInfo } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-db.ts';
import { createMember, freshIp, TestClient } from '../testing.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ trustProxy: true, accountsRateLimitPerMinute: 10_000 });
});
afterAll(() => t?.close());

const loggedInMember = (result: LoginResult) => {
  if (result.status !== 'ok') throw new Error('expected a finished login');
  return result.member;
};

describe('update language (spec §7)', () => {
  it("keeps the member's language: a login on another device starts in it", async () => {
    const m = await createMember(t.db);
    const ip = freshIp();
    const phone = new TestClient(t.app, ip);
    expect(loggedInMember((await phone.login(m.username, 'Test1234')).body.value).language).toBeNull();

    const saved = await phone.put(ACCOUNTS_API.language, { language: 'en' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ success: true, value: null });
    expect((await phone.get<MemberInfo>(ACCOUNTS_API.me)).body.value.language).toBe('en');

    const laptop = new TestClient(t.app, ip, 'vi');
    expect(loggedInMember((await laptop.login(m.username, 'Test1234')).body.value).language).toBe('en');

    await laptop.put(ACCOUNTS_API.language, { language: 'vi' });
    expect((await phone.get<MemberInfo>(ACCOUNTS_API.me)).body.value.language).toBe('vi');
  });

  it('refuses a language the site does not offer, with its code, and stores nothing', async () => {
    const m = await createMember(t.db);
    const c = new TestClient(t.app, freshIp());
    await c.login(m.username, 'Test1234');
    for (const body of [{ language: 'fr' }, { language: 'EN ' }, {}]) {
      const res = await c.put(ACCOUNTS_API.language, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'language_unsupported' });
    }
    const row = await t.db.selectFrom('members').select('language').where('id', '=', m.id).executeTakeFirst();
    expect(row?.language).toBeNull();
  });

  it('needs a login', async () => {
    const res = await new TestClient(t.app, freshIp()).put(ACCOUNTS_API.language, { language: 'en' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: 'please_login' });
  });
});
