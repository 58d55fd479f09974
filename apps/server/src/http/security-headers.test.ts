import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers.ts';

const OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], connectSrc: ["'self'", 'wss:'] } },
  crossOriginEmbedderPolicy: false,
};

/** The same small app, its headers set by @fastify/helmet per request or by registerSecurityHeaders once. */
async function build(how: 'plugin' | 'once') {
  const app = Fastify();
  if (how === 'plugin') await app.register(helmet, OPTIONS);
  else await registerSecurityHeaders(app, OPTIONS);
  // like the access gate: a hook that answers before any handler
  app.addHook('onRequest', async (request, reply) => {
    if (request.url === '/early') return reply.code(503).send({ closed: true });
  });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  app.get('/own-csp', async (_request, reply) =>
    reply.header('content-security-policy', "default-src 'none'").send('x'),
  );
  await app.ready();
  return app;
}

/** The response's headers but those that differ from one answer to the next. */
function stable(headers: Record<string, unknown>) {
  const { date: _date, connection: _connection, 'content-length': _length, ...rest } = headers;
  return rest;
}

describe('registerSecurityHeaders', () => {
  it("sets exactly @fastify/helmet's headers, on answers, errors, not-found and early answers alike", async () => {
    const plugin = await build('plugin');
    const once = await build('once');
    try {
      for (const url of ['/ok', '/boom', '/nowhere', '/own-csp', '/early']) {
        const expected = await plugin.inject({ url });
        const actual = await once.inject({ url });
        expect(actual.statusCode, url).toBe(expected.statusCode);
        expect(stable(actual.headers), url).toEqual(stable(expected.headers));
      }
      const headers = (await once.inject({ url: '/ok' })).headers;
      expect(headers['content-security-policy']).toContain("default-src 'self';");
      expect(headers['content-security-policy']).toContain("connect-src 'self' wss:");
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['strict-transport-security']).toContain('max-age=');
      expect(headers['cross-origin-embedder-policy']).toBeUndefined();
    } finally {
      await plugin.close();
      await once.close();
    }
  });

  it('lets a route replace one of them', async () => {
    const once = await build('once');
    try {
      expect((await once.inject({ url: '/own-csp' })).headers['content-security-policy']).toBe(
        "default-src 'none'",
      );
    } finally {
      await once.close();
    }
  });
});
