import {
  failure,
  ok,
  PVP_API,
  pvpJoinBody,
  pvpLobby,
  pvpMoveBody,
  pvpPlayerTable,
  pvpTableBody,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { databaseTimeMs } from '../../../db/clock.ts';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { bearerToken } from '../bearer.ts';
import { playerOf, studioGame } from '../service.ts';
import { pvpFeed } from './feed.ts';
import { isPvpGame } from './games.ts';
import { makeMove } from './hands.ts';
import type { PvpSettings } from './models.ts';
import * as q from './queries.ts';
import { join, leave, lobby, type PvpSessionGame, playerTable, ready, unready } from './seats.ts';
import { tableView } from './views.ts';

const tags = ['studio'];
const errors = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure };
/** The game client authenticates with its bearer token, never with the site's cookie. */
const config = { cookieSession: false };
const tableQuery = z.object({ tableId: z.string().regex(/^\d{1,18}$/, { error: 'pvp_table_not_found' }) });

/** The PVP card rooms for the game client: lobby, seats, ready and moves over HTTP; each table over a WebSocket. */
export const pvpRoutes: FastifyPluginAsyncZod<{ db: Db; settings: PvpSettings }> = async (
  app,
  { db, settings },
) => {
  const feed = pvpFeed(db, (message, error) => app.log.warn({ err: error }, message));
  app.addHook('onClose', async () => feed.close());

  async function pvpPlayer(request: FastifyRequest) {
    const token = bearerToken(request);
    const player = await playerOf(db, token);
    const game = await studioGame(db, player.gameCode, player.language, player.game);
    if (game.family !== 'pvp' || !isPvpGame(game.model)) throw new AppError('game_unavailable');
    const session: PvpSessionGame = { code: game.code, game: game.model, minBet: BigInt(game.minBet) };
    return { player, game: session };
  }

  app.get(
    PVP_API.lobby,
    {
      config,
      schema: {
        tags,
        summary:
          'PVP rooms: the stake rooms of the session’s game, how many sit in each, where the player sits',
        response: { 200: ok(pvpLobby), ...errors },
      },
    },
    async (request) => {
      const { player, game } = await pvpPlayer(request);
      return { success: true as const, value: await lobby(db, player, game, settings) };
    },
  );

  app.get(
    PVP_API.table,
    {
      config,
      schema: {
        tags,
        summary: 'PVP table: seats, the hand, the player’s own cards and balance',
        querystring: tableQuery,
        response: { 200: ok(pvpPlayerTable), ...errors },
      },
    },
    async (request) => {
      const { player, game } = await pvpPlayer(request);
      const value = await playerTable(db, player, game, BigInt(request.query.tableId), settings);
      return { success: true as const, value };
    },
  );

  app.post(
    PVP_API.join,
    {
      config,
      schema: {
        tags,
        summary: 'PVP: sit at a table of a stake room (one seat at a time)',
        body: pvpJoinBody,
        response: { 200: ok(pvpPlayerTable), ...errors },
      },
    },
    async (request) => {
      const { player, game } = await pvpPlayer(request);
      return { success: true as const, value: await join(db, player, game, request.body, settings) };
    },
  );

  for (const [path, action, summary] of [
    [PVP_API.ready, ready, 'PVP: ready for the next hand (holds the most the hand can cost)'],
    [PVP_API.unready, unready, 'PVP: not ready (the hold comes back before the deal)'],
    [PVP_API.leave, leave, 'PVP: stand up (during a hand the seat plays on auto until it ends)'],
  ] as const) {
    app.post(
      path,
      {
        config,
        schema: { tags, summary, body: pvpTableBody, response: { 200: ok(pvpPlayerTable), ...errors } },
      },
      async (request) => {
        const { player, game } = await pvpPlayer(request);
        return { success: true as const, value: await action(db, player, game, request.body, settings) };
      },
    );
  }

  app.post(
    PVP_API.move,
    {
      config,
      schema: {
        tags,
        summary: 'PVP: a move in the hand, on the player’s turn (idempotent by requestId)',
        body: pvpMoveBody,
        response: { 200: ok(pvpPlayerTable), ...errors },
      },
    },
    async (request) => {
      const { player, game } = await pvpPlayer(request);
      return { success: true as const, value: await makeMove(db, player, game, request.body, settings) };
    },
  );

  async function watchedTable(tableId: string) {
    const table = await q.findTable(db, BigInt(tableId));
    if (!table) throw new AppError('pvp_table_not_found');
    const game = await studioGame(db, table.game_code, 'vi');
    if (game.family !== 'pvp' || !isPvpGame(game.model)) throw new AppError('pvp_table_not_found');
    return { table, game: game.model };
  }

  app.get(
    PVP_API.live,
    {
      config,
      websocket: true,
      schema: {
        tags,
        summary:
          'PVP table (WebSocket): the table as everyone sees it, on every change — never anyone’s cards',
        querystring: z.object({ table: z.string().regex(/^\d{1,18}$/, { error: 'pvp_table_not_found' }) }),
      },
      // an unknown table is refused before the upgrade, with the usual JSON error
      preHandler: async (request) => {
        await watchedTable((request.query as { table: string }).table);
      },
    },
    (socket, request) => {
      const key = request.query.table;
      feed.serve(
        socket,
        key,
        async () => {
          const serverTime = databaseTimeMs(); // before the reads, as in playerTable
          const { table, game } = await watchedTable(key);
          return { type: 'table', table: await tableView(db, table, game, settings.turnMs), serverTime };
        },
        'pvp',
      );
    },
  );
};
