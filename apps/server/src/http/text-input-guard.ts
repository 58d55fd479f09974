import { findControlCharacters, hasControlCharacters } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** The parsed JSON a text body holds, or undefined when it holds none. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The field of a body that breaks the text input rule, or null. A body read as text (the gateway callbacks keep
 * their raw JSON to check its signature) is checked as the JSON it holds, so an escaped `\u0000` counts too;
 * text that is no JSON may hold line breaks, and answers '' (the body itself) when it breaks the rule.
 */
function bodyField(body: unknown): string | null {
  if (typeof body !== 'string') return findControlCharacters(body);
  const json = parseJson(body);
  if (json !== undefined) return findControlCharacters(json);
  return hasControlCharacters(body, { multiline: true }) ? '' : null;
}

/**
 * The field of a request that breaks the contracts' text input rule (`findControlCharacters`): its path
 * parameters, then its query, then its body; '' when the whole body is one string; null when none does.
 */
export function fieldWithControlCharacters(request: FastifyRequest): string | null {
  return (
    findControlCharacters(request.params) ?? findControlCharacters(request.query) ?? bodyField(request.body)
  );
}

/**
 * Applies the text input rule to every request of the app, whatever its schema (or lack of one): a control
 * character or a lone surrogate in a path parameter, the query or the body answers 400 `validation_error`
 * with the field in `fields`, before validation and before any handler can pass the text to PostgreSQL.
 * Register it on the root instance before the modules, so every route inherits it.
 */
export function registerTextInputGuard(app: FastifyInstance): void {
  // a callback hook, not an async one: it runs on every request, and most have nothing to refuse
  app.addHook('preValidation', (request, _reply, done) => {
    const field = fieldWithControlCharacters(request);
    if (field === null) return done();
    done(new AppError('validation_error', field === '' ? undefined : { [field]: 'validation_error' }));
  });
}
