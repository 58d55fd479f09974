import {
  checkField,
  errorMessage,
  type FieldRule,
  isErrorCode,
  type Language,
  parseFieldProblem,
  patternMessage,
} from '@app/contracts';
import type { TFunction } from 'i18next';
import { z } from 'zod';

/*
 * Field rules for the forms (react-hook-form with zod, `use-contract-form.ts`). The server's own request schemas
 * (packages/contracts) are the base of every field; on top come the rules the server sends (spec §3.3, checked
 * with `checkField` and the pattern catalogue) and the checks of one country (the digits of a mobile number).
 * Only lazily loaded forms import this module: zod stays out of the first page's JavaScript.
 */

/** The message for a value that breaks its server rule (spec §5), or null when it passes. */
export function ruleMessage(
  rule: FieldRule | undefined,
  value: string,
  label: string,
  language: Language,
  t: TFunction<'common'>,
): string | null {
  if (!rule) return null;
  const problem = checkField(rule, value);
  if (problem === 'required') return t('form.required', { label });
  if (problem === 'pattern') return patternMessage(rule.patternId, language, rule.minLength, rule.maxLength);
  return null;
}

/** A check written as "message or null", as a zod refinement (the message is already in the visitor's language). */
export function refineWith<T = string>(message: (value: T) => string | null) {
  return (value: T, ctx: z.RefinementCtx) => {
    const found = message(value);
    if (found) ctx.addIssue({ code: 'custom', message: found });
  };
}

/**
 * A field that follows its server rule (required, pattern, min and max: `ruleMessage`), then the contracts'
 * schema for it (`base`, e.g. `registerBody.shape.username`: trimming, the server's own limits).
 */
export function ruleSchema<B extends z.ZodType<unknown, string>>(
  rule: FieldRule | undefined,
  label: string,
  language: Language,
  t: TFunction<'common'>,
  base: B,
) {
  return z
    .string()
    .superRefine(refineWith((value) => ruleMessage(rule, value, label, language, t)))
    .pipe(base);
}

/**
 * A mobile number of the chosen country (`mobileMessage`), then the contracts' schema for it (`base`: `mobileNum`,
 * or an optional one). Not `required`: an empty value passes to `base`.
 */
export function mobileSchema<B extends z.ZodType<unknown, string>>(
  digits: number | undefined,
  t: TFunction<'common'>,
  base: B,
  required = true,
) {
  return z
    .string()
    .superRefine(
      refineWith((value) => (!required && value.trim() === '' ? null : mobileMessage(value, digits, t))),
    )
    .pipe(base);
}

/**
 * The arguments of `.refine` for a confirmation field ("confirm password"): equal to the field it confirms, said
 * on the confirmation even while other fields are in trouble (an empty confirmation is the field's own check).
 */
export function confirms(
  confirm: string,
  original: string,
  message: string,
): [
  (values: Record<string, unknown>) => boolean,
  { path: PropertyKey[]; message: string; when: () => boolean },
] {
  return [
    (values) => !values[confirm] || values[confirm] === values[original],
    { path: [confirm], message, when: () => true },
  ];
}

/** A server's per-field problem (`required`, `pattern:<patternId>:<min>:<max>`, or an error code) as a message. */
export function serverFieldMessage(
  problem: string,
  label: string,
  language: Language,
  t: TFunction<'common'>,
): string {
  const parsed = parseFieldProblem(problem);
  if (parsed.kind === 'required') return t('form.required', { label });
  if (parsed.kind === 'pattern') return patternMessage(parsed.patternId, language, parsed.min, parsed.max);
  return isErrorCode(parsed.code) ? errorMessage(parsed.code, language) : t('form.invalid', { label });
}

/**
 * Spec §5: a mobile number has the fixed digit count of its country (written without the national
 * trunk "0", which may still be typed in front: 0912345678 for a 9-digit Vietnamese number).
 */
export function mobileMessage(
  value: string,
  digits: number | undefined,
  t: TFunction<'common'>,
): string | null {
  const trimmed = value.trim();
  if (!trimmed) return t('form.mobileRequired');
  if (!/^[0-9]+$/.test(trimmed)) return t('form.mobileInvalid');
  if (digits === undefined) return null;
  const national = trimmed.length === digits + 1 && trimmed.startsWith('0') ? trimmed.slice(1) : trimmed;
  return national.length === digits ? null : t('form.mobileDigits', { count: digits });
}
