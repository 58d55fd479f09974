import { API, CLIENT_TYPE, type GameCategory, type Language, LOTTERY_API, PAGE_SIZES } from '@app/contracts';
import { buildUrl } from './url';

/*
 * The addresses of the API answers a page's first paint waits for, built in one place: the query modules ask for
 * them, and the early requests inlined in index.html (early/first-requests.ts) ask for the very same ones before
 * the app has loaded. Nothing here may import React or the query library: the inline script bundles this file.
 */

export const POPULAR_COUNT = 12;

export const permissionAddress = (host: string) => buildUrl(API.permission, { url: host });

/** Every announcement type the site shows (banner, player notice, popup, promotion, headline), for the web. */
export const announcementsAddress = () =>
  buildUrl(API.announcements, { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' });

export const popularGamesAddress = () => buildUrl(API.popularGames, { count: POPULAR_COUNT });

export const noticesAddress = (pageNo: number) =>
  buildUrl(API.notices, { pageNo, pageSize: PAGE_SIZES.notices });

/** The lottery pages' first data: the games, and the state of the game the address names. */
export const lotteryGamesAddress = () => LOTTERY_API.games;
export const lotteryStateAddress = (gameCode: string) => buildUrl(LOTTERY_API.state, { gameCode });
/** Ten draws a page, as the results panel and the history list them. */
export const LOTTERY_DRAWS_PAGE_SIZE = 10;
export const lotteryDrawsAddress = (gameCode: string, pageNo: number) =>
  buildUrl(LOTTERY_API.draws, { gameCode, pageNo, pageSize: LOTTERY_DRAWS_PAGE_SIZE });

/** The lottery pages (the first segment of their address in lower case). */
export const LOTTERY_PAGES: readonly string[] = ['vnlottery', 'lottery', 'sealottery'];

/** A lottery page's game code from its address, when it is one the API could know (else the page picks one). */
export function lotteryGameCodeOf(search: URLSearchParams): string | undefined {
  const code = search.get('gameCode');
  return code && /^[A-Z0-9_]{1,40}$/.test(code) ? code : undefined;
}

export const hotGamesAddress = (pageNo: number) =>
  buildUrl(API.hotGames, { pageNo, pageSize: PAGE_SIZES.gameList });

export type GameListParams = {
  /** Left out: every category of the vendor named (the vendor's game popup). */
  category?: GameCategory;
  vendor?: string;
  search?: string;
  pageNo: number;
  pageSize: number;
};

/**
 * A category's list as it is asked for: the list page with its vendor tab, search and page, the route's loader
 * (app/loaders.ts) for the first page, and the early requests, so all make the same query.
 */
export function gameListParams(
  category: GameCategory,
  vendor: string | undefined,
  search = '',
  pageNo = 1,
): GameListParams {
  return { category, vendor, search, pageNo, pageSize: PAGE_SIZES.gameList };
}

/** One page of a category's games, optionally of one vendor and matching a name. */
export const gameListAddress = (language: Language, params: GameListParams) =>
  buildUrl(API.gameList, {
    gameType: params.category,
    vassalage: params.vendor,
    gameName: params.search?.trim(),
    pageNo: params.pageNo,
    pageSize: params.pageSize,
    language,
    clientType: CLIENT_TYPE,
  });
