import { LANGUAGES, type Language } from '@app/contracts';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import vi, { type Resources } from './vi';

/** The namespaces, as the default language holds them (every language has the same: the types say so). */
export const NAMESPACES = Object.keys(vi) as (keyof Resources)[];

/**
 * Each language holds all its namespaces. Vietnamese, the default, comes with the entry chunk: the first render
 * needs its texts, and fetching them as a chunk of their own was one more round trip before anything showed. Other
 * languages are a chunk each, fetched when first needed.
 */
const loaders: Record<Language, () => Promise<{ default: Resources }>> = {
  vi: async () => ({ default: vi }),
  en: () => import('./en'),
};

const bundleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders[language as Language];
    if (!load) return callback(new Error(`Unsupported language ${language}`), false);
    load()
      .then((module) => callback(null, module.default[namespace as keyof Resources]))
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false));
  },
};

export const i18n = i18next.createInstance();

export async function initI18n(language: Language): Promise<void> {
  i18n.on('languageChanged', (current) => {
    document.documentElement.lang = current;
  });
  await i18n
    .use(bundleBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...LANGUAGES],
      fallbackLng: false,
      ns: [...NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
}
