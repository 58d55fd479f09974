import { DEFAULT_LANGUAGE, LANGUAGE_HEADER, LANGUAGES, type Language } from '@app/contracts';
import type { FastifyRequest } from 'fastify';

function pick(value: string | undefined): Language | undefined {
  const lower = value?.trim().slice(0, 2).toLowerCase();
  return LANGUAGES.find((l) => l === lower);
}

/** The headers that choose the language of an answer. */
export type LanguageHeaders = { [LANGUAGE_HEADER]?: unknown; 'accept-language'?: unknown };

/** The language the headers ask for: the x-lang header, else the first supported Accept-Language entry, else Vietnamese. */
export function headerLanguage(headers: LanguageHeaders): Language {
  const explicit = pick(typeof headers[LANGUAGE_HEADER] === 'string' ? headers[LANGUAGE_HEADER] : undefined);
  if (explicit) return explicit;
  const accepted = headers['accept-language'];
  if (typeof accepted === 'string') {
    for (const part of accepted.split(',')) {
      const lang = pick(part.split(';')[0]);
      if (lang) return lang;
    }
  }
  return DEFAULT_LANGUAGE;
}

/** The caller's language: the x-lang header, else the first supported Accept-Language entry, else Vietnamese. */
export function requestLanguage(request: FastifyRequest): Language {
  return headerLanguage(request.headers);
}
