import { DEFAULT_LANGUAGE, type Language } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n';
import { writeStored } from './storage';
import { isLanguage, LANGUAGE_STORAGE_KEYS, readLanguage } from './stored-language';

export { isLanguage, readLanguage };

/** Switches every text at once; queries keyed by language then fetch in the new language. */
export async function setLanguage(language: Language): Promise<void> {
  for (const key of LANGUAGE_STORAGE_KEYS) writeStored(key, language);
  await i18n.changeLanguage(language);
}

/** The current language, re-rendering the caller when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}
