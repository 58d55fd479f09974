import {
  ACCOUNTS_API,
  authenticatorCodeBody,
  authenticatorDisableBody,
  authenticatorSetup,
  bindEmailBody,
  bindEmailCodeBody,
  bindMobileBody,
  codeRequest,
  codeSent,
  loginRecord,
  ok,
  paged,
  pageQuery,
  paymentPasswordBody,
  securityOverview,
  sessionRecord,
  sessionsRevoked,
} from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import { requestLanguage } from '../../../http/language.ts';
import { perMinuteLimit } from '../../../http/rate-limit.ts';
import { normaliseIp } from '../../platform/index.ts';
import { currentMember, requireMember, requireRealMember } from '../session/auth-plugin.ts';
import { outboxViewerOf } from '../session/context.ts';
import * as activity from './activity.ts';
import type { Authenticator } from './authenticator.ts';
import * as security from './service.ts';

export type SecurityRoutesOptions = {
  db: Db;
  authenticator: Authenticator;
  /** Same as the auth plugin's idle timeout, so the sessions list shows exactly the sessions that still work. */
  sessionIdleMinutes: number;
  /** Per-IP limit a minute on the routes that check a password or a code (0: none; @fastify/rate-limit at the root). */
  sensitiveRateLimit: number;
};

const tags = ['accounts: security centre'];

/** The security centre (spec §2.5 "my account" → securityCenter): every route is the caller's own data only. */
export const securityRoutes: FastifyPluginAsyncZod<SecurityRoutesOptions> = async (app, options) => {
  const { db, authenticator } = options;
  const sensitive = { rateLimit: perMinuteLimit(options.sensitiveRateLimit) };
  const real = { preHandler: requireRealMember };
  const view = async (memberId: bigint) => ({
    success: true as const,
    value: await security.overview(db, memberId),
  });

  app.get(
    ACCOUNTS_API.security,
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: 'Security overview: masked contacts, passwords, authenticator, bound sign-ins',
        response: { 200: ok(securityOverview) },
      },
    },
    async (request) => view(currentMember(request).id),
  );

  app.post(
    ACCOUNTS_API.paymentPassword,
    {
      ...real,
      config: sensitive,
      schema: {
        tags,
        summary: 'Set or change the payment password (login password required)',
        body: paymentPasswordBody,
        response: { 200: ok(securityOverview) },
      },
    },
    async (request) => {
      const { id } = currentMember(request);
      await security.setPaymentPassword(db, id, request.body);
      return view(id);
    },
  );

  const where = (request: FastifyRequest, reply: FastifyReply) => ({
    ip: normaliseIp(request.ip),
    language: requestLanguage(request),
    viewer: outboxViewerOf(request, reply),
  });

  app.post(
    ACCOUNTS_API.bindMobileCode,
    {
      ...real,
      config: sensitive,
      schema: {
        tags,
        summary: 'Send a code to the mobile number to bind',
        body: codeRequest,
        response: { 200: ok(codeSent) },
      },
    },
    async (request, reply) => ({
      success: true as const,
      value: await security.sendMobileBindCode(
        db,
        currentMember(request).id,
        request.body,
        where(request, reply),
      ),
    }),
  );

  app.post(
    ACCOUNTS_API.bindMobile,
    {
      ...real,
      config: sensitive,
      schema: {
        tags,
        summary: 'Bind the mobile number with its code (replacing a bound one also needs the login password)',
        body: bindMobileBody,
        response: { 200: ok(securityOverview) },
      },
    },
    async (request) => {
      const { id } = currentMember(request);
      await security.bindMobile(db, id, request.body);
      return view(id);
    },
  );

  app.post(
    ACCOUNTS_API.bindEmailCode,
    {
      ...real,
      config: sensitive,
      schema: {
        tags,
        summary: 'Send a code to the e-mail address to bind',
        body: bindEmailCodeBody,
        response: { 200: ok(codeSent) },
      },
    },
    async (request, reply) => ({
      success: true as const,
      value: await security.sendEmailBindCode(
        db,
        currentMember(request).id,
        request.body,
        where(request, reply),
      ),
    }),
  );

  app.post(
    ACCOUNTS_API.bindEmail,
    {
      ...real,
      config: sensitive,
      schema: {
        tags,
        summary:
          'Bind the e-mail address with its code (replacing a bound one also needs the login password)',
        body: bindEmailBody,
        response: { 200: ok(securityOverview) },
      },
    },
    async (request) => {
      const { id } = currentMember(request);
      await security.bindEmail(db, id, request.body);
      return view(id);
    },
  );

  app.post(
    ACCOUNTS_API.authenticatorSetup,
    {
      ...real,
      schema: {
        tags,
        summary: 'Start authenticator setup: a new secret, its otpauth address and QR code',
        response: { 200: ok(authenticatorSetup) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, value: await authenticator.setup(currentMember(request).id) };
    },
  );

  app.post(
    ACCOUNTS_API.authenticatorEnable,
    {
      ...real,
      config: sensitive,
      schema: {
        tags,
        summary: 'Turn the authenticator on with its first code',
        body: authenticatorCodeBody,
        response: { 200: ok(securityOverview) },
      },
    },
    async (request) => {
      const { id } = currentMember(request);
      await authenticator.enable(id, request.body.code);
      return view(id);
    },
  );

  app.post(
    ACCOUNTS_API.authenticatorDisable,
    {
      ...real,
      config: sensitive,
      schema: {
        tags,
        summary: 'Turn the authenticator off (a current code and the login password)',
        body: authenticatorDisableBody,
        response: { 200: ok(securityOverview) },
      },
    },
    async (request) => {
      const { id } = currentMember(request);
      await authenticator.disable(id, request.body.code, request.body.password);
      return view(id);
    },
  );

  app.get(
    ACCOUNTS_API.logins,
    {
      ...real,
      schema: {
        tags,
        summary: 'Login history, newest first, 10 a page by default',
        querystring: z.object(pageQuery(10)),
        response: { 200: ok(paged(loginRecord)) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await activity.loginHistory(db, currentMember(request).id, request.query),
    }),
  );

  app.get(
    ACCOUNTS_API.sessions,
    {
      ...real,
      schema: {
        tags,
        summary: 'Live sessions, the current one flagged',
        response: { 200: ok(z.array(sessionRecord)) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await activity.liveSessions(db, currentMember(request), options.sessionIdleMinutes),
    }),
  );

  app.delete(
    ACCOUNTS_API.otherSessions,
    {
      ...real,
      schema: { tags, summary: 'Sign out every other session', response: { 200: ok(sessionsRevoked) } },
    },
    async (request) => ({
      success: true as const,
      value: { revoked: await activity.revokeOtherSessions(db, currentMember(request)) },
    }),
  );

  app.delete(
    `${ACCOUNTS_API.sessions}/:id`,
    {
      ...real,
      schema: {
        tags,
        summary: 'Sign out one of your own sessions (another member’s id answers not_found)',
        params: z.object({ id: z.string().max(32) }),
        response: { 200: ok(sessionsRevoked) },
      },
    },
    async (request) => {
      await activity.revokeOwnSession(db, currentMember(request).id, request.params.id);
      return { success: true as const, value: { revoked: 1 } };
    },
  );
};
