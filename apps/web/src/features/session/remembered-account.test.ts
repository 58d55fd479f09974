import { describe, expect, it } from 'vitest';
import {
  forgetCookie,
  REMEMBER_COOKIE,
  REMEMBER_MAX_AGE_SECONDS,
  rememberCookie,
  rememberedAccountIn,
} from './remembered-account';

/** What the browser sends back for a cookie set by `rememberCookie` (name=value only). */
const echoed = (assignment: string) => assignment.split(';')[0] ?? '';

describe('the remember-me cookie (spec §9)', () => {
  it('keeps the account name for exactly one day, on the whole site, never sent cross-site', () => {
    expect(REMEMBER_MAX_AGE_SECONDS).toBe(86_400);
    const cookie = rememberCookie('an_nguyen', false);
    expect(cookie.split('; ')).toEqual([
      `${REMEMBER_COOKIE}=an_nguyen`,
      'Max-Age=86400',
      'Path=/',
      'SameSite=Strict',
    ]);
    expect(rememberCookie('an_nguyen', true)).toMatch(/; Secure$/);
  });

  it('gives back the name it kept, whatever its characters, among other cookies', () => {
    for (const account of ['an_nguyen', 'Trần Ánh', 'a;b=c d', '0912345678']) {
      const jar = `hb_csrf=abc; ${echoed(rememberCookie(account, false))}; theme=dark`;
      expect(rememberedAccountIn(jar)).toBe(account);
    }
  });

  it('holds only the name: nothing else of the login goes in', () => {
    expect(echoed(rememberCookie('  an_nguyen  ', false))).toBe(`${REMEMBER_COOKIE}=an_nguyen`);
  });

  it('forgets: the cookie expires at once', () => {
    expect(forgetCookie(false)).toBe(`${REMEMBER_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict`);
    expect(rememberedAccountIn(echoed(forgetCookie(false)))).toBeNull();
  });

  it('ignores a missing, broken or implausible value', () => {
    expect(rememberedAccountIn('')).toBeNull();
    expect(rememberedAccountIn('hb_remember_accounts=x; other=1')).toBeNull();
    expect(rememberedAccountIn(`${REMEMBER_COOKIE}=%E0%A4%A`)).toBeNull();
    expect(rememberedAccountIn(`${REMEMBER_COOKIE}=${'a'.repeat(65)}`)).toBeNull();
    expect(rememberedAccountIn(`${REMEMBER_COOKIE}=%20%20`)).toBeNull();
  });
});
