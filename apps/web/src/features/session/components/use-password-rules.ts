import type { FieldRule } from '@app/contracts';
import { usePlatform } from '../../../api/permission';

const FALLBACK: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 'any',
  minLength: 1,
  maxLength: 255,
};

/** The merchant's field rules (permission → registerRules) for the forms outside registration. */
export function useFieldRule(field: 'username' | 'password' | 'email'): FieldRule {
  const rule = usePlatform().info.registerRules.find((item) => item.field === field);
  return rule ? { ...rule, enabled: true, required: true } : FALLBACK;
}
