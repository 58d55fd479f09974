import type { Language } from './constants.ts';
import { hasControlCharacters } from './text-input.ts';

/**
 * The pattern catalogue of spec §5: every registration/profile field rule names one of these by `patternId`.
 * Each pattern is a whole-string regular expression (source, used with the `u` flag); min and max length
 * come from the field's rule. Messages are built from the pattern id with min and max substituted.
 */
export const PATTERN_CATALOGUE = {
  any: {
    source: '^[\\s\\S]*$',
    vi: 'Nhập từ {min} đến {max} ký tự',
    en: 'Enter {min} to {max} characters',
  },
  letterThenAlnum: {
    source: '^[A-Za-z][A-Za-z0-9]*$',
    vi: 'Bắt đầu bằng chữ cái, sau đó là chữ hoặc số, {min}–{max} ký tự',
    en: 'Start with a letter, then letters or digits, {min}–{max} characters',
  },
  lettersChinese: {
    source: '^[A-Za-z\\p{Script=Han}]+$',
    vi: 'Chỉ chữ cái và chữ Hán, {min}–{max} ký tự',
    en: 'Letters and Chinese characters only, {min}–{max} characters',
  },
  email: {
    source: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$',
    vi: 'Nhập địa chỉ email hợp lệ, {min}–{max} ký tự',
    en: 'Enter a valid e-mail address, {min}–{max} characters',
  },
  lettersOrDigits: {
    source: '^[A-Za-z0-9]+$',
    vi: 'Chỉ chữ cái hoặc số, {min}–{max} ký tự',
    en: 'Letters or digits only, {min}–{max} characters',
  },
  lettersAndDigits: {
    source: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
    vi: 'Phải gồm cả chữ cái và số, {min}–{max} ký tự',
    en: 'Letters and digits, both required, {min}–{max} characters',
  },
  digits: {
    source: '^[0-9]+$',
    vi: 'Chỉ chữ số, {min}–{max} ký tự',
    en: 'Digits only, {min}–{max} characters',
  },
  alnumWithUpper: {
    source: '^(?=.*[A-Z])[A-Za-z0-9]+$',
    vi: 'Chữ và số, có ít nhất một chữ in hoa, {min}–{max} ký tự',
    en: 'Letters and digits with at least one uppercase letter, {min}–{max} characters',
  },
  englishAndSpaces: {
    source: '^[A-Za-z]+( [A-Za-z]+)*$',
    vi: 'Chỉ chữ cái tiếng Anh (không dấu) và khoảng trắng, {min}–{max} ký tự',
    en: 'English letters and spaces only, {min}–{max} characters',
  },
  noSpaces: {
    source: '^\\S+$',
    vi: 'Không được có khoảng trắng, {min}–{max} ký tự',
    en: 'No spaces, {min}–{max} characters',
  },
  chinesePunctuation: {
    source: '^[\\p{Script=Han}\\u3000-\\u303F\\uFF00-\\uFFEF]+$',
    vi: 'Chỉ chữ Hán và dấu câu, {min}–{max} ký tự',
    en: 'Chinese characters and punctuation only, {min}–{max} characters',
  },
  date: {
    source:
      '^([0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])|(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])-[0-9]{4})$',
    vi: 'Ngày theo dạng yyyy-MM-dd hoặc MM-dd-yyyy',
    en: 'A date as yyyy-MM-dd or MM-dd-yyyy',
  },
  korean: {
    source: '^[\\p{Script=Hangul} ]+$',
    vi: 'Chỉ chữ Hàn, {min}–{max} ký tự',
    en: 'Korean only, {min}–{max} characters',
  },
  thai: {
    source: '^[\\p{Script=Thai}]+$',
    vi: 'Chỉ chữ Thái, {min}–{max} ký tự',
    en: 'Thai only, {min}–{max} characters',
  },
  thaiEnglishSpaces: {
    source: '^[\\p{Script=Thai}A-Za-z]+( [\\p{Script=Thai}A-Za-z]+)*$',
    vi: 'Chữ Thái hoặc tiếng Anh và khoảng trắng, {min}–{max} ký tự',
    en: 'Thai or English letters with spaces, {min}–{max} characters',
  },
  upperAndSpaces: {
    source: '^(?=.*[A-Z])[A-Z ]+$',
    vi: 'Chữ in hoa và khoảng trắng, có ít nhất một chữ cái, {min}–{max} ký tự',
    en: 'Uppercase letters and spaces with at least one letter, {min}–{max} characters',
  },
  lettersDigitsSymbols: {
    source: '^[\\x21-\\x7E]+$',
    vi: 'Chữ cái, số và ký hiệu (không dấu cách), {min}–{max} ký tự',
    en: 'Letters, digits and symbols, {min}–{max} characters',
  },
  strongPassword: {
    source: '^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[^A-Za-z0-9])[\\x21-\\x7E]+$',
    vi: 'Ít nhất một chữ hoa, một chữ thường, một số và một ký hiệu, {min}–{max} ký tự',
    en: 'At least one uppercase, one lowercase, one digit and one symbol, {min}–{max} characters',
  },
  fullName: {
    source: '^\\p{L}+( \\p{L}+)+$',
    vi: 'Họ và tên, cách nhau bằng khoảng trắng, {min}–{max} ký tự',
    en: 'Given and family names separated by a space, {min}–{max} characters',
  },
  japaneseFullWidth: {
    source:
      '^[\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Han}\\u3000-\\u303F\\uFF01-\\uFF5E\\u30FC]+$',
    vi: 'Chỉ ký tự tiếng Nhật toàn chiều rộng, {min}–{max} ký tự',
    en: 'Japanese full-width characters only, {min}–{max} characters',
  },
  upperNoSpaces: {
    source: '^[A-Z]+$',
    vi: 'Chỉ chữ in hoa, không khoảng trắng, {min}–{max} ký tự',
    en: 'Uppercase letters only, no spaces, {min}–{max} characters',
  },
  /** Payee name: the real name without Vietnamese diacritics, spaces allowed (spec §5). */
  payeeName: {
    source: '^[A-Za-z]+( [A-Za-z]+)*$',
    vi: 'Họ tên thật không dấu, có khoảng trắng, {min}–{max} ký tự',
    en: 'Real name without diacritics, spaces allowed, {min}–{max} characters',
  },
} as const satisfies Record<string, { source: string } & Record<Language, string>>;

export type PatternId = keyof typeof PATTERN_CATALOGUE;

export function isPatternId(value: string): value is PatternId {
  return Object.hasOwn(PATTERN_CATALOGUE, value);
}

export function patternMessage(patternId: string, language: Language, min: number, max: number): string {
  const entry = isPatternId(patternId) ? PATTERN_CATALOGUE[patternId] : PATTERN_CATALOGUE.any;
  return entry[language].replaceAll('{min}', String(min)).replaceAll('{max}', String(max));
}

/** A field rule as the server sends it (spec §3.3). */
export type FieldRule = {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: string;
  minLength: number;
  maxLength: number;
};

/** "*" is any characters (spec §3.3); otherwise the server's pattern, else the catalogue's for the id. */
export function ruleRegExp(rule: Pick<FieldRule, 'acceptedPattern' | 'patternId'>): RegExp {
  if (rule.acceptedPattern === '*') return /^[\s\S]*$/u;
  const source =
    rule.acceptedPattern ||
    (isPatternId(rule.patternId) ? PATTERN_CATALOGUE[rule.patternId].source : PATTERN_CATALOGUE.any.source);
  return new RegExp(source, 'u');
}

export type FieldProblem = 'required' | 'pattern';

/**
 * Checks one trimmed value against its rule: answers null when it passes, else why it fails.
 * A disabled field is never checked; an empty optional field passes. Length counts code points.
 * Whatever the pattern (even "*"), a control character fails it (the text input rule, text-input.ts).
 */
export function checkField(rule: FieldRule, value: string | undefined | null): FieldProblem | null {
  if (!rule.enabled) return null;
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return rule.required ? 'required' : null;
  if (hasControlCharacters(trimmed)) return 'pattern';
  const length = [...trimmed].length;
  if (length < rule.minLength || length > rule.maxLength) return 'pattern';
  return ruleRegExp(rule).test(trimmed) ? null : 'pattern';
}

/**
 * How a field problem travels in a `field_invalid` failure's `fields`: `required`, or
 * `pattern:<patternId>:<min>:<max>` so the client can build the message with `patternMessage`.
 */
export function fieldProblemCode(
  rule: Pick<FieldRule, 'patternId' | 'minLength' | 'maxLength'>,
  problem: FieldProblem,
) {
  return problem === 'required'
    ? 'required'
    : `pattern:${rule.patternId}:${rule.minLength}:${rule.maxLength}`;
}

export type ParsedFieldProblem =
  | { kind: 'required' }
  | { kind: 'pattern'; patternId: string; min: number; max: number }
  | { kind: 'other'; code: string };

/** Reads a `fields` value back: `required`, `pattern:<patternId>:<min>:<max>`, or another error code. */
export function parseFieldProblem(code: string): ParsedFieldProblem {
  if (code === 'required') return { kind: 'required' };
  const match = /^pattern:([A-Za-z0-9_]+):(\d+):(\d+)$/.exec(code);
  if (match) return { kind: 'pattern', patternId: match[1]!, min: Number(match[2]), max: Number(match[3]) };
  return { kind: 'other', code };
}
