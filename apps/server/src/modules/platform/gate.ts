import { API } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { sendError } from '../../http/error-handler.ts';
import { type GeoIp, geoIpLite } from './geoip.ts';
import { type AccessState, locateVisitor, readAccessState, systemStatus } from './service.ts';
import { createTtlCache } from './ttl-cache.ts';

export type AccessGateOptions = { db: Db; config: Config; geoIp?: GeoIp; cacheTtlMs?: number };

/** The API the gate lets through whatever the status: the status call itself, footer pages, the API docs. */
export function isGatedPath(path: string): boolean {
  if (!path.startsWith('/api/')) return false;
  if (path === API.permission) return false;
  // operators must reach the back office during maintenance, and payment gateways must still be able to
  // report deposits that were in flight when it began
  const open = [API.footerPages, '/api/docs', '/api/operator', '/api/wallet/gateways'];
  return !open.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
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

  app.addHook('onRequest', async (request, reply) => {
    if (!isGatedPath(routePath(request))) return;
    // keyed by the address as received: its country is a function of it, looked up on a miss only
    const state = await cache.get(request.ip, () =>
      readAccessState(options.db, locateVisitor(geoIp, request.ip)),
    );
    const status = systemStatus(state);
    if (status === 1) {
      if (state.maintenanceEnd) {
        const seconds = Math.ceil((state.maintenanceEnd.getTime() - Date.now()) / 1000);
        if (seconds > 0) reply.header('retry-after', String(seconds));
      }
      return sendError(request, reply, 'system_maintenance');
    }
    if (status === 2) return sendError(request, reply, 'access_restricted');
  });
}

export const accessGate = fp(accessGatePlugin, { name: 'platform-access-gate', fastify: '5.x' });
