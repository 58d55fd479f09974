import type { Language } from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../../http/language.ts';
import { normaliseIp } from '../platform/index.ts';

/** What a service needs of the HTTP request: who is asking from where, in which language, and the reply for cookies. */
export type RequestContext = {
  ip: string | null;
  userAgent: string;
  language: Language;
  reply: FastifyReply;
};

export function requestContext(request: FastifyRequest, reply: FastifyReply): RequestContext {
  return {
    ip: normaliseIp(request.ip),
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 512),
    language: requestLanguage(request),
    reply,
  };
}
