import { API } from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { sendError } from '../../http/error-handler.ts';
import { type GeoIp, geoIpLite } from './geoip.ts';
import { type AccessState, locateVisitor, readAccessState, systemStatus } from './service.ts';
import { createTtlCache } from './ttl-cache.ts';

export type AccessGateOptions = { db: Db; config: Config; geoIp?: GeoIp; cacheTtlMs?: number };

/**
 * What stays open whatever the status: operators must reach the back office during maintenance, and payment
 * gateways must still be able to report deposits that were in flight when it began.
 */
const OPEN_PREFIXES = [API.footerPages, '/api/docs', '/api/operator', '/api/wallet/gateways'];

/** The API the gate lets through whatever the status: the status call itself, footer pages, the API docs. */
export function isGatedPath(path: string): boolean {
  if (!path.startsWith('/api/')) return false;
  if (path === API.permission) return false;
  return !OPEN_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function routePath(request: FastifyRequest): string {
  // the matched route's pattern, so an encoded path cannot slip past the prefix test
  return request.routeOptions.url ?? request.url.split('?')[0] ?? request.url;
}

/**
 * Answers the rest of the API with 503 `system_maintenance` during maintenance and 403 `access_restricted`
 * for a blocked network or country. Rules are cached per visitor for 2 s (the permission call reads fresh).
 */
async function accessGatePlugin(app: FastifyInstance, options: AccessGateOptions) {
  const geoIp = options.geoIp ?? geoIpLite();
  geoIp.country('8.8.8.8'); // loads the GeoIP data now rather than on the first request
  const cache = createTtlCache<AccessState>({ ttlMs: options.cacheTtlMs ?? 2000, maxEntries: 10_000 });

  /** Answers the request when the state closes the site to it; whether it did. */
  function refuse(request: FastifyRequest, reply: FastifyReply, state: AccessState): boolean {
    const status = systemStatus(state);
    if (status === 1) {
      if (state.maintenanceEnd) {
        const seconds = Math.ceil((state.maintenanceEnd.getTime() - Date.now()) / 1000);
        if (seconds > 0) reply.header('retry-after', String(seconds));
      }
      sendError(request, reply, 'system_maintenance');
      return true;
    }
    if (status === 2) {
      sendError(request, reply, 'access_restricted');
      return true;
    }
    return false;
  }

  // a callback hook: most requests are not gated, or their visitor's state is at hand, and need no promise
  app.addHook('onRequest', (request, reply, done) => {
    if (!isGatedPath(routePath(request))) return done();
    // keyed by the address as received: its country is a function of it, looked up on a miss only
    const known = cache.peek(request.ip);
    if (known) return refuse(request, reply, known.value) ? undefined : done();
    cache
      .get(request.ip, () => readAccessState(options.db, locateVisitor(geoIp, request.ip)))
      .then((state) => (refuse(request, reply, state) ? undefined : done()), done);
  });
}

export const accessGate = fp(accessGatePlugin, { name: 'platform-access-gate', fastify: '5.x' });
