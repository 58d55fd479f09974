import { patternMessage, type RegisterRule, type RegisterSettings } from '@app/contracts';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  affiliateFromUrl,
  isAdult,
  planFields,
  REGISTER_FIELDS,
  type RegisterTexts,
  type RegisterValues,
  registerSchema,
} from './register-fields';

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
  const today = '2026-11-22';
  it('counts 21 years to the day, on the Vietnam day given (the site day by default)', () => {
    expect(isAdult('2005-11-22', 21, today)).toBe(true);
    expect(isAdult('2005-11-23', 21, today)).toBe(false);
    expect(isAdult('not a date', 21, today)).toBe(false);
    // a 29 February birthday counts from 1 March, as the server counts it
    expect(isAdult('2004-02-29', 21, '2025-02-28')).toBe(false);
    expect(isAdult('2004-02-29', 21, '2025-03-01')).toBe(true);
  });
});

describe('affiliateFromUrl', () => {
  it('reads ?affiliateCode= first, then ?code=', () => {
    expect(affiliateFromUrl('?code=AGENT01')).toBe('AGENT01');
    expect(affiliateFromUrl('?code=X&affiliateCode=AGENT02')).toBe('AGENT02');
    expect(affiliateFromUrl('')).toBe('');
  });
});

describe('registerSchema', () => {
  /** A translator that shows the key and its values, enough to see which message was chosen. */
  const t = ((key: string, values?: Record<string, unknown>) =>
    values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction<'common'>;
  const texts: RegisterTexts = {
    language: 'en',
    t,
    label: (field) => field,
    mismatch: 'mismatch',
    birthdayAge: 'too young',
    mobileDigits: 9,
  };
  const values = (filled: Partial<RegisterValues>): RegisterValues => ({
    ...(Object.fromEntries(REGISTER_FIELDS.map((field) => [field, ''])) as RegisterValues),
    ...filled,
  });
  const username: RegisterRule = {
    field: 'username',
    enabled: true,
    required: true,
    acceptedPattern: '',
    patternId: 'letterThenAlnum',
    minLength: 6,
    maxLength: 16,
  };
  const serverSettings = settings({
    rules: [username, rule('password', true, true), rule('email', true), rule('mobileNum', true)],
  });
  const messages = (mode: Parameters<typeof planFields>[1], filled: Partial<RegisterValues>) => {
    const result = registerSchema(planFields(serverSettings, mode), texts).safeParse(values(filled));
    return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
  };

  it('checks each shown field by the rule the server sent, with the catalogue message', () => {
    expect(
      messages('username', { username: 'ab', password: 'Play1234', confirmPassword: 'Play1234' }),
    ).toEqual({
      username: patternMessage('letterThenAlnum', 'en', 6, 16),
    });
    expect(messages('username', {})).toMatchObject({
      username: 'form.required {"label":"username"}',
      password: 'form.required {"label":"password"}',
      confirmPassword: 'form.required {"label":"confirmPassword"}',
    });
  });

  it('says a wrong confirmation even while another field is in trouble', () => {
    expect(
      messages('username', { username: 'ab', password: 'Play1234', confirmPassword: 'Play12345' }),
    ).toEqual({
      username: patternMessage('letterThenAlnum', 'en', 6, 16),
      confirmPassword: 'mismatch',
    });
  });

  it("wants the country's digits for a mobile number, optional unless the mode needs it", () => {
    expect(messages('username', { username: 'player01', password: 'a', confirmPassword: 'a' })).toEqual({});
    expect(
      messages('username', { username: 'player01', password: 'a', confirmPassword: 'a', mobileNum: '12345' }),
    ).toEqual({ mobileNum: 'form.mobileDigits {"count":9}' });
    expect(messages('mobilePassword', { password: 'a', confirmPassword: 'a' })).toEqual({
      mobileNum: 'form.mobileRequired',
    });
  });

  it('answers the shown fields only, trimmed as the contracts trim them (passwords as typed)', () => {
    const schema = registerSchema(planFields(serverSettings, 'username'), texts);
    const result = schema.safeParse(
      values({ username: ' player01 ', password: ' Pw1 ', confirmPassword: ' Pw1 ', referralCode: 'X' }),
    );
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      username: 'player01',
      mobileNum: '',
      password: ' Pw1 ',
      confirmPassword: ' Pw1 ',
      email: '',
    });
  });

  it('a birthday says 21 or more', () => {
    const plan = planFields(settings({ birthdayRequired: true }), 'username');
    const check = (birthday: string) =>
      registerSchema(plan, texts)
        .safeParse(values({ username: 'u', password: 'p', confirmPassword: 'p', captcha: 'c', birthday }))
        .error?.issues.find((issue) => issue.path[0] === 'birthday')?.message;
    expect(check('2000-01-01')).toBeUndefined();
    expect(check(`${new Date().getFullYear() - 5}-01-01`)).toBe('too young');
  });
});
