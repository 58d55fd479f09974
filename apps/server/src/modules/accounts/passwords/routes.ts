import {
  ACCOUNTS_API,
  changePasswordBody,
  codeRequest,
  codeSent,
  forgotPasswordBody,
  loginResult,
  ok,
  phonePasswordBody,
  resetPasswordBody,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountsRoutesOptions } from '../options.ts';
import { currentMember, requireRealMember } from '../session/auth-plugin.ts';
import { requestContext } from '../session/context.ts';
import * as recovery from './service.ts';

const tags = ['accounts'];
const done = ok(z.null());

/** Changing, forgetting and resetting the login password (by e-mail link or SMS code). */
export const passwordRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { db, rateLimit },
) => {
  app.post(
    ACCOUNTS_API.changePassword,
    {
      config: { rateLimit },
      preValidation: requireRealMember,
      schema: {
        tags,
        summary: 'Change the login password (other sessions end)',
        body: changePasswordBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await recovery.changePassword(db, currentMember(request), request.body);
      return { success: true as const, value: null };
    },
  );

  app.post(
    ACCOUNTS_API.forgotPassword,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Forgot password: e-mail a reset link (JSON or form-encoded username, email)',
        body: forgotPasswordBody,
        response: { 200: done },
      },
    },
    async (request, reply) => {
      await recovery.forgotPassword(db, request.body, requestContext(request, reply));
      return { success: true as const, value: null };
    },
  );

  app.post(
    ACCOUNTS_API.resetPassword,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Set a new password with the token of a reset link',
        body: resetPasswordBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await recovery.resetPassword(db, request.body);
      return { success: true as const, value: null };
    },
  );

  app.post(
    ACCOUNTS_API.phonePasswordCode,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Send a password-reset code by SMS (same answer for unknown numbers)',
        body: codeRequest,
        response: { 200: ok(codeSent) },
      },
    },
    async (request, reply) => ({
      success: true as const,
      value: await recovery.sendPhoneResetCode(db, request.body, requestContext(request, reply)),
    }),
  );

  app.post(
    ACCOUNTS_API.phonePassword,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Set a new password with an SMS code and log in',
        body: phonePasswordBody,
        response: { 200: ok(loginResult) },
      },
    },
    async (request, reply) => ({
      success: true as const,
      value: await recovery.resetByPhone(db, request.body, requestContext(request, reply)),
    }),
  );
};
