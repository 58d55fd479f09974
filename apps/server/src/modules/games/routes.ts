import {
  API,
  failure,
  game,
  gameList,
  gameListQuery,
  hotGamesQuery,
  type Language,
  leaderboardEntry,
  NEW_GAMES_COUNT,
  newGames,
  ok,
  popularGamesQuery,
  vendorLanes,
  winner,
} from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError } from '../../http/error-handler.ts';
import { requestLanguage } from '../../http/language.ts';
import { CachedJson, sendCachedJson } from '../../http/precompressed.ts';
import { ttlLru } from './cache.ts';
import type { GamesService } from './service.ts';

const tags = ['games'];
const MEDIA_CACHE = 'public, max-age=86400';
const ARTWORK_KEY = /^[A-Za-z0-9_]{1,60}$/;
/** Catalogue answers are read-mostly: each distinct request is answered from memory for a few seconds. */
const RESPONSE_TTL_MS = 5000;
const RESPONSE_CACHE_ENTRIES = 500;

/** The list's `language` parameter when given, else the caller's language. */
function listLanguage(request: FastifyRequest, language: string | undefined): Language {
  return language ? (language.toLowerCase() as Language) : requestLanguage(request);
}

function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string | undefined) {
  if (svg === undefined) return sendError(request, reply, 'not_found');
  return reply.header('content-type', 'image/svg+xml').header('cache-control', MEDIA_CACHE).send(svg);
}

export const gameRoutes: FastifyPluginAsyncZod<{ service: GamesService }> = async (app, { service }) => {
  const responses = ttlLru<CachedJson>({ ttlMs: RESPONSE_TTL_MS, maxEntries: RESPONSE_CACHE_ENTRIES });

  /**
   * Answers `{ success: true, value }` from the response cache, serialised, encoded and compressed once per
   * cache entry (the contracts' schemas still document these routes; the service's types keep the shape).
   */
  async function sendCached(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: () => Promise<unknown>,
  ) {
    const answer = await responses.get(key, async () =>
      CachedJson.of({ success: true, value: await load() }),
    );
    return sendCachedJson(request, reply, answer);
  }

  app.get(
    API.vendors,
    {
      schema: { tags, summary: 'Vendor lanes for the header drop-downs', response: { 200: ok(vendorLanes) } },
    },
    (request, reply) => sendCached(request, reply, 'vendors', () => service.vendorLanes()),
  );

  app.get(
    API.gameList,
    {
      schema: {
        tags,
        summary: 'Game list by category, vendor and name (24 a page)',
        description: 'minBet keeps the games a stake of that size can play (their minimum bet ≤ minBet).',
        querystring: gameListQuery,
        response: { 200: ok(gameList), 400: failure },
      },
    },
    (request, reply) => {
      const language = listLanguage(request, request.query.language);
      const key = `list|${language}|${JSON.stringify(request.query)}`;
      return sendCached(request, reply, key, () => service.listGames(request.query, language));
    },
  );

  app.get(
    API.hotGames,
    {
      schema: {
        tags,
        summary: 'Hot games, optionally of one category',
        querystring: hotGamesQuery,
        response: { 200: ok(gameList), 400: failure },
      },
    },
    (request, reply) => {
      const language = requestLanguage(request);
      const key = `hot|${language}|${JSON.stringify(request.query)}`;
      return sendCached(request, reply, key, () => service.hotGames(request.query, language));
    },
  );

  app.get(
    API.popularGames,
    {
      schema: {
        tags,
        summary: 'Most popular playable games',
        querystring: popularGamesQuery,
        response: { 200: ok(z.array(game)), 400: failure },
      },
    },
    (request, reply) => {
      const language = requestLanguage(request);
      const { count } = request.query;
      return sendCached(request, reply, `popular|${language}|${count}`, () =>
        service.popularGames(count, language),
      );
    },
  );

  app.get(
    API.newGames,
    {
      schema: {
        tags,
        summary: 'Newest games',
        description: `The ${NEW_GAMES_COUNT} latest released active games of active vendors, the newest first.`,
        response: { 200: ok(newGames) },
      },
    },
    (request, reply) => {
      const language = requestLanguage(request);
      return sendCached(request, reply, `new|${language}`, () => service.newGames(language));
    },
  );

  app.get(
    API.winners,
    { schema: { tags, summary: 'Latest big wins (winners board)', response: { 200: ok(z.array(winner)) } } },
    async (request) => ({ success: true as const, value: await service.winners(requestLanguage(request)) }),
  );

  app.get(
    API.leaderboard,
    {
      schema: {
        tags,
        summary: 'Top players by big wins over 7 days',
        response: { 200: ok(z.array(leaderboardEntry)) },
      },
    },
    async () => ({ success: true as const, value: await service.leaderboard() }),
  );

  app.get<{ Params: { code: string } }>(
    '/media/games/:code.svg',
    { schema: { hide: true } },
    async (request, reply) => {
      const { code } = request.params;
      return sendSvg(request, reply, ARTWORK_KEY.test(code) ? await service.gameIcon(code) : undefined);
    },
  );

  app.get<{ Params: { vassalage: string } }>(
    '/media/vendors/:vassalage.svg',
    { schema: { hide: true } },
    async (request, reply) => {
      const { vassalage } = request.params;
      return sendSvg(
        request,
        reply,
        ARTWORK_KEY.test(vassalage) ? await service.vendorLogo(vassalage) : undefined,
      );
    },
  );
};
