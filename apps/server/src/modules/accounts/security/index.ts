import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import { createAuthenticator } from './authenticator.ts';
import { avatarRoutes } from './avatar-routes.ts';
import { securityRoutes } from './routes.ts';
import { configureTotp } from './second-factor.ts';

export { avatarImage, avatarInfo, detectImageType } from './avatar.ts';
export { staticAvatarSvg } from './avatar-svg.ts';
export { describeDevice } from './device.ts';
export { configureTotp, verifyAuthenticatorCode } from './second-factor.ts';
export type { MemberAvatarsTable, SecurityTables } from './tables.ts';
export { currentTotp } from './totp.ts';

/**
 * `totpKey`: TOTP_KEY (32 bytes, hex or base64) to encrypt authenticator secrets; when absent the key is
 * `<dataDir>/totp.key`, created on first start. Optional here until config.ts carries it.
 */
export type SecurityOptions = { db: Db; config: Config & { totpKey?: string } };

/**
 * The security centre (overview, payment password, mobile/e-mail binding, authenticator, login history,
 * sessions) and avatars (choice, upload, the images). Needs the accounts auth plugin at the root.
 */
export const securityModule: FastifyPluginAsync<SecurityOptions> = async (app, { db, config }) => {
  const vault = configureTotp({ totpKey: config.totpKey, dataDir: config.dataDir });
  await app.register(securityRoutes, {
    db,
    authenticator: createAuthenticator(db, vault),
    sessionIdleMinutes: config.sessionIdleMinutes,
    sensitiveRateLimit: config.accountsRateLimitPerMinute,
  });
  await app.register(avatarRoutes, { db });
};
