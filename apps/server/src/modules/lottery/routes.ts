import {
  failure,
  LOTTERY_API,
  lotteryBetAnswer,
  lotteryBetBody,
  lotteryChase,
  lotteryChaseParams,
  lotteryChases,
  lotteryDrawPage,
  lotteryDrawsQuery,
  lotteryGames as lotteryGamesSchema,
  lotteryNumbers,
  lotteryNumbersQuery,
  lotteryOrders,
  lotteryOrdersQuery,
  lotteryPopularQuery,
  lotteryState,
  lotteryStateQuery,
  ok,
  popularLotteries as popularLotteriesSchema,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Db, databaseNow } from '../../db/database.ts';
import { requestLanguage } from '../../http/language.ts';
import { onePerMember } from '../../http/one-per-member.ts';
import { studioPlayerOf } from '../studio/index.ts';
import { memberBets, placeBets } from './bets.ts';
import { memberChases, stopChase } from './chases.ts';
import { drawnPage, latestDraws, openDraws, recentResults } from './draws.ts';
import { gameView, lotteryGame, lotteryGames } from './games.ts';
import { popularLotteries } from './popular.ts';
import { rulesOf } from './rules.ts';
import { chaseView, drawView } from './views.ts';

const tags = ['lottery'];
const errors = { 400: failure, 401: failure, 404: failure, 409: failure };
/** Bets and orders authenticate with the lottery game's studio session (bearer), never with the site's cookie. */
const bearerOnly = { cookieSession: false };
const LATEST = 10;

/** The lotteries' API for players (contracts: LOTTERY_API). */
export const lotteryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const player = (request: FastifyRequest) => studioPlayerOf(db, request);

  app.get(
    LOTTERY_API.games,
    {
      schema: {
        tags,
        summary: 'The lottery games and how each draws',
        response: { 200: ok(lotteryGamesSchema) },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const games = await lotteryGames(db);
      return { success: true as const, value: { games: games.map((game) => gameView(game, language)) } };
    },
  );

  app.get(
    LOTTERY_API.state,
    {
      schema: {
        tags,
        summary: 'A lottery game: the draws taking bets, the latest results, its bet types and rates',
        querystring: lotteryStateQuery,
        response: { 200: ok(lotteryState), ...errors },
      },
    },
    async (request) => {
      const game = await lotteryGame(db, request.query.gameCode);
      const now = await databaseNow(db);
      const [open, latest] = await Promise.all([
        openDraws(db, game.code, now),
        latestDraws(db, game.code, LATEST, now),
      ]);
      return {
        success: true as const,
        value: {
          game: gameView(game, requestLanguage(request)),
          open: open.map((row) => drawView(row, now)),
          latest: latest.map((row) => drawView(row, now)),
          betTypes: [...rulesOf(game.title).betTypes],
          serverTime: now.getTime(),
        },
      };
    },
  );

  app.get(
    LOTTERY_API.draws,
    {
      schema: {
        tags,
        summary: 'A lottery game’s past draws with their results, newest first',
        querystring: lotteryDrawsQuery,
        response: { 200: ok(lotteryDrawPage), ...errors },
      },
    },
    async (request) => {
      const { gameCode, pageNo, pageSize } = request.query;
      const game = await lotteryGame(db, gameCode);
      return { success: true as const, value: await drawnPage(db, game.code, { pageNo, pageSize }) };
    },
  );

  app.get(
    LOTTERY_API.numbers,
    {
      schema: {
        tags,
        summary: 'Hot and cold numbers over the last draws, and each draw’s trend value (vn: its đề number)',
        querystring: lotteryNumbersQuery,
        response: { 200: ok(lotteryNumbers), ...errors },
      },
    },
    async (request) => {
      const game = await lotteryGame(db, request.query.gameCode);
      const draws = await recentResults(db, game.code, request.query.count);
      return { success: true as const, value: rulesOf(game.title).numberStats(draws) };
    },
  );

  app.get(
    LOTTERY_API.popular,
    {
      schema: {
        tags,
        summary: 'The popular lotteries (count ≤ 20): each with the draw taking bets and its latest result',
        querystring: lotteryPopularQuery,
        response: { 200: ok(popularLotteriesSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      value: await popularLotteries(db, request.query, requestLanguage(request)),
    }),
  );

  app.post(
    LOTTERY_API.bet,
    {
      config: bearerOnly,
      schema: {
        tags,
        summary: 'Places a slip on one draw (idempotent by requestId; one debit, all lines or none)',
        body: lotteryBetBody,
        response: { 200: ok(lotteryBetAnswer), ...errors },
      },
    },
    async (request) => {
      const session = await player(request);
      return {
        success: true as const,
        value: await onePerMember(request, session.memberId, () => placeBets(db, session, request.body)),
      };
    },
  );

  app.get(
    LOTTERY_API.orders,
    {
      config: bearerOnly,
      schema: {
        tags,
        summary: 'The player’s lottery bets, newest first',
        querystring: lotteryOrdersQuery,
        response: { 200: ok(lotteryOrders), ...errors },
      },
    },
    async (request) => {
      const session = await player(request);
      return { success: true as const, value: await memberBets(db, session.memberId, request.query) };
    },
  );

  app.get(
    LOTTERY_API.chases,
    {
      config: bearerOnly,
      schema: {
        tags,
        summary: 'The player’s chases, newest first',
        querystring: lotteryOrdersQuery,
        response: { 200: ok(lotteryChases), ...errors },
      },
    },
    async (request) => {
      const session = await player(request);
      return { success: true as const, value: await memberChases(db, session.memberId, request.query) };
    },
  );

  app.post(
    LOTTERY_API.stopChase,
    {
      config: bearerOnly,
      schema: {
        tags,
        summary: 'Stops one of the player’s chases (the slips already placed stay)',
        params: lotteryChaseParams,
        response: { 200: ok(lotteryChase), ...errors },
      },
    },
    async (request) => {
      const session = await player(request);
      const row = await stopChase(db, session.memberId, BigInt(request.params.chaseId));
      const draw = await db
        .selectFrom('lottery_draws')
        .select('issue_no')
        .where('id', '=', row.last_draw_id)
        .executeTakeFirstOrThrow();
      return { success: true as const, value: chaseView(row, draw.issue_no) };
    },
  );
};
