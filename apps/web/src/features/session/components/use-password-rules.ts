import type { FieldRule } from '@app/contracts';
import { useMemo } from 'react';
import { usePlatform } from '../../../api/permission';

const FALLBACK: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 'any',
  minLength: 1,
  maxLength: 255,
};

/**
 * The merchant's field rules (permission → registerRules) for the forms outside registration; the same object
 * while the rules do not change (forms build their schema from it).
 */
export function useFieldRule(field: 'username' | 'password' | 'email'): FieldRule {
  const rule = usePlatform().info.registerRules.find((item) => item.field === field);
  return useMemo(() => (rule ? { ...rule, enabled: true, required: true } : FALLBACK), [rule]);
}
