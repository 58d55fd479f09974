import type { RegisterRule, RegisterSettings } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { affiliateFromUrl, isAdult, planFields } from './register-fields';

const rule = (field: string, enabled: boolean, required = false): RegisterRule => ({
  field,
  enabled,
  required,
  acceptedPattern: '*',
  patternId: 'any',
  minLength: 1,
  maxLength: 20,
});

const settings = (overrides: Partial<RegisterSettings> = {}): RegisterSettings => ({
  modes: ['username', 'mobile', 'mobilePassword', 'direct'],
  smsVerification: false,
  rules: [
    rule('username', true, true),
    rule('password', true, true),
    rule('email', true),
    rule('mobileNum', true),
    rule('captcha', true, true),
    rule('affiliateCode', true),
    rule('qqNum', false),
  ],
  countries: [],
  defaultCountryCode: 'VN',
  paymentPasswordEnabled: false,
  birthdayRequired: false,
  smsExpiryMinutes: 5,
  ...overrides,
});

const fields = (s: RegisterSettings, mode: Parameters<typeof planFields>[1]) =>
  planFields(s, mode).map((item) => item.field);

describe('planFields', () => {
  it('shows the username mode fields and the ones the rules switch on, in form order', () => {
    expect(fields(settings(), 'username')).toEqual([
      'username',
      'mobileNum',
      'password',
      'confirmPassword',
      'email',
      'affiliateCode',
      'captcha',
    ]);
  });

  it('makes the mobile number and the SMS code mandatory in the SMS mode, with no username or password', () => {
    const plan = planFields(settings(), 'mobile');
    expect(plan.map((item) => item.field)).toEqual([
      'mobileNum',
      'verificationCode',
      'email',
      'affiliateCode',
      'captcha',
    ]);
    expect(plan.find((item) => item.field === 'mobileNum')?.rule.required).toBe(true);
  });

  it('asks mobile + password for the SMS code only when SMS verification is on', () => {
    expect(fields(settings(), 'mobilePassword')).not.toContain('verificationCode');
    expect(fields(settings({ smsVerification: true }), 'mobilePassword')).toContain('verificationCode');
  });

  it('keeps direct registration to the account, the invitation code and the captcha', () => {
    expect(fields(settings({ paymentPasswordEnabled: true, birthdayRequired: true }), 'direct')).toEqual([
      'username',
      'password',
      'confirmPassword',
      'affiliateCode',
      'captcha',
    ]);
  });

  it('adds a required payment password and birthday when their switches are on', () => {
    const plan = planFields(settings({ paymentPasswordEnabled: true, birthdayRequired: true }), 'username');
    expect(plan.find((item) => item.field === 'paymentPassword')?.rule.required).toBe(true);
    expect(plan.find((item) => item.field === 'birthday')?.rule.required).toBe(true);
  });
});

describe('isAdult', () => {
  const today = new Date(2026, 10, 22);
  it('counts 21 years to the day', () => {
    expect(isAdult('2005-11-22', 21, today)).toBe(true);
    expect(isAdult('2005-11-23', 21, today)).toBe(false);
    expect(isAdult('not a date', 21, today)).toBe(false);
  });
});

describe('affiliateFromUrl', () => {
  it('reads ?affiliateCode= first, then ?code=', () => {
    expect(affiliateFromUrl('?code=AGENT01')).toBe('AGENT01');
    expect(affiliateFromUrl('?code=X&affiliateCode=AGENT02')).toBe('AGENT02');
    expect(affiliateFromUrl('')).toBe('');
  });
});
