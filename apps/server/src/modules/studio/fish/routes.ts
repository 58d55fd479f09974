import { FISH_API, failure, fishSession, fishShootAnswer, fishShootBody, ok } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import { studioPlayerOf } from '../bearer.ts';
import { openFishSession, shoot } from './service.ts';

const tags = ['studio'];
const errors = { 400: failure, 401: failure, 404: failure, 409: failure };
/** The game client authenticates with its bearer token, never with the site's cookie. */
const config = { cookieSession: false };

/** Fish shooting for the game client: the session (field seed, clock) and the batches of hits. */
export const fishRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  async function fishPlayer(request: FastifyRequest) {
    return studioPlayerOf(db, request);
  }

  app.post(
    FISH_API.session,
    {
      config,
      schema: {
        tags,
        summary:
          'Fish: the player’s field at this game (resumed, or a new one), the server’s clock, the captured fish',
        body: z.object({}).strict().optional(),
        response: { 200: ok(fishSession), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      value: await openFishSession(db, await fishPlayer(request)),
    }),
  );

  app.post(
    FISH_API.shoot,
    {
      config,
      schema: {
        tags,
        summary: 'Fish: a batch of hits at one cannon level, one round (idempotent by requestId)',
        body: fishShootBody,
        response: { 200: ok(fishShootAnswer), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      value: await shoot(db, await fishPlayer(request), request.body),
    }),
  );
};
