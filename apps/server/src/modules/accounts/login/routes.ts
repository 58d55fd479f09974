import {
  ACCOUNTS_API,
  codeRequest,
  codeSent,
  freePlayBody,
  loginBody,
  loginResult,
  memberInfo,
  ok,
  secondVerificationBody,
  secondVerificationSendBody,
  updateLanguageBody,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountsRoutesOptions } from '../options.ts';
import { currentMember, requireMember } from '../session/auth-plugin.ts';
import { requestContext } from '../session/context.ts';
import { saveMemberLanguage } from '../session/language.ts';
import { cachedMemberInfo } from '../session/member-info.ts';
import { clearSessionCookies, revokeSession } from '../session/session.ts';
import { freePlay } from './free-play.ts';
import { answerChallenge, sendChallengeCode } from './second-verification.ts';
import { login, sendLoginCode } from './service.ts';

const tags = ['accounts'];

/** Login (password, SMS code, second verification), free play, member info, the member's language and logout. */
export const loginRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { db, rateLimit, checkAuthenticator },
) => {
  app.post(
    ACCOUNTS_API.login,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Log in by username/password or mobile/SMS code; may ask for a second verification',
        body: loginBody,
        response: { 200: ok(loginResult) },
      },
    },
    async (request, reply) => ({
      success: true as const,
      value: await login(db, request.body, requestContext(request, reply)),
    }),
  );

  app.post(
    ACCOUNTS_API.loginCode,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Send a login code by SMS (same answer for unknown numbers)',
        body: codeRequest,
        response: { 200: ok(codeSent) },
      },
    },
    async (request, reply) => ({
      success: true as const,
      value: await sendLoginCode(db, request.body, requestContext(request, reply)),
    }),
  );

  app.post(
    ACCOUNTS_API.secondVerificationSend,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Send the second-verification code to the mobile or e-mail of the login',
        body: secondVerificationSendBody,
        response: { 200: ok(codeSent) },
      },
    },
    async (request, reply) => ({
      success: true as const,
      value: await sendChallengeCode(db, request.body, requestContext(request, reply)),
    }),
  );

  app.post(
    ACCOUNTS_API.secondVerification,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Answer the second verification (code, bank account name or authenticator) and log in',
        body: secondVerificationBody,
        response: { 200: ok(loginResult) },
      },
    },
    async (request, reply) => ({
      success: true as const,
      value: await answerChallenge(db, request.body, requestContext(request, reply), checkAuthenticator),
    }),
  );

  app.post(
    ACCOUNTS_API.freePlay,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Free play: log in as a demo member (type 4) kept for the client nonce',
        body: freePlayBody,
        response: { 200: ok(loginResult) },
      },
    },
    async (request, reply) => ({
      success: true as const,
      value: await freePlay(db, request.body, requestContext(request, reply)),
    }),
  );

  app.get(
    ACCOUNTS_API.me,
    {
      preValidation: requireMember,
      schema: { tags, summary: 'The logged-in member', response: { 200: ok(memberInfo) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, value: await cachedMemberInfo(db, currentMember(request).id) };
    },
  );

  app.put(
    ACCOUNTS_API.language,
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: "Update language (spec §7): keep the member's site language for their next login",
        body: updateLanguageBody,
        response: { 200: ok(z.null()) },
      },
    },
    async (request) => {
      await saveMemberLanguage(db, currentMember(request).id, request.body.language);
      return { success: true as const, value: null };
    },
  );

  app.delete(
    ACCOUNTS_API.logout,
    {
      schema: {
        tags,
        summary: 'Log out: end this session and clear its cookies',
        response: { 200: ok(z.null()) },
      },
    },
    async (request, reply) => {
      if (request.member) await revokeSession(db, request.member.sessionId);
      clearSessionCookies(reply);
      return { success: true as const, value: null };
    },
  );
};
