import {
  type Language,
  LOTTERY_API,
  type LotteryBet,
  type LotteryBetAnswer,
  type LotteryBetBody,
  type LotteryChase,
  type LotteryDraw,
  type LotteryNumbers,
  type LotteryState,
} from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { LOTTERY_DRAWS_PAGE_SIZE, lotteryDrawsAddress, lotteryStateAddress } from '../../../api/addresses';
import { apiGet, apiSend, type Paged } from '../../../api/client';

export const DRAWS_PAGE_SIZE = LOTTERY_DRAWS_PAGE_SIZE;
export const ORDERS_PAGE_SIZE = 10;

/** The lottery games and how each draws (shared with the game page, which sends lottery games here). */
export { lotteryGamesQuery as gamesQuery } from '../../../api/lottery-games';

/** One game's draws taking bets, latest results, rates and the server's clock (polled by the page). */
export function stateQuery(language: Language, gameCode: string) {
  return queryOptions({
    queryKey: ['lottery', 'state', gameCode, language] as const,
    queryFn: ({ signal }) => apiGet<LotteryState>(lotteryStateAddress(gameCode), { language, signal }),
    // the page polls it; fresh for 2 s, so the page that prefetched it does not ask again as it mounts
    staleTime: 2_000,
    refetchOnWindowFocus: 'always',
  });
}

/** A game's past draws, newest first. */
export function drawsQuery(language: Language, gameCode: string, page: number) {
  return queryOptions({
    queryKey: ['lottery', 'draws', gameCode, page, language] as const,
    queryFn: ({ signal }) =>
      apiGet<Paged<LotteryDraw>>(lotteryDrawsAddress(gameCode, page), { language, signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** Hot and cold numbers over the last 100 draws. */
export function numbersQuery(language: Language, gameCode: string) {
  return queryOptions({
    queryKey: ['lottery', 'numbers', gameCode, language] as const,
    queryFn: ({ signal }) =>
      apiGet<LotteryNumbers>(LOTTERY_API.numbers, { language, params: { gameCode, count: 100 }, signal }),
    staleTime: 30_000,
  });
}

/** The member's orders of a game: member-scoped (`['member', …]`), so a logout drops them. */
export const ORDERS_KEY = ['member', 'lottery', 'orders'] as const;

export function fetchOrders(
  language: Language,
  gameCode: string,
  page: number,
  bearer: string,
  signal?: AbortSignal,
) {
  return apiGet<Paged<LotteryBet>>(LOTTERY_API.orders, {
    language,
    params: { gameCode, pageNo: page, pageSize: ORDERS_PAGE_SIZE },
    signal,
    bearer,
  });
}

export function placeBet(language: Language, body: LotteryBetBody, bearer: string) {
  return apiSend<LotteryBetAnswer>('POST', LOTTERY_API.bet, { language, body, bearer });
}

/** The member's chases (đuổi số): member-scoped, dropped on logout. */
export const CHASES_KEY = ['member', 'lottery', 'chases'] as const;
export const CHASES_PAGE_SIZE = 10;

export function fetchChases(
  language: Language,
  gameCode: string,
  page: number,
  bearer: string,
  signal?: AbortSignal,
) {
  return apiGet<Paged<LotteryChase>>(LOTTERY_API.chases, {
    language,
    params: { gameCode, pageNo: page, pageSize: CHASES_PAGE_SIZE },
    signal,
    bearer,
  });
}

/** Stops one chase: no later slip is placed (the slips already placed stay). */
export function stopChase(language: Language, chaseId: string, bearer: string) {
  return apiSend<LotteryChase>(
    'POST',
    LOTTERY_API.stopChase.replace(':chaseId', encodeURIComponent(chaseId)),
    {
      language,
      bearer,
    },
  );
}
