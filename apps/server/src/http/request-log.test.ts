import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { quietRequests, registerRequestLog } from './request-log.ts';

/** A Fastify app whose log lines (parsed) land in `lines`, at the given level. */
async function loggedApp(level: string) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const logger: FastifyBaseLogger = pino({ level }, sink);
  const app = Fastify({ loggerInstance: logger, logController: quietRequests() });
  registerRequestLog(app);
  app.get('/hello', async () => ({ hello: 'world' }));
  await app.ready();
  return { app, lines };
}

describe('registerRequestLog', () => {
  it('writes one line per request: method, url, status and response time', async () => {
    const { app, lines } = await loggedApp('info');
    try {
      await app.inject({ url: '/hello?x=1' });
      await app.inject({ url: '/missing' });
      const requests = lines.filter((l) => l.msg === 'request');
      expect(requests).toHaveLength(2);
      expect(requests[0]).toMatchObject({ method: 'GET', url: '/hello?x=1', statusCode: 200, level: 30 });
      expect(requests[1]).toMatchObject({ url: '/missing', statusCode: 404 });
      expect(typeof requests[0]?.responseTime).toBe('number');
      expect(requests[0]?.reqId).toBeDefined();
      expect(lines.filter((l) => l.msg !== 'request')).toEqual([]); // Fastify's own two lines are off
    } finally {
      await app.close();
    }
  });

  it('adds nothing per request when info is off', async () => {
    const { app, lines } = await loggedApp('warn');
    try {
      await app.inject({ url: '/hello' });
      expect(lines).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
