import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OAuthProviderId } from '../../../adapters/oauth/index.ts';

/**
 * Browser-bound values of the sign-in flow, each kept in an httpOnly cookie scoped to the OAuth paths:
 * - the `state` sent to the provider (CSRF protection of the callback: a callback whose state is not the one
 *   this browser started with is refused), 10 minutes;
 * - the ticket the callback hands out, so a ticket that leaks (it travels in the address) is useless in
 *   another browser, 15 minutes.
 */

export const STATE_COOKIE = 'hb_oauth_state';
export const TICKET_COOKIE = 'hb_oauth_ticket';
export const OAUTH_COOKIE_PATH = '/api/accounts/oauth';
const STATE_SECONDS = 600;
export const TICKET_MINUTES = 15;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Equal strings, compared in constant time (through their hashes, so lengths do not matter). */
export function sameSecret(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  return timingSafeEqual(digest(a), digest(b));
}

function options(secure: boolean, maxAge: number) {
  return { path: OAUTH_COOKIE_PATH, httpOnly: true, sameSite: 'lax' as const, secure, maxAge };
}

export function newState(reply: FastifyReply, provider: OAuthProviderId, secure: boolean): string {
  const state = randomBytes(24).toString('base64url');
  reply.setCookie(STATE_COOKIE, `${provider}.${state}`, options(secure, STATE_SECONDS));
  return state;
}

/** Whether the callback's state is the one this browser started with for this provider; the cookie is spent. */
export function takeState(
  request: FastifyRequest,
  reply: FastifyReply,
  provider: OAuthProviderId,
  state: string | undefined,
  secure: boolean,
): boolean {
  const cookie = request.cookies[STATE_COOKIE];
  reply.clearCookie(STATE_COOKIE, options(secure, 0));
  return sameSecret(cookie, state === undefined ? undefined : `${provider}.${state}`);
}

export function rememberTicket(reply: FastifyReply, ticket: string, secure: boolean): void {
  reply.setCookie(TICKET_COOKIE, ticket, options(secure, TICKET_MINUTES * 60));
}

export function ticketMatchesBrowser(request: FastifyRequest, ticket: string): boolean {
  return sameSecret(request.cookies[TICKET_COOKIE], ticket);
}

export function forgetTicket(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(TICKET_COOKIE, options(secure, 0));
}
