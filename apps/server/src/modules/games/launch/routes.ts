import { DEMO_TYPE, failure, launchAnswer, launchBody, ok, PLAY_API } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database.ts';
import { requestLanguage } from '../../../http/language.ts';
import { currentMember, requireMember } from '../../accounts/index.ts';
import { launchGame } from './service.ts';

export const launchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    PLAY_API.launch,
    {
      preHandler: requireMember,
      schema: {
        tags: ['games'],
        summary: 'The launch address of a game (a single-use launch token in it, 60 s)',
        body: launchBody,
        response: { 200: ok(launchAnswer), 400: failure, 401: failure, 404: failure },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const value = await launchGame(
        db,
        {
          memberId: member.id,
          isDemo: member.type === DEMO_TYPE,
          language: requestLanguage(request),
          siteSessionId: member.sessionId,
        },
        request.body.gameCode,
      );
      return { success: true as const, value };
    },
  );
};
