import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { RouteRateLimit } from '../../http/rate-limit.ts';
import type { AuthenticatorCheck } from './login/second-verification.ts';

/** What happens once a new member exists (any way of registering): the registration gift. */
export type OnRegistered = (memberId: bigint) => Promise<void>;

export type AccountsOptions = {
  db: Db;
  config: Config;
  onRegistered?: OnRegistered;
  /** How an authenticator code is checked at second verification (the security centre's, when it has one). */
  checkAuthenticator?: AuthenticatorCheck;
};

export type AccountsRoutesOptions = {
  db: Db;
  onRegistered: OnRegistered;
  rateLimit: RouteRateLimit;
  checkAuthenticator: AuthenticatorCheck;
};
