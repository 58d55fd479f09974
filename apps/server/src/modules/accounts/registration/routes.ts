import {
  ACCOUNTS_API,
  affiliateInfo,
  affiliateQuery,
  captcha,
  codeSent,
  country,
  loginResult,
  ok,
  registerBody,
  registerCodeRequest,
  registerSettings,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COUNTRIES } from '../countries.ts';
import type { AccountsRoutesOptions } from '../options.ts';
import { requestContext } from '../session/context.ts';
import { createCaptcha } from '../verification/captcha.ts';
import * as info from './register-info.ts';
import { register } from './service.ts';

const tags = ['accounts'];

/** Captcha, countries, registration settings, invitation codes, registration and its SMS code. */
export const registerRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { db, rateLimit, onRegistered },
) => {
  app.get(
    ACCOUNTS_API.captcha,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'A new image captcha (5 minutes, single use); at most one a second per IP',
        response: { 200: ok(captcha) },
      },
    },
    async (request, reply) => {
      const { captchaId, image } = await createCaptcha(db, requestContext(request, reply).ip);
      reply.header('cache-control', 'no-store');
      return { success: true as const, value: { captchaId, image } };
    },
  );

  app.get(
    ACCOUNTS_API.countries,
    { schema: { tags, summary: 'Countries for mobile numbers', response: { 200: ok(z.array(country)) } } },
    async () => ({ success: true as const, value: [...COUNTRIES] }),
  );

  app.get(
    ACCOUNTS_API.registerSettings,
    {
      schema: {
        tags,
        summary: 'Registration modes, SMS verification, per-field rules, countries',
        response: { 200: ok(registerSettings) },
      },
    },
    async () => ({ success: true as const, value: await info.registerSettings(db) }),
  );

  app.get(
    ACCOUNTS_API.affiliate,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'The agent behind an invitation code (400 invitation_code_error)',
        querystring: affiliateQuery,
        response: { 200: ok(affiliateInfo) },
      },
    },
    async (request) => ({ success: true as const, value: await info.affiliateInfo(db, request.query.code) }),
  );

  for (const [url, route] of [
    [ACCOUNTS_API.register, 'username'],
    [ACCOUNTS_API.registerMobile, 'mobile'],
  ] as const) {
    app.put(
      url,
      {
        config: { rateLimit },
        schema: {
          tags,
          summary:
            route === 'username'
              ? 'Register by username (registerMode username or direct) and log in'
              : 'Register by mobile number (registerMode mobile or mobilePassword) and log in',
          body: registerBody,
          response: { 200: ok(loginResult) },
        },
      },
      async (request, reply) => ({
        success: true as const,
        value: await register(db, request.body, route, requestContext(request, reply), onRegistered),
      }),
    );
  }

  app.post(
    ACCOUNTS_API.registerCode,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Send the registration SMS code (1/s per IP, 5/h per number, 20/h per IP)',
        body: registerCodeRequest,
        response: { 200: ok(codeSent) },
      },
    },
    async (request, reply) => ({
      success: true as const,
      value: await info.sendRegisterCode(db, request.body, requestContext(request, reply)),
    }),
  );
};
