import { ACCOUNTS_API } from '@app/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { createOAuthProviders, type OAuthMode, type OAuthProviders } from '../../../adapters/oauth/index.ts';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import { perMinuteLimit } from '../../../http/rate-limit.ts';
import type { OnRegistered } from '../options.ts';
import { oauthDevRoutes } from './dev-routes.ts';
import { oauthRoutes } from './routes.ts';
import { createOAuthService } from './service.ts';

export { nicknameFrom } from './service.ts';

/**
 * `oauthMode`: OAUTH_MODE, `dev` (the default) or `off`. `providers`: replaces the configured ones (tests).
 * Optional here until config.ts carries OAUTH_MODE.
 */
export type OAuthOptions = {
  db: Db;
  config: Config & { oauthMode?: OAuthMode };
  providers?: OAuthProviders;
  /** Runs once an account registered through a provider exists (the registration gift). */
  onRegistered?: OnRegistered;
};

/**
 * Third-party sign-in with Google or Facebook (spec §1, §4): start, callback, tickets, bind, register; in
 * dev mode also the stand-in provider's sign-in page. Needs the accounts auth plugin and @fastify/cookie.
 */
export const oauthModule: FastifyPluginAsync<OAuthOptions> = async (
  app,
  { db, config, providers, onRegistered },
) => {
  const all = providers ?? createOAuthProviders({ mode: config.oauthMode, db });
  // Dev: a path on this very site, so it works on whatever host the developer opened. A live provider
  // needs the absolute address registered with it: `${config.publicUrl}${ACCOUNTS_API.oauthCallback(id)}`.
  const callbackUri = all.dev
    ? (provider: string) => ACCOUNTS_API.oauthCallback(provider)
    : (provider: string) => `${config.publicUrl}${ACCOUNTS_API.oauthCallback(provider)}`;
  await app.register(oauthRoutes, {
    service: createOAuthService(db, all, onRegistered),
    callbackUri,
    cookieSecure: config.cookieSecure,
    development: all.dev !== undefined,
    rateLimit: perMinuteLimit(config.accountsRateLimitPerMinute),
  });
  if (all.dev) await app.register(oauthDevRoutes, { providers: all.dev, callbackUri });
};
