import { API, failure, game, ok } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../http/language.ts';
import { currentMember, requireMember } from '../accounts/index.ts';
import type { GamesService } from './service.ts';

const tags = ['games'];
const params = z.object({ code: z.string().regex(/^[A-Z0-9_]{1,60}$/, { error: 'game_not_found' }) });
const errors = { 400: failure, 401: failure, 404: failure };

/** The member's favourites and recent games (spec §7): their own, so never cached across members. */
export const favouriteRoutes: FastifyPluginAsyncZod<{ service: GamesService }> = async (app, { service }) => {
  app.get(
    API.favourites,
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: 'The member’s favourite games',
        response: { 200: ok(z.array(game)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      value: await service.favourites(currentMember(request).id, requestLanguage(request)),
    }),
  );

  app.put(
    '/api/games/favourites/:code',
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: 'Add a game to the favourites',
        params,
        response: { 200: ok(z.null()), ...errors },
      },
    },
    async (request) => {
      await service.addFavourite(currentMember(request).id, request.params.code);
      return { success: true as const, value: null };
    },
  );

  app.delete(
    '/api/games/favourites/:code',
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: 'Take a game out of the favourites',
        params,
        response: { 200: ok(z.null()), ...errors },
      },
    },
    async (request) => {
      await service.removeFavourite(currentMember(request).id, request.params.code);
      return { success: true as const, value: null };
    },
  );

  app.get(
    API.recentGames,
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: 'The games the member launched lately',
        response: { 200: ok(z.array(game)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      value: await service.recent(currentMember(request).id, requestLanguage(request)),
    }),
  );
};
