import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@app/contracts';
import { readStored } from './storage';

/** Spec §3.2: the language is remembered under `lang`, with `hisLang` as the visitor's history. */
export const LANGUAGE_STORAGE_KEYS = ['lang', 'hisLang'] as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The remembered language (without the texts: the early requests read it before the app has loaded). */
export function readLanguage(): Language {
  for (const key of LANGUAGE_STORAGE_KEYS) {
    const stored = readStored(key)?.toLowerCase();
    if (isLanguage(stored)) return stored;
  }
  return DEFAULT_LANGUAGE;
}
