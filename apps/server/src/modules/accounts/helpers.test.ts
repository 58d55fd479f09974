import { describe, expect, it } from 'vitest';
import { findCountry, normaliseMobile, parsePhone, phoneTarget } from './countries.ts';
import { accountLockMinutes, minutesLeft } from './login/lockout.ts';
import { foldName, maskEmail, maskMobile } from './masking.ts';
import { ageOn, parseBirthday, todayInVietnam } from './registration/birthday.ts';
import { csrfFor, csrfMatches, hashToken } from './session/session.ts';

describe('masking', () => {
  it('keeps the last three digits of a mobile number', () => {
    expect(maskMobile('912345678')).toBe('******678');
    expect(maskMobile('0912345789')).toBe('*******789');
    expect(maskMobile('1234')).toBe('***4');
    expect(maskMobile('12')).toBe('**');
    expect(maskMobile(null)).toBeNull();
    expect(maskMobile('')).toBeNull();
  });

  it('keeps the first character and the domain of an e-mail', () => {
    expect(maskEmail('alice@example.com')).toBe('a***@example.com');
    expect(maskEmail('b@x.vn')).toBe('b***@x.vn');
    expect(maskEmail('no-at-sign')).toBe('***');
    expect(maskEmail(undefined)).toBeNull();
  });

  it('folds names without diacritics, case or extra spaces', () => {
    expect(foldName('Nguyễn  Văn Đức ')).toBe('nguyen van duc');
    expect(foldName('NGUYEN VAN DUC')).toBe(foldName('nguyễn văn đức'));
    expect(foldName('Trần Thị Ánh')).not.toBe(foldName('Tran Thi Anh Hong'));
  });
});

describe('lockout schedule', () => {
  it('locks at every fifth failure: 5, 10, 20, 40, then 60 minutes', () => {
    const locks = Array.from({ length: 40 }, (_, i) => accountLockMinutes(i + 1)).filter((m) => m !== null);
    expect(locks).toEqual([5, 10, 20, 40, 60, 60, 60, 60]);
    expect(accountLockMinutes(0)).toBeNull();
    expect(accountLockMinutes(4)).toBeNull();
    expect(accountLockMinutes(6)).toBeNull();
  });

  it('rounds the minutes left up, at least one', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(minutesLeft(new Date('2026-01-01T00:04:01Z'), now)).toBe(5);
    expect(minutesLeft(new Date('2026-01-01T00:00:01Z'), now)).toBe(1);
    expect(minutesLeft(new Date('2025-12-31T00:00:00Z'), now)).toBe(1);
  });
});

describe('mobile numbers', () => {
  const vn = findCountry('84')!;

  it('has a fixed digit count per country and drops one trunk 0', () => {
    expect(normaliseMobile(vn, '912345678')).toBe('912345678');
    expect(normaliseMobile(vn, '0912345678')).toBe('912345678');
    expect(normaliseMobile(vn, '00912345678')).toBeNull();
    expect(normaliseMobile(vn, '91234567')).toBeNull();
    expect(normaliseMobile(vn, '1912345678')).toBeNull();
    expect(normaliseMobile(vn, '91234567a')).toBeNull();
    expect(normaliseMobile(findCountry('1')!, '2025550123')).toBe('2025550123');
    expect(normaliseMobile(findCountry('+63')!, '9171234567')).toBe('9171234567');
  });

  it('parses a request phone and builds the code target', () => {
    expect(phoneTarget(parsePhone('+84', '0912345678'))).toBe('84912345678');
    expect(() => parsePhone('999', '912345678')).toThrow('invalid_phone_number');
    expect(() => parsePhone('84', '12')).toThrow('invalid_phone_number');
  });
});

describe('birthdays', () => {
  it('reads yyyy-MM-dd and MM-dd-yyyy, real dates only', () => {
    expect(parseBirthday('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseBirthday('02-28-2001')).toEqual({ year: 2001, month: 2, day: 28 });
    expect(parseBirthday('2001-02-29')).toBeNull();
    expect(parseBirthday('1800-01-01')).toBeNull();
    expect(parseBirthday('yesterday')).toBeNull();
  });

  it('counts full years, the birthday itself included', () => {
    const today = { year: 2026, month: 6, day: 15 };
    expect(ageOn({ year: 2005, month: 6, day: 15 }, today)).toBe(21);
    expect(ageOn({ year: 2005, month: 6, day: 16 }, today)).toBe(20);
    expect(todayInVietnam(new Date('2026-01-01T17:00:00Z'))).toEqual({ year: 2026, month: 1, day: 2 });
  });
});

describe('session tokens', () => {
  it('stores a SHA-256 and ties the CSRF value to the token', () => {
    expect(hashToken('abc')).toHaveLength(32);
    const csrf = csrfFor('token-a');
    expect(csrfMatches('token-a', csrf, csrf)).toBe(true);
    expect(csrfMatches('token-b', csrf, csrf)).toBe(false);
    expect(csrfMatches('token-a', csrf, `${csrf}x`)).toBe(false);
    expect(csrfMatches('token-a', undefined, csrf)).toBe(false);
    expect(csrfMatches('token-a', csrf, undefined)).toBe(false);
  });
});
