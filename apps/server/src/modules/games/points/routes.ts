import { failure, ok, POINTS_API, pointsSummary } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database.ts';
import { currentMember, requireMember } from '../../accounts/index.ts';
import * as points from './service.ts';

const tags = ['games'];

/** The member's own game points and valid turnover per category (spec §9). */
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
};
