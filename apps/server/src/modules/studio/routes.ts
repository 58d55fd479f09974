import {
  actionBody,
  clientSeedBody,
  failure,
  fairRound,
  fairState as fairStateSchema,
  ok,
  playBody,
  rotatedSeed,
  STUDIO_API,
  spinBody,
  studioRound,
  studioSession,
  studioSessionBody,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { currentMember, requireMember } from '../accounts/index.ts';
import { bearerToken, studioPlayerOf } from './bearer.ts';
import { fairState, rotate } from './fair/service.ts';
import { moveRound } from './moves.ts';
import { fairRoundOf, openSession, playInstant, resumeSession, spinSlot } from './service.ts';

const tags = ['studio'];
const errors = { 400: failure, 401: failure, 404: failure, 409: failure };
/** The game client authenticates with its bearer token, never with the site's cookie. */
const config = { cookieSession: false };

/** The in-house studio's API for its game client (contracts: STUDIO_API). */
export const studioRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  function player(request: FastifyRequest) {
    return studioPlayerOf(db, request);
  }

  app.post(
    STUDIO_API.session,
    {
      config,
      schema: {
        tags,
        summary: 'Open the game client’s session with its launch token',
        body: studioSessionBody,
        response: { 200: ok(studioSession), ...errors },
      },
    },
    async (request) => ({ success: true as const, value: await openSession(db, request.body.launchToken) }),
  );

  app.get(
    STUDIO_API.session,
    {
      config,
      schema: {
        tags,
        summary: 'The game client’s session again, after a reload',
        response: { 200: ok(studioSession), ...errors },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      return { success: true as const, value: await resumeSession(db, token) };
    },
  );

  app.get(
    STUDIO_API.fair,
    {
      config,
      schema: {
        tags,
        summary:
          'The active seed pair (server seed hash, client seed, next nonce) and the next server seed’s hash',
        response: { 200: ok(fairStateSchema), ...errors },
      },
    },
    async (request) => {
      const { memberId } = await player(request);
      return { success: true as const, value: await fairState(db, memberId) };
    },
  );

  app.post(
    STUDIO_API.clientSeed,
    {
      config,
      schema: {
        tags,
        summary:
          'Set a client seed: the pair ends (its server seed revealed), the committed next server seed pairs with it',
        body: clientSeedBody,
        response: { 200: ok(rotatedSeed), ...errors },
      },
    },
    async (request) => {
      const { memberId } = await player(request);
      return { success: true as const, value: await rotate(db, memberId, request.body.clientSeed) };
    },
  );

  app.post(
    STUDIO_API.rotateSeed,
    {
      config,
      schema: {
        tags,
        summary:
          'Rotate the seed pair: its server seed revealed, the committed next server seed becomes the active one',
        response: { 200: ok(rotatedSeed), ...errors },
      },
    },
    async (request) => {
      const { memberId } = await player(request);
      return { success: true as const, value: await rotate(db, memberId) };
    },
  );

  app.post(
    STUDIO_API.spin,
    {
      config,
      schema: {
        tags,
        summary: 'One paid slot spin with its free spins',
        body: spinBody,
        response: { 200: ok(studioRound), ...errors },
      },
    },
    async (request) => {
      const p = await player(request);
      return {
        success: true as const,
        value: await spinSlot(db, p, request.body.requestId, request.body.bet),
      };
    },
  );

  app.post(
    STUDIO_API.play,
    {
      config,
      schema: {
        tags,
        summary: 'One round of an instant game (dice, bầu cua, xóc đĩa, plinko, wheel, rps)',
        body: playBody,
        response: { 200: ok(studioRound), ...errors },
      },
    },
    async (request) => {
      const p = await player(request);
      return {
        success: true as const,
        value: await playInstant(db, p, request.body.requestId, request.body.bet),
      };
    },
  );

  app.post(
    STUDIO_API.action,
    {
      config,
      schema: {
        tags,
        summary: 'A move of an open round (mines: reveal, cashout; hi-lo: guess, skip, cashout)',
        body: actionBody,
        response: { 200: ok(studioRound), ...errors },
      },
    },
    async (request) => {
      const p = await player(request);
      const { requestId, roundId, action } = request.body;
      return { success: true as const, value: await moveRound(db, p, requestId, BigInt(roundId), action) };
    },
  );

  app.get(
    '/api/fair/rounds/:id',
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: 'A round of the member’s with its provably fair data',
        params: z.object({ id: z.string().regex(/^\d{1,18}$/, { error: 'round_not_found' }) }),
        response: { 200: ok(fairRound), ...errors },
      },
    },
    async (request) => {
      const member = currentMember(request);
      return { success: true as const, value: await fairRoundOf(db, member.id, BigInt(request.params.id)) };
    },
  );
};
