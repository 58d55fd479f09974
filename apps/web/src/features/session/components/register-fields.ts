import {
  type FieldRule,
  type Language,
  type RegisterMode,
  type RegisterRule,
  type RegisterSettings,
  registerBody,
  siteDay,
} from '@app/contracts';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { confirms, mobileSchema, refineWith, ruleSchema } from '../../../lib/field-rules';

/** Every field the registration form can show, in the order it shows them (spec §3.3). */
export const REGISTER_FIELDS = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'paymentPassword',
  'payeeName',
  'birthday',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'referralCode',
  'captcha',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** Fields the server's rules switch on or off (the rest follow the mode). */
const OPTIONAL_FIELDS: readonly RegisterField[] = [
  'payeeName',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'referralCode',
  'captcha',
];

const ANY: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 'any',
  minLength: 1,
  maxLength: 255,
};

export type FieldPlan = { field: RegisterField; rule: FieldRule };

function ruleOf(rules: readonly RegisterRule[], field: string): FieldRule | undefined {
  return rules.find((rule) => rule.field === field);
}

/** The same rule, switched on and required: fields a mode cannot do without. */
function mandatory(rule: FieldRule | undefined): FieldRule {
  return { ...(rule ?? ANY), enabled: true, required: true };
}

/**
 * Which fields a registration mode shows and the rule each follows, as the server checks them: username
 * and direct modes need a username and a password; mobile modes a mobile number (with an SMS code in the
 * SMS mode, or when SMS verification is on) and mobile + password a password; the server's rules add the
 * optional fields, payment password and birthday (not in direct mode, which keeps only the essentials).
 */
export function planFields(settings: RegisterSettings, mode: RegisterMode): FieldPlan[] {
  const rules = settings.rules;
  const plan = new Map<RegisterField, FieldRule>();
  const mobileMode = mode === 'mobile' || mode === 'mobilePassword';
  const withPassword = mode !== 'mobile';
  if (!mobileMode) plan.set('username', mandatory(ruleOf(rules, 'username')));
  if (mobileMode) plan.set('mobileNum', mandatory(ruleOf(rules, 'mobileNum')));
  if (mode === 'mobile' || (mode === 'mobilePassword' && settings.smsVerification)) {
    plan.set('verificationCode', mandatory(ruleOf(rules, 'verificationCode')));
  }
  if (withPassword) {
    plan.set('password', mandatory(ruleOf(rules, 'password')));
    plan.set('confirmPassword', mandatory(ruleOf(rules, 'confirmPassword') ?? ruleOf(rules, 'password')));
  }
  if (mode !== 'direct') {
    if (settings.paymentPasswordEnabled)
      plan.set('paymentPassword', mandatory(ruleOf(rules, 'paymentPassword')));
    if (settings.birthdayRequired) plan.set('birthday', mandatory(ruleOf(rules, 'birthday')));
    for (const field of OPTIONAL_FIELDS) {
      const rule = ruleOf(rules, field);
      if (rule?.enabled) plan.set(field, rule);
    }
    const mobileRule = ruleOf(rules, 'mobileNum');
    if (!mobileMode && mobileRule?.enabled) plan.set('mobileNum', mobileRule);
  } else {
    // Direct (quick) registration keeps what the account needs, the invitation codes and the captcha.
    for (const field of ['affiliateCode', 'referralCode', 'captcha'] as const) {
      const rule = ruleOf(rules, field);
      if (rule?.enabled) plan.set(field, rule);
    }
  }
  return REGISTER_FIELDS.flatMap((field) => {
    const rule = plan.get(field);
    return rule ? [{ field, rule }] : [];
  });
}

/** What the register schema says, in the visitor's language. */
export type RegisterTexts = {
  language: Language;
  t: TFunction<'common'>;
  label: (field: RegisterField) => string;
  /** "Incorrect confirmation input". */
  mismatch: string;
  /** Under 21 by the birthday. */
  birthdayAge: string;
  /** The fixed digit count of a mobile number in the chosen country. */
  mobileDigits: number | undefined;
};

export type RegisterValues = Record<RegisterField, string>;

/**
 * The registration form's schema, built from the server's answer (the mode's `planFields`, each with its
 * rule: enabled, required, pattern, min, max): every shown field checks its rule (`checkField` and the pattern
 * catalogue's message), then the contracts' `registerBody` schema for it (trimming, the server's limits).
 * On top: the confirmation equals the password, a birthday says 21 or more, a mobile number has the digits of
 * its country. Fields the mode does not show are left out of the result.
 */
export function registerSchema(
  plan: readonly FieldPlan[],
  texts: RegisterTexts,
): z.ZodType<Partial<RegisterValues>, RegisterValues> {
  const { language, t, label } = texts;
  const shape: Partial<Record<RegisterField, z.ZodType<unknown, string>>> = {};
  for (const { field, rule } of plan) {
    // every registration field is optional in the request; shown, it is a string (maybe empty)
    const base = (registerBody.shape[field] as z.ZodOptional<z.ZodType<unknown, string>>).unwrap();
    if (field === 'confirmPassword') {
      // required here; equal to the password below
      shape[field] = z
        .string()
        .superRefine(
          refineWith((value) => (value.trim() ? null : t('form.required', { label: label(field) }))),
        )
        .pipe(base);
    } else if (field === 'mobileNum') {
      shape[field] = mobileSchema(texts.mobileDigits, t, base, rule.required);
    } else if (field === 'birthday') {
      shape[field] = z
        .string()
        .superRefine(
          refineWith((value) => {
            if (!value) return t('form.required', { label: label(field) });
            return isAdult(value) ? null : texts.birthdayAge;
          }),
        )
        .pipe(base);
    } else {
      shape[field] = ruleSchema(rule, label(field), language, t, base);
    }
  }
  const schema = z.object(shape);
  const checked = plan.some((item) => item.field === 'confirmPassword')
    ? schema.refine(...confirms('confirmPassword', 'password', texts.mismatch))
    : schema;
  return checked as unknown as z.ZodType<Partial<RegisterValues>, RegisterValues>;
}

/**
 * Spec §9: members are at least 21 (the birthday says so), counted on Vietnam's calendar day as the server counts
 * it (not the device's), a 29 February birthday from 1 March in other years.
 */
export function isAdult(birthday: string, years = 21, today = siteDay()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthday)) return false;
  const age =
    Number(today.slice(0, 4)) - Number(birthday.slice(0, 4)) - (today.slice(5) >= birthday.slice(5) ? 0 : 1);
  return age >= years;
}

/** The affiliate code a link carried: `?code=` or `?affiliateCode=`. */
export function affiliateFromUrl(search: string): string {
  const params = new URLSearchParams(search);
  return (params.get('affiliateCode') ?? params.get('code') ?? '').trim();
}
