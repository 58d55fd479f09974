import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { perMinuteLimit } from '../../http/rate-limit.ts';
import { devRoutes } from './dev/routes.ts';
import { loginRoutes } from './login/routes.ts';
import { plainTotpCheck } from './login/second-verification.ts';
import type { AccountsOptions, AccountsRoutesOptions } from './options.ts';
import { passwordRoutes } from './passwords/routes.ts';
import { registerRoutes } from './registration/routes.ts';

export { COUNTRIES, findCountry, normaliseMobile, parsePhone, phoneTarget } from './countries.ts';
export {
  downlineOf,
  findMemberSummary,
  type MemberSummary,
  memberIdentities,
  memberNicknames,
  memberPayeeName,
  paymentPasswordHash,
} from './directory.ts';
export { checkNewPassword, fieldProblem, loadRules } from './field-rules.ts';
export { completeLogin } from './login/login-result.ts';
export type { AuthenticatorCheck } from './login/second-verification.ts';
export { foldName, maskEmail, maskMobile, maskNickname } from './masking.ts';
export { type MemberStatus, setMemberStatus } from './member-status.ts';
export type { AccountsOptions, AccountsRoutesOptions, OnRegistered } from './options.ts';
export { hashPassword, verifyPassword } from './passwords/hashing.ts';
export {
  authPlugin,
  currentMember,
  requireAgent,
  requireMember,
  requireRealMember,
  sessionMemberOf,
} from './session/auth-plugin.ts';
export { type RequestContext, requestContext } from './session/context.ts';
export { avatarUrl, memberInfo } from './session/member-info.ts';
export {
  type AuthMember,
  issueSession,
  lockSessionEnds,
  type NewSession,
  revokeSession,
  revokeSessions,
  type SessionEnds,
} from './session/session.ts';
export type { AccountsTables, CodeChannel, CodePurpose, LoginType, MemberType } from './tables.ts';
export { consumeCode, type SendCodeInput, sendCode } from './verification/codes.ts';

/**
 * Registration, login (password, SMS, second verification), free play, member info, logout, passwords, and
 * in development the outbox of the local SMS/e-mail adapters. The session itself is the auth plugin's
 * (registered at the root in app.ts before the modules).
 */
export const accountsModule: FastifyPluginAsync<AccountsOptions> = async (app, options) => {
  const routeOptions: AccountsRoutesOptions = {
    db: options.db,
    onRegistered: options.onRegistered ?? (async () => {}),
    rateLimit: perMinuteLimit(options.config.accountsRateLimitPerMinute),
    checkAuthenticator: options.checkAuthenticator ?? plainTotpCheck,
  };
  await app.register(registerRoutes, routeOptions);
  await app.register(loginRoutes, routeOptions);
  await app.register(passwordRoutes, routeOptions);
  if (options.config.devOutbox !== 'off')
    await app.register(devRoutes, { db: options.db, mode: options.config.devOutbox });
};
export { oauthModule } from './oauth/index.ts';
export { securityModule, verifyAuthenticatorCode } from './security/index.ts';
