import {
  CRASH_API,
  crashBetAnswer,
  crashBetBody,
  crashCashoutBody,
  crashPlayerState,
  failure,
  ok,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { findGame } from '../../games/index.ts';
import { bearerToken } from '../bearer.ts';
import { studioTitle } from '../catalogue.ts';
import { playerOf, studioGame } from '../service.ts';
import { cashOut, placeBet, playerState, publicState } from './bets.ts';
import { crashFeed } from './feed.ts';
import { crashConfigOf } from './models.ts';
import type { CrashGame } from './rounds.ts';

const tags = ['studio'];
const errors = { 400: failure, 401: failure, 404: failure, 409: failure };
/** The game client authenticates with its bearer token, never with the site's cookie. */
const config = { cookieSession: false };

/** Crash for the game client: its state, bets and cash-outs over HTTP; the round live over a WebSocket. */
export const crashRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const feed = crashFeed(db, (message, error) => app.log.warn({ err: error }, message));
  app.addHook('onClose', () => feed.close());

  async function crashPlayer(request: FastifyRequest) {
    const token = bearerToken(request);
    const player = await playerOf(db, token);
    const game = await studioGame(db, player.gameCode, player.language);
    if (game.family !== 'crash') throw new AppError('game_unavailable');
    return { player, game };
  }

  app.get(
    CRASH_API.state,
    {
      config,
      schema: {
        tags,
        summary: 'Crash: the round now, its bets, the last busts, the player’s bet and balance',
        response: { 200: ok(crashPlayerState), ...errors },
      },
    },
    async (request) => {
      const { player, game } = await crashPlayer(request);
      const crash = { code: game.code, model: game.model, config: crashConfigOf(game.model) };
      return { success: true as const, value: await playerState(db, player, crash) };
    },
  );

  app.post(
    CRASH_API.bet,
    {
      config,
      schema: {
        tags,
        summary: 'Crash: a bet in the round whose betting is open (an auto cash-out optional)',
        body: crashBetBody,
        response: { 200: ok(crashBetAnswer), ...errors },
      },
    },
    async (request) => {
      const { player, game } = await crashPlayer(request);
      return { success: true as const, value: await placeBet(db, player, game, request.body) };
    },
  );

  app.post(
    CRASH_API.cashout,
    {
      config,
      schema: {
        tags,
        summary: 'Crash: cash out now, at the multiplier the server’s clock gives',
        body: crashCashoutBody,
        response: { 200: ok(crashBetAnswer), ...errors },
      },
    },
    async (request) => {
      const { player, game } = await crashPlayer(request);
      return { success: true as const, value: await cashOut(db, player, game, request.body) };
    },
  );

  async function watchedGame(code: string): Promise<CrashGame> {
    const game = await findGame(db, code);
    const title = game && studioTitle({ code: game.code, nameEn: game.nameEn });
    if (!game || title?.family !== 'crash') throw new AppError('game_not_found');
    return { code: game.code, model: title.model, config: crashConfigOf(title.model) };
  }

  app.get(
    CRASH_API.live,
    {
      config,
      websocket: true,
      schema: {
        tags,
        summary: 'Crash, live (WebSocket): the state, then each round, bet and cash-out as it happens',
        querystring: z.object({ game: z.string().regex(/^[A-Z0-9_]{1,60}$/, { error: 'game_not_found' }) }),
      },
      // an unknown game is refused before the upgrade, with the usual JSON error
      preHandler: async (request) => {
        await watchedGame((request.query as { game: string }).game);
      },
    },
    (socket, request) => {
      const code = request.query.game;
      feed.serve(
        socket,
        code,
        async () => ({ type: 'state', ...(await publicState(db, await watchedGame(code))) }),
        'crash',
      );
    },
  );
};
