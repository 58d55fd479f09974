import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.ts';

const member = z.object({
  id: z.string(),
  nickname: z.string().nullable(),
  level: z.number().int(),
  labels: z.array(z.enum(['agent', 'vip'])),
  avatar: z.union([
    z.object({ kind: z.literal('static'), name: z.string() }),
    z.object({ kind: z.literal('custom'), url: z.string() }),
  ]),
  note: z.string().optional(),
});
const ok = <T extends z.ZodType>(value: T) => z.object({ success: z.literal(true), value });

/** An app answering `answer` on GET /x under the response schema `schema`. */
async function answering(check: boolean, schema: z.ZodType, answer: unknown) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check }));
  app.get('/x', { schema: { response: { 200: schema } } }, async () => answer as never);
  await app.ready();
  return app;
}

async function get(check: boolean, schema: z.ZodType, answer: unknown) {
  const app = await answering(check, schema, answer);
  try {
    return await app.inject({ url: '/x' });
  } finally {
    await app.close();
  }
}

const alice = {
  id: '7',
  nickname: null,
  level: 3,
  labels: ['vip'],
  avatar: { kind: 'custom', url: '/a.png', secret: 'hidden' },
  passwordHash: 'never sent',
};

describe('responseSerializerCompiler', () => {
  it("writes what zod's encoding wrote: the declared fields only, extra ones left out at every depth", async () => {
    const expected = {
      success: true,
      value: {
        id: '7',
        nickname: null,
        level: 3,
        labels: ['vip'],
        avatar: { kind: 'custom', url: '/a.png' },
      },
    };
    for (const check of [false, true]) {
      const res = await get(check, ok(member), { success: true, value: alice, extra: 1 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(expected);
      expect(res.body).not.toContain('never sent');
    }
  });

  it('under check, fails an answer that breaks its contract, as zod did', async () => {
    const broken = { success: true, value: { ...alice, level: 'three' } };
    expect((await get(true, ok(member), broken)).statusCode).toBe(500);
  });

  it('keeps zod for a schema JSON Schema cannot express', async () => {
    const dated = z.object({ at: z.date() });
    const res = await get(false, dated, { at: new Date('2026-01-02T03:04:05Z') });
    expect(res.json()).toEqual({ at: '2026-01-02T03:04:05.000Z' });
  });
});
