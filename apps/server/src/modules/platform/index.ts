import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { type GeoIp, geoIpLite } from './geoip.ts';
import { mediaRoutes } from './media-routes.ts';
import { platformRoutes } from './routes.ts';

export { type AccessGateOptions, accessGate } from './gate.ts';
export { type GeoIp, geoIpLite, staticGeoIp } from './geoip.ts';
export { loadMerchant, loadSwitches } from './info.ts';
export { normaliseIp } from './ip.ts';
export {
  type AccessRules,
  accessRules,
  blockCountry,
  blockNetwork,
  type MaintenanceRule,
  setMaintenance,
  unblockCountry,
  unblockNetwork,
} from './service.ts';

export type PlatformOptions = { db: Db; config: Config; geoIp?: GeoIp };

/** Permission/status, announcements, notices, footer pages, and the QR and banner images. */
export const platformModule: FastifyPluginAsyncZod<PlatformOptions> = async (app, options) => {
  const geoIp = options.geoIp ?? geoIpLite();
  await app.register(platformRoutes, { db: options.db, geoIp });
  await app.register(mediaRoutes, { db: options.db });
};
export { countryCode, maintenanceEnd, network } from './rules.ts';
