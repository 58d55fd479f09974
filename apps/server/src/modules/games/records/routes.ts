import {
  BETS_API,
  betRecordPage,
  betRecordsQuery,
  betRoundDetail,
  betRoundParams,
  failure,
  ok,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database.ts';
import { requestLanguage } from '../../../http/language.ts';
import { currentMember, requireMember } from '../../accounts/index.ts';
import { betRecords, betRound } from './service.ts';

const tags = ['games'];

/** The betting record (personalHistoryCopy): the member's own game rounds and one round's detail. */
export const betRecordRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    BETS_API.list,
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: 'Betting record: my game rounds, filtered, paged, with totals (personalHistoryCopy)',
        querystring: betRecordsQuery,
        response: { 200: ok(betRecordPage), 400: failure, 401: failure },
      },
    },
    async (request) => ({
      success: true as const,
      value: await betRecords(db, currentMember(request).id, request.query, requestLanguage(request)),
    }),
  );

  app.get(
    '/api/games/bets/:id',
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: 'One round of mine: amounts, outcome summary and provably fair data',
        params: betRoundParams,
        response: { 200: ok(betRoundDetail), 400: failure, 401: failure, 404: failure },
      },
    },
    async (request) => ({
      success: true as const,
      value: await betRound(
        db,
        currentMember(request).id,
        BigInt(request.params.id),
        requestLanguage(request),
      ),
    }),
  );
};
