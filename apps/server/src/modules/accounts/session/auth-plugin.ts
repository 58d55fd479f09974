import { AGENT_TYPES, CSRF_COOKIE, CSRF_HEADER, DEMO_TYPE, SESSION_COOKIE } from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import { sendError } from '../../../http/error-handler.ts';
import { AppError } from '../../../http/errors.ts';
import { configureAccounts } from '../settings.ts';
import {
  type AuthMember,
  clearSessionCookies,
  csrfMatches,
  lookupSession,
  type SessionLookup,
} from './session.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The member of the request's live session, or null (resolved once, by the auth plugin). */
    member: AuthMember | null;
    /** What the session cookie turned out to be: none sent, unknown, expired/revoked, or valid. */
    sessionStatus: 'none' | 'unknown' | 'expired' | 'valid';
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** False for routes authenticated by a header of their own: the session cookie is not read (nor CSRF checked). */
    cookieSession?: boolean;
  }
}

export type AuthPluginOptions = { db: Db; config: Config };

/**
 * Resolves the session cookie of every API request into `request.member`, and enforces CSRF: a write
 * (not GET/HEAD/OPTIONS) that rides on a live session must echo the CSRF cookie in the CSRF header, else
 * 403 `csrf_failed`. A dead session carries no authority, so it is not checked (the route may clear it).
 */
async function authPluginImpl(app: FastifyInstance, { db, config }: AuthPluginOptions) {
  configureAccounts(config);
  app.decorateRequest('member', null);
  app.decorateRequest('sessionStatus', 'none');

  /** Settles the request's session from what its cookie turned out to be; whether it answered (CSRF). */
  function settle(request: FastifyRequest, reply: FastifyReply, found: SessionLookup): boolean {
    request.sessionStatus = found.status;
    if (found.status !== 'valid') return false;
    if (
      !SAFE_METHODS.has(request.method) &&
      !csrfMatches(found.token, request.cookies[CSRF_COOKIE], request.headers[CSRF_HEADER])
    ) {
      sendError(request, reply, 'csrf_failed');
      return true;
    }
    request.member = found.member;
    return false;
  }

  // a callback hook: requests outside the API or without a session cookie go on without a promise
  app.addHook('onRequest', (request, reply, done) => {
    // the matched route's pattern, so an encoded path cannot slip past the prefix test
    if (!(request.routeOptions.url ?? request.url).startsWith('/api/')) return done();
    // routes that authenticate by a header of their own (bearer, signature) take no authority from the cookie
    if (request.routeOptions.config?.cookieSession === false) return done();
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return done();
    lookupSession(db, token).then((found) => (settle(request, reply, found) ? undefined : done()), done);
  });
}

export const authPlugin = fp(authPluginImpl, {
  name: 'accounts-auth',
  fastify: '5.x',
  dependencies: ['@fastify/cookie'],
});

/**
 * The member of a request's live session, for pages outside /api that the auth hook does not see (the sandbox
 * gateway's hosted page). No CSRF check: such pages protect their forms themselves.
 */
export async function sessionMemberOf(db: Db, request: FastifyRequest): Promise<AuthMember | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const found = await lookupSession(db, token);
  return found.status === 'valid' ? found.member : null;
}

/** preHandler: a logged-in member (401 `please_login`; 401 `session_expired` for an expired or revoked one). */
export async function requireMember(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.member) return;
  if (request.sessionStatus === 'none') throw new AppError('please_login');
  clearSessionCookies(reply);
  throw new AppError(request.sessionStatus === 'expired' ? 'session_expired' : 'please_login');
}

/** preHandler: a logged-in member with a real account (403 `in_need_true_account` for demo/free play). */
export async function requireRealMember(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireMember(request, reply);
  if (request.member?.type === DEMO_TYPE) throw new AppError('in_need_true_account');
}

/** preHandler: a logged-in agent (403 `error_not_agent`). */
export async function requireAgent(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireMember(request, reply);
  const type = request.member?.type ?? -1;
  if (!(AGENT_TYPES as readonly number[]).includes(type)) throw new AppError('error_not_agent');
}

/** The logged-in member of a route behind `requireMember` (throws if the preHandler was forgotten). */
export function currentMember(request: FastifyRequest): AuthMember {
  if (!request.member) throw new AppError('please_login');
  return request.member;
}
