import {
  failure,
  ok,
  REBATE_API,
  rebateClaim,
  rebateClaimBody,
  rebateClaimPage,
  rebateClaimsQuery,
  rebateSummary,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { onePerMember, onePerMemberHooks } from '../../../http/one-per-member.ts';
import { currentMember, requireRealMember } from '../../accounts/index.ts';
import { loadSwitches } from '../../platform/index.ts';
import * as rebate from './service.ts';

const tags = ['promotions'];
const errors = { 400: failure, 401: failure, 403: failure };

/**
 * Cashback (spec §2.5 manualRebate): for real members, while the operator's manual-rebate switch is on
 * (403 `operation_not_enabled` otherwise, and `in_need_true_account` for a demo account).
 */
export const rebateRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const preHandler = [
    requireRealMember,
    async () => {
      if (!(await loadSwitches(db)).manualRebate) throw new AppError('operation_not_enabled');
    },
  ];

  app.get(
    REBATE_API.summary,
    {
      preHandler,
      schema: {
        tags,
        summary:
          'My cashback now: per game category, the turnover since my last claim, the rate and the amount',
        response: { 200: ok(rebateSummary), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      value: await rebate.rebateSummary(db, currentMember(request)),
    }),
  );

  app.post(
    REBATE_API.claim,
    {
      ...onePerMemberHooks,
      preHandler,
      schema: {
        tags,
        summary: 'Claim my cashback into my main wallet (the same requestId again answers the first claim)',
        body: rebateClaimBody,
        response: { 200: ok(rebateClaim), ...errors },
      },
    },
    async (request) => {
      const member = currentMember(request);
      return {
        success: true as const,
        value: await onePerMember(request, member.id, () =>
          rebate.claimRebate(db, member, request.body.requestId),
        ),
      };
    },
  );

  app.get(
    REBATE_API.claims,
    {
      preHandler,
      schema: {
        tags,
        summary: 'My cashback claims, newest first',
        querystring: rebateClaimsQuery,
        response: { 200: ok(rebateClaimPage), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      value: await rebate.listRebateClaims(db, currentMember(request).id, request.query),
    }),
  );
};
