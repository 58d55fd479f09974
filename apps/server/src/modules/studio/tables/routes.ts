import { randomUUID } from 'node:crypto';
import {
  failure,
  ok,
  TABLE_API,
  tableBetAnswer,
  tableBetBody,
  tableDecideAnswer,
  tableDecideBody,
  tablePlayerState,
  tableUndoBody,
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
import { decide, liveTableOf, placeBets, playerState, publicState, undoPlacement } from './bets.ts';
import { tableFeed } from './feed.ts';
import * as q from './queries.ts';

const tags = ['studio'];
const errors = { 400: failure, 401: failure, 404: failure, 409: failure };
/** The game client authenticates with its bearer token, never with the site's cookie. */
const config = { cookieSession: false };
/** How often this process tells the table clock which tables its sockets watch. */
const MARK_WATCHED_MS = 5_000;
/** This process among the others, in the audience counts. */
const PROCESS_ID = randomUUID();

/** The live tables for the game client: state, bets and undo over HTTP; the round live over a WebSocket. */
export const tableRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const log = (message: string, error?: unknown) => app.log.warn({ err: error }, message);
  const feed = tableFeed(db, log);
  const marking = setInterval(() => {
    q.markWatched(db, feed.rooms()).catch((error: unknown) => log('table watch: cannot mark', error));
    q.markAudience(db, PROCESS_ID, feed.audience()).catch((error: unknown) =>
      log('table audience: cannot mark', error),
    );
  }, MARK_WATCHED_MS);
  app.addHook('onClose', async () => {
    clearInterval(marking);
    await feed.close();
  });

  async function tablePlayer(request: FastifyRequest) {
    const token = bearerToken(request);
    const player = await playerOf(db, token);
    const game = await studioGame(db, player.gameCode, player.language, player.game);
    return { player, game, table: liveTableOf(game) };
  }

  app.get(
    TABLE_API.state,
    {
      config,
      schema: {
        tags,
        summary: 'Live table: the round now, the last results, the player’s bets in this round and balance',
        response: { 200: ok(tablePlayerState), ...errors },
      },
    },
    async (request) => {
      const { player, table } = await tablePlayer(request);
      await q.markWatched(db, [table.code]);
      return { success: true as const, value: await playerState(db, player, table) };
    },
  );

  app.post(
    TABLE_API.bet,
    {
      config,
      schema: {
        tags,
        summary:
          'Live table: bets placed together in the round whose betting is open (idempotent by requestId)',
        body: tableBetBody,
        response: { 200: ok(tableBetAnswer), ...errors },
      },
    },
    async (request) => {
      const { player, game } = await tablePlayer(request);
      return { success: true as const, value: await placeBets(db, player, game, request.body) };
    },
  );

  app.post(
    TABLE_API.undo,
    {
      config,
      schema: {
        tags,
        summary: 'Live table: take back a placement while betting is open (its stake refunded)',
        body: tableUndoBody,
        response: { 200: ok(tableBetAnswer), ...errors },
      },
    },
    async (request) => {
      const { player, game } = await tablePlayer(request);
      return { success: true as const, value: await undoPlacement(db, player, game, request.body) };
    },
  );

  app.post(
    TABLE_API.decide,
    {
      config,
      schema: {
        tags,
        summary:
          'Decision table: a move on the player’s hand while the decision time runs (idempotent by requestId)',
        body: tableDecideBody,
        response: { 200: ok(tableDecideAnswer), ...errors },
      },
    },
    async (request) => {
      const { player, game } = await tablePlayer(request);
      return { success: true as const, value: await decide(db, player, game, request.body) };
    },
  );

  async function watchedTable(code: string) {
    const game = await findGame(db, code);
    const title = game && studioTitle({ code: game.code, nameEn: game.nameEn });
    if (!game || !title || title.family !== 'table') throw new AppError('game_not_found');
    return liveTableOf({ code: game.code, ...title });
  }

  app.get(
    TABLE_API.live,
    {
      config,
      websocket: true,
      schema: {
        tags,
        summary: 'Live table (WebSocket): the state, then each round as it opens, closes and is paid',
        querystring: z.object({ game: z.string().regex(/^[A-Z0-9_]{1,60}$/, { error: 'game_not_found' }) }),
      },
      // an unknown table is refused before the upgrade, with the usual JSON error
      preHandler: async (request) => {
        await watchedTable((request.query as { game: string }).game);
      },
    },
    (socket, request) => {
      const code = request.query.game;
      feed.serve(
        socket,
        code,
        async () => {
          await q.markWatched(db, [code]);
          return { type: 'state', ...(await publicState(db, await watchedTable(code))) };
        },
        'table',
      );
    },
  );
};
