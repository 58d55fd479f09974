import { PVP_API, type PvpEvent, type PvpMove, type PvpPlayerTable } from '@app/contracts';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { newRequestId } from '../api/request-id';
import { StudioError } from '../api/studio-error';
import { useGame } from '../shell/game-context';
import { liveUrl, useLiveFeed } from '../shell/use-live-feed';
import { absorbAnswer, absorbEvent, overdueDelay, type PvpView, refetchReason } from './pvp-state';

export type PvpAction = 'ready' | 'unready' | 'leave' | 'move';

/**
 * One table, live: the table the server answered over HTTP (with the player's seat, cards and balance), kept up to
 * date by the `live` socket (which carries nobody's cards: when it shows another hand, a settled hand or a card
 * count that is not the cards held, the table is asked for again, once per such state). The actions answer the
 * table too; one action at a time. Failures go to the shell's banner.
 */
export function usePvpTable(tableId: string, initial: PvpPlayerTable | null) {
  const { client, fail, updateBalance } = useGame();
  const state = useRef<PvpView | null>(initial ? absorbAnswer(null, initial, Date.now()) : null);
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const [loadFailed, setLoadFailed] = useState(false);
  const [busy, setBusy] = useState<PvpAction | null>(null);
  const busyNow = useRef<PvpAction | null>(null);
  /** The state the table was last asked for: asked once. */
  const asked = useRef<string | null>(null);
  const shownBalance = useRef<string | null>(null);

  const publishBalance = useCallback(() => {
    const balance = state.current?.table.balance;
    if (balance === undefined || balance === shownBalance.current) return;
    shownBalance.current = balance;
    updateBalance(balance);
  }, [updateBalance]);

  const take = useCallback(
    (answer: PvpPlayerTable) => {
      state.current = absorbAnswer(state.current, answer, Date.now());
      publishBalance();
      redraw();
    },
    [publishBalance],
  );

  const refetch = useCallback(async (): Promise<boolean> => {
    try {
      take(await client.pvpTable(tableId));
      setLoadFailed(false);
      return true;
    } catch (error) {
      asked.current = null; // the next message may ask again
      if (!state.current) setLoadFailed(true);
      fail(error);
      return false;
    }
  }, [client, tableId, take, fail]);

  // a table opened from the lobby's `seated` comes without an answer: ask for it; one handed over by join is shown
  const opening = useRef(true);
  useEffect(() => {
    if (!opening.current) return;
    opening.current = false;
    if (state.current) publishBalance();
    else void refetch();
  }, [refetch, publishBalance]);

  const onEvent = useCallback(
    (event: PvpEvent) => {
      if (event.type !== 'table') return;
      const before = state.current;
      const next = absorbEvent(before, event, Date.now());
      if (!before || next === before) return;
      const reason = refetchReason(before.table, event.table);
      state.current = next;
      redraw();
      if (reason && reason !== asked.current) {
        asked.current = reason;
        void refetch();
      }
    },
    [refetch],
  );
  // a socket message lost on the way leaves the table waiting on a turn that is over: once the turn's end has passed
  // by a few seconds with nothing newer, the table is asked for again (each table taken moves the clock's offset, so
  // re-arms this, and an overdue table is asked for every few seconds)
  const endsAt = state.current?.table.hand?.turnEndsAt ?? null;
  const offset = state.current?.offset ?? 0;
  useEffect(() => {
    if (!endsAt) return;
    const timer = setTimeout(() => void refetch(), overdueDelay(endsAt, offset, Date.now()));
    return () => clearTimeout(timer);
  }, [endsAt, offset, refetch]);

  const url = useMemo(() => liveUrl(PVP_API.live, { table: tableId }), [tableId]);
  const { connected } = useLiveFeed<PvpEvent>(url, onEvent);

  const act = useCallback(
    async (action: PvpAction, call: () => Promise<PvpPlayerTable>): Promise<PvpPlayerTable | null> => {
      if (busyNow.current) return null;
      busyNow.current = action;
      setBusy(action);
      try {
        const answer = await call();
        take(answer);
        return answer;
      } catch (error) {
        fail(error);
        // the server said no (a turn over, a hand already dealt…): show the table as it is now
        if (error instanceof StudioError && !error.isNetwork && !error.endsSession) void refetch();
        return null;
      } finally {
        busyNow.current = null;
        setBusy(null);
      }
    },
    [take, fail, refetch],
  );

  const ready = useCallback(
    () => act('ready', () => client.pvpReady({ requestId: newRequestId(), tableId })),
    [act, client, tableId],
  );
  const unready = useCallback(
    () => act('unready', () => client.pvpUnready({ requestId: newRequestId(), tableId })),
    [act, client, tableId],
  );
  const leave = useCallback(
    () => act('leave', () => client.pvpLeave({ requestId: newRequestId(), tableId })),
    [act, client, tableId],
  );
  const move = useCallback(
    (move: PvpMove) => {
      const table = state.current?.table;
      const handId = table?.hand?.handId;
      const seat = table?.mySeat;
      if (!handId || seat === null || seat === undefined) return Promise.resolve(null);
      return act('move', () => client.pvpMove({ requestId: newRequestId(), tableId, handId, seat, move }));
    },
    [act, client, tableId],
  );

  return {
    view: state.current,
    connected,
    loadFailed,
    busy,
    reload: refetch,
    ready,
    unready,
    leave,
    move,
  };
}
