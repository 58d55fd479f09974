import { randomBytes } from 'node:crypto';
import type { Language } from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../../../http/language.ts';
import { normaliseIp } from '../../platform/index.ts';
import { accountsSettings } from '../settings.ts';

/** What a service needs of the HTTP request: who is asking from where, in which language, and the reply for cookies. */
export type RequestContext = {
  ip: string | null;
  userAgent: string;
  language: Language;
  reply: FastifyReply;
  /** This browser session's dev-outbox key (a cookie, made on first use): who may read the codes sent now. */
  outboxViewer: () => string;
};

/** The cookie naming a browser session to the dev outbox (demo mode): only it can read the codes it caused. */
export const OUTBOX_COOKIE = 'hb_outbox';
const OUTBOX_KEY = /^[A-Za-z0-9_-]{43}$/;

/** The request's outbox key, set as an httpOnly cookie when it has none. */
export function outboxViewerOf(request: FastifyRequest, reply: FastifyReply): () => string {
  return () => {
    const sent = request.cookies[OUTBOX_COOKIE];
    if (sent && OUTBOX_KEY.test(sent)) return sent;
    const key = randomBytes(32).toString('base64url');
    reply.setCookie(OUTBOX_COOKIE, key, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: accountsSettings().cookieSecure,
      maxAge: 24 * 3600,
    });
    request.cookies[OUTBOX_COOKIE] = key;
    return key;
  };
}

export function requestContext(request: FastifyRequest, reply: FastifyReply): RequestContext {
  return {
    ip: normaliseIp(request.ip),
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 512),
    language: requestLanguage(request),
    reply,
    outboxViewer: outboxViewerOf(request, reply),
  };
}
