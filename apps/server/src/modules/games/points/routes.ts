import {
  failure,
  ok,
  POINTS_API,
  pointsHistoryPage,
  pointsHistoryQuery,
  pointsReward,
  pointsSummary,
  redeemBody,
  redemption,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import { requestLanguage } from '../../../http/language.ts';
import { onePerMember, onePerMemberHooks } from '../../../http/one-per-member.ts';
import { currentMember, requireMember, requireRealMember } from '../../accounts/index.ts';
import * as mall from './mall.ts';
import * as points from './service.ts';

const tags = ['games'];
const errors = { 400: failure, 401: failure, 403: failure, 404: failure, 423: failure };

/** The member's own game points and valid turnover per category (spec §9), and the points mall. */
export const pointsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    POINTS_API.summary,
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: 'My game points: the balance and, per game category, valid turnover and points earned',
        response: { 200: ok(pointsSummary), 401: failure },
      },
    },
    async (request) => ({
      success: true as const,
      value: await points.pointsSummary(db, currentMember(request).id),
    }),
  );

  app.get(
    POINTS_API.rewards,
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: 'The points mall’s rewards on offer, cheapest first',
        response: { 200: ok(z.array(pointsReward)), 401: failure },
      },
    },
    async (request) => ({
      success: true as const,
      value: await mall.listRewards(db, currentMember(request).merchant, requestLanguage(request)),
    }),
  );

  app.post(
    POINTS_API.redeem,
    {
      ...onePerMemberHooks,
      preValidation: requireRealMember,
      schema: {
        tags,
        summary:
          'Spend points on a reward (checks the payment password; the same requestId answers the first)',
        body: redeemBody,
        response: { 200: ok(redemption), ...errors },
      },
    },
    async (request) => {
      const member = currentMember(request);
      return {
        success: true as const,
        value: await onePerMember(request, member.id, () =>
          mall.redeem(db, member, request.body, requestLanguage(request)),
        ),
      };
    },
  );

  app.get(
    POINTS_API.history,
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: 'My points history: earned by settled rounds and spent on rewards, newest first',
        querystring: pointsHistoryQuery,
        response: { 200: ok(pointsHistoryPage), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      value: await mall.pointsHistory(db, currentMember(request).id, request.query, requestLanguage(request)),
    }),
  );
};
