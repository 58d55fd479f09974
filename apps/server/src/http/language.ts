import { DEFAULT_LANGUAGE, LANGUAGE_HEADER, LANGUAGES, type Language } from '@app/contracts';
import type { FastifyRequest } from 'fastify';

function pick(value: string | undefined): Language | undefined {
  const lower = value?.trim().slice(0, 2).toLowerCase();
  return LANGUAGES.find((l) => l === lower);
}

/** The caller's language: the x-lang header, else the first supported Accept-Language entry, else Vietnamese. */
export function requestLanguage(request: FastifyRequest): Language {
  const explicit = pick(request.headers[LANGUAGE_HEADER] as string | undefined);
  if (explicit) return explicit;
  const accepted = request.headers['accept-language'];
  if (accepted) {
    for (const part of accepted.split(',')) {
      const lang = pick(part.split(';')[0]);
      if (lang) return lang;
    }
  }
  return DEFAULT_LANGUAGE;
}
