import { checkField, type FieldRule, fieldProblemCode, PATTERN_CATALOGUE } from '@app/contracts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';

/** Rules the site falls back on when the merchant has none for a field it cannot do without. */
const FALLBACK: Record<string, FieldRule> = {
  username: rule('letterThenAlnum', 6, 16),
  password: rule('lettersAndDigits', 6, 20),
};

function rule(patternId: keyof typeof PATTERN_CATALOGUE, min: number, max: number): FieldRule {
  return {
    enabled: true,
    required: true,
    acceptedPattern: PATTERN_CATALOGUE[patternId].source,
    patternId,
    minLength: min,
    maxLength: max,
  };
}

const OFF: FieldRule = {
  enabled: false,
  required: false,
  acceptedPattern: '*',
  patternId: 'any',
  minLength: 0,
  maxLength: 1000,
};

export type Rules = { get(field: string): FieldRule };

/** The merchant's per-field registration rules (platform `register_rules`). */
export async function loadRules(db: Executor, merchant: string): Promise<Rules> {
  const rows = await db
    .selectFrom('register_rules')
    .select(['field', 'enabled', 'required', 'accepted_pattern', 'pattern_id', 'min_length', 'max_length'])
    .where('merchant', '=', merchant)
    .execute();
  const byField = new Map<string, FieldRule>(
    rows.map((r) => [
      r.field,
      {
        enabled: r.enabled,
        required: r.required,
        acceptedPattern: r.accepted_pattern,
        patternId: r.pattern_id,
        minLength: r.min_length,
        maxLength: r.max_length,
      },
    ]),
  );
  return { get: (field) => byField.get(field) ?? FALLBACK[field] ?? OFF };
}

/** The problem of one value as a `fields` entry (`required` / `pattern:<id>:<min>:<max>`), or null. */
export function fieldProblem(fieldRule: FieldRule, value: string | undefined | null): string | null {
  const problem = checkField(fieldRule, value);
  return problem ? fieldProblemCode(fieldRule, problem) : null;
}

/** A rule that must be filled in whatever the merchant says (a login password, say). */
export function mandatory(fieldRule: FieldRule): FieldRule {
  return { ...fieldRule, enabled: true, required: true };
}

/** A new login password against the merchant's password rule: `password_rule` with the field's problem. */
export async function checkNewPassword(db: Executor, merchant: string, field: string, password: string) {
  const problem = fieldProblem(mandatory((await loadRules(db, merchant)).get('password')), password);
  if (problem) throw new AppError('password_rule', { [field]: problem });
}
