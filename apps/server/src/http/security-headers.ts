import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * The headers helmet sets with these options. They depend on nothing in the request, yet @fastify/helmet
 * builds helmet's middleware again for every request (parsing the CSP directives each time: a seventh of the
 * CPU of a small answer), so they are computed once, by helmet itself, on a scratch instance.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const scratch = Fastify();
  try {
    await scratch.register(helmet, options);
    // at the handler, the raw response holds exactly what helmet's onRequest hook set
    scratch.get('/', (_request, reply) => reply.send(reply.raw.getHeaders()));
    const response = await scratch.inject({ url: '/' });
    return response.json();
  } finally {
    await scratch.close();
  }
}

/**
 * Helmet's security headers on every answer, computed once. Register before any hook that may answer early
 * (the access gate, rate limits, CSRF), so their answers carry the headers too. A route may still replace one
 * with `reply.header` (the API docs page sets a CSP of its own).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions) {
  const headers = await helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
