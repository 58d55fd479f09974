import type { FastifySchemaCompiler } from 'fastify';

/** Distinct query strings remembered per route; the map starts over when full. */
const MAX_QUERIES_PER_ROUTE = 256;
/** Longer queries (rare: searches) are validated every time rather than kept. */
const MAX_KEY_LENGTH = 512;

/** A key for a query of plain string values (what Fastify's parser gives for `?a=1&b=x`), else undefined. */
function queryKey(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  let key = '';
  for (const name in data) {
    const value = (data as Record<string, unknown>)[name];
    if (typeof value !== 'string') return undefined;
    key += `${name}\u0000${value}\u0001`;
    if (key.length > MAX_KEY_LENGTH) return undefined;
  }
  return key;
}

/**
 * The validator compiler, with each route's querystring validation remembered per distinct query: the lists
 * visitors open are asked for with the same few queries over and over, and the schema's parse (coercions,
 * defaults, enums) was most of their cost after the response cache. The parsed query is frozen, since one
 * object now serves many requests; a refused query is validated again each time (its error is per request).
 */
export function memoiseQueryValidation<S>(compiler: FastifySchemaCompiler<S>): FastifySchemaCompiler<S> {
  return (route) => {
    const validate = compiler(route);
    if (route.httpPart !== 'querystring') return validate;
    const known = new Map<string, { value: unknown }>();
    const remember = (key: string, value: unknown) => {
      if (known.size >= MAX_QUERIES_PER_ROUTE) known.clear();
      const kept = { value: Object.freeze(value) };
      known.set(key, kept);
      return kept;
    };
    return (data) => {
      const key = queryKey(data);
      if (key === undefined) return validate(data);
      const hit = known.get(key);
      if (hit) return hit;
      const result = validate(data);
      if (typeof result !== 'object' || 'then' in result || result.error) return result;
      return remember(key, result.value);
    };
  };
}
