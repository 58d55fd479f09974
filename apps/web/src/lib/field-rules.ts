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
