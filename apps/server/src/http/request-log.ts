import { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import pino from 'pino';
import type { Config } from '../config.ts';

/**
 * The server's log: pino's JSON lines on stdout through an asynchronous destination (a request never waits for
 * the terminal or the log collector to take its line; what is pending is flushed at exit), and Fastify's own
 * two lines per request (incoming, completed) replaced by one (registerRequestLog).
 */
export function serverLogOptions(config: Pick<Config, 'logLevel'>): FastifyServerOptions {
  return {
    logger: { level: config.logLevel, stream: pino.destination({ dest: 1, sync: false }) },
    logController: quietRequests(),
  };
}

/** Fastify's own per-request lines switched off (registerRequestLog writes one line instead). */
export function quietRequests(): LogController {
  return new LogController({ disableRequestLogging: true });
}

/**
 * One info line per answered request: method, url, status and response time in ms (with the request id pino
 * binds to every line of the request). Nothing runs per request when info is off.
 */
export function registerRequestLog(app: FastifyInstance): void {
  // (without a logger, Fastify's stand-in has no level at all)
  const level = pino.levels.values[app.log.level];
  if (level === undefined || level > pino.levels.values.info!) return;
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}
