import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type Serialize = (data: unknown) => string;

/**
 * A JSON schema fast-json-stringify can write from: objects without `additionalProperties: false` (it writes
 * only the declared properties anyway, and a union's branch must accept what zod's would, extra keys
 * included), `oneOf` read as `anyOf` (zod takes the first branch that fits).
 */
function writable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(writable);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'additionalProperties' && value === false) continue;
    out[key === 'oneOf' ? 'anyOf' : key] = writable(value);
  }
  return out;
}

/** fast-json-stringify's writer for a response schema, or undefined when JSON Schema cannot express it. */
function compileFast(schema: ZodType): Serialize | undefined {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' });
    return fastJson(writable(json) as Parameters<typeof fastJson>[0]);
  } catch {
    return undefined; // a transform, a date, a bigint…: zod writes it
  }
}

/**
 * The serializer of response schemas. fastify-type-provider-zod's encodes every answer with zod before
 * JSON.stringify: a full parse per answer, most of the cost of a small one. Here each response schema is
 * compiled once, through zod's JSON Schema of its output, to fast-json-stringify, which writes only the
 * fields the contract declares (what zod's encoding left, too); a schema JSON Schema cannot express keeps
 * zod's serializer. Nothing is validated on the way out: with `check` (the tests), every answer is also
 * encoded by zod, so one that breaks its contract fails as before, and one the two would write differently
 * fails too.
 */
export function responseSerializerCompiler({
  check,
}: {
  check: boolean;
}): FastifySerializerCompiler<ZodType> {
  return (route) => {
    const viaZod = zodSerializerCompiler(route) as Serialize;
    const fast = route.schema instanceof z.ZodType ? compileFast(route.schema) : undefined;
    if (!fast) return viaZod;
    if (!check) return fast;
    return (data: unknown) => {
      const expected = viaZod(data);
      const written = fast(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `response of ${route.method} ${route.url} written differently by fast-json-stringify: ${written} instead of ${expected}`,
        );
      }
      return written;
    };
  };
}
