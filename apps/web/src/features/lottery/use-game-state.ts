import type { LotteryDraw, LotteryGame } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { refreshBalance } from '../../api/balance';
import { useLanguage } from '../../lib/language';
import { CHASES_KEY, ORDERS_KEY, stateQuery } from './api/lottery';
import {
  awaitingResults,
  browserTimeOf,
  clockOffset,
  currentDraw,
  pendingDraw,
  statePollMs,
} from './countdown';
import type { BetTypeRates } from './slip';
import { useWakeAt } from './use-clock';

/**
 * One lottery game's state as a page watches it: the draw taking bets on the server's clock (of the chosen
 * province, for the official South and Central draws), the draw being drawn once it closes (the state is asked for
 * every ~2 s until its result is in), the latest results, the rates; and, when a draw settles, the member's orders,
 * chases and balance refreshed.
 */
export function useGameState(game: LotteryGame, loggedIn: boolean, province: string | null = null) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [closed, setClosed] = useState<LotteryDraw[]>([]);
  const [pollMs, setPollMs] = useState(30_000);
  const state = useQuery({ ...stateQuery(language, game.code), refetchInterval: pollMs });
  const data = state.data ?? null;
  const offset = data ? clockOffset(data.serverTime, state.dataUpdatedAt) : 0;
  const serverNow = Date.now() + offset;
  const current = data ? currentDraw(data.open, province, serverNow) : null;
  // a re-render when the draw on screen closes (the countdown ticks in its own component)
  useWakeAt(current ? browserTimeOf(current.closesAt, offset) : null);

  // the draw on screen closed: it waits for its result
  const onScreen = useRef<LotteryDraw | null>(null);
  useEffect(() => {
    const previous = onScreen.current;
    onScreen.current = current;
    if (!previous || previous.drawId === current?.drawId) return;
    if (Date.parse(previous.closesAt) > Date.now() + offset) return;
    setClosed((list) => (list.some((draw) => draw.drawId === previous.drawId) ? list : [...list, previous]));
  }, [current, offset]);

  const latest = data?.latest ?? null;
  const waitingIds = awaitingResults(
    closed.map((draw) => draw.drawId),
    latest ?? [],
  );
  // being drawn: a draw that closed while watched, or (on arrival) one listed open whose time has passed
  const watched =
    closed.find((draw) => waitingIds.includes(draw.drawId)) ??
    (data && current === null
      ? (data.open.find((draw) => Date.parse(draw.closesAt) <= serverNow) ?? null)
      : null);
  const drawing = pendingDraw(watched, latest ?? [], current?.province ?? province);
  const waiting = data !== null && (current === null || waitingIds.length > 0);
  useEffect(() => {
    setPollMs(statePollMs(waiting, game.source));
  }, [waiting, game.source]);
  const waitingKey = waitingIds.join(',');
  useEffect(() => {
    const still = waitingKey.split(',');
    setClosed((list) =>
      list.every((draw) => still.includes(draw.drawId))
        ? list
        : list.filter((draw) => still.includes(draw.drawId)),
    );
  }, [waitingKey]);

  // a draw settled or was cancelled: the member's orders, chases and balance change
  const settledKey = (latest ?? [])
    .filter((draw) => draw.status === 'settled' || draw.status === 'cancelled')
    .map((draw) => draw.drawId)
    .join(',');
  const lastSettled = useRef<string | null>(null);
  useEffect(() => {
    if (latest === null) return;
    const previous = lastSettled.current;
    lastSettled.current = settledKey;
    if (previous === null || previous === settledKey || !loggedIn) return;
    void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    void queryClient.invalidateQueries({ queryKey: CHASES_KEY });
    void refreshBalance(queryClient);
  }, [settledKey, latest, loggedIn, queryClient]);

  const rates = useMemo(
    () => (data ? new Map<string, BetTypeRates>(data.betTypes.map((entry) => [entry.type, entry])) : null),
    [data],
  );

  return { state, data, offset, serverNow, current, drawing, latest, rates };
}
