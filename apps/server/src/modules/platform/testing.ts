import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { registerErrorHandler } from '../../http/error-handler.ts';
import { responseSerializerCompiler } from '../../http/response-serializer.ts';
import type { GeoIp } from './geoip.ts';
import { accessGate, platformModule } from './index.ts';

/** Test helper: resets the access rules to "open". */
export async function openAccess(db: Db): Promise<void> {
  await db.updateTable('maintenance').set({ enabled: false, ends_at: null }).execute();
  await db.deleteFrom('blocked_countries').execute();
  await db.deleteFrom('blocked_networks').execute();
}

/**
 * Test helper: the gate and the platform module alone, with a chosen GeoIP and cache lifetime, plus a
 * dummy `/api/dummy` route standing for "the rest of the API". Trusts X-Forwarded-For.
 */
export async function buildPlatformTestApp(db: Db, options: { geoIp?: GeoIp; cacheTtlMs?: number } = {}) {
  const config = loadConfig({ LOG_LEVEL: 'silent' });
  const app = Fastify({ trustProxy: true }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check: true }));
  registerErrorHandler(app);
  await app.register(accessGate, { db, config, geoIp: options.geoIp, cacheTtlMs: options.cacheTtlMs });
  await app.register(platformModule, { db, config, geoIp: options.geoIp });
  app.get('/api/dummy', async () => ({ success: true as const, value: 'ok' }));
  await app.ready();
  return app;
}
