import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { CachedJson, sendCachedJson } from './precompressed.ts';

const big = {
  success: true,
  value: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Trò chơi ${i}` })),
};
const small = { success: true, value: 'ok' };

/** An app like ours (@fastify/compress on every route) answering cached JSON. */
async function cachedAnswers() {
  const answers = { big: CachedJson.of(big), small: CachedJson.of(small) };
  const app = Fastify();
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  app.get('/big', (request, reply) => sendCachedJson(request, reply, answers.big));
  app.get('/small', (request, reply) => sendCachedJson(request, reply, answers.small));
  await app.ready();
  return { app, answers };
}

function decoded(res: { rawPayload: Buffer; headers: Record<string, unknown> }): unknown {
  const encoding = res.headers['content-encoding'];
  const raw =
    encoding === 'br'
      ? zlib.brotliDecompressSync(res.rawPayload)
      : encoding === 'gzip'
        ? zlib.gunzipSync(res.rawPayload)
        : res.rawPayload;
  return JSON.parse(raw.toString('utf8'));
}

describe('sendCachedJson', () => {
  it('answers in the best accepted encoding, compressed once per encoding, never twice', async () => {
    const { app, answers } = await cachedAnswers();
    try {
      const cases: [string | undefined, string | undefined][] = [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip;q=0.5', 'gzip'],
        ['*', 'br'],
        ['identity', undefined],
        [undefined, undefined],
      ];
      for (let round = 0; round < 3; round++) {
        for (const [accept, expected] of cases) {
          const res = await app.inject({ url: '/big', headers: accept ? { 'accept-encoding': accept } : {} });
          expect(res.headers['content-encoding'], accept).toBe(expected);
          expect(res.headers.vary).toBe('accept-encoding');
          expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
          expect(decoded(res)).toEqual(big);
        }
      }
      // compressed once per encoding: the same bytes every time
      expect(answers.big.encoded('br')).toBe(answers.big.encoded('br'));
      expect(answers.big.encoded('gzip')).toBe(answers.big.encoded('gzip'));
    } finally {
      await app.close();
    }
  });

  it('sends small answers and requests asking for no compression as they are', async () => {
    const { app } = await cachedAnswers();
    try {
      const tiny = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
      expect(tiny.headers['content-encoding']).toBeUndefined();
      expect(tiny.json()).toEqual(small);
      const asked = await app.inject({
        url: '/big',
        headers: { 'accept-encoding': 'br', 'x-no-compression': '1' },
      });
      expect(asked.headers['content-encoding']).toBeUndefined();
      expect(asked.json()).toEqual(big);
    } finally {
      await app.close();
    }
  });
});
