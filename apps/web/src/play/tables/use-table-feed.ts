import { TABLE_API, type TableEvent, type TableState } from '@app/contracts';
import { useCallback, useMemo, useState } from 'react';
import { liveUrl, useLiveFeed } from '../shell/use-live-feed';
import { applyTableEvent, EMPTY_FEED, type TableFeed } from './table-feed';

/**
 * The table live over a WebSocket: the state on connect, then every round as it opens, closes and is paid. A
 * dropped socket (or a `resync`) reconnects by itself and the server sends the whole state again. `absorb` folds
 * in a state the HTTP API answered; `onEvent` hears each message after it is folded in.
 */
export function useTableFeed(gameCode: string, onEvent: (event: TableEvent) => void) {
  const [feed, setFeed] = useState<TableFeed>(EMPTY_FEED);
  const url = useMemo(() => liveUrl(TABLE_API.live, { game: gameCode }), [gameCode]);
  const { connected } = useLiveFeed<TableEvent>(url, (event) => {
    setFeed((was) => applyTableEvent(was, event, Date.now()));
    onEvent(event);
  });
  const absorb = useCallback((state: TableState) => {
    setFeed((was) => applyTableEvent(was, { ...state, type: 'state' }, Date.now()));
  }, []);
  return { feed, connected, absorb };
}
