import { useMemo } from 'react';
import { useLanguage } from './language';
import { type Money, moneyFor } from './money';

export type { Money } from './money';

/**
 * The money format of the current language (`format`, `input`, `parse`; lib/money.ts), re-rendering the caller
 * when the language changes. Every amount the site shows goes through it.
 */
export function useMoney(): Money {
  const language = useLanguage();
  return useMemo(() => moneyFor(language), [language]);
}
