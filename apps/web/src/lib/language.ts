import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n';
import { readStored, writeStored } from './storage';

/** Spec §3.2: the language is remembered under `lang`, with `hisLang` as the visitor's history. */
const STORAGE_KEYS = ['lang', 'hisLang'] as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function readLanguage(): Language {
  for (const key of STORAGE_KEYS) {
    const stored = readStored(key)?.toLowerCase();
    if (isLanguage(stored)) return stored;
  }
  return DEFAULT_LANGUAGE;
}

/** Switches every text at once; queries keyed by language then fetch in the new language. */
export async function setLanguage(language: Language): Promise<void> {
  for (const key of STORAGE_KEYS) writeStored(key, language);
  await i18n.changeLanguage(language);
}

/** The current language, re-rendering the caller when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}
