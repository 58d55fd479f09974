import { TABLE_API, type TableEvent, type TableState } from '@app/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { applyTableEvent, EMPTY_FEED, type TableFeed } from './table-feed';

const BACKOFF_MS = [500, 1_000, 2_000, 5_000];

/**
 * The table live over a WebSocket: the state on connect, then every round as it opens, closes and is paid. A
 * dropped socket (or a `resync`) reconnects by itself and the server sends the whole state again. `absorb` folds
 * in a state the HTTP API answered; `onEvent` hears each message after it is folded in.
 */
export function useTableFeed(gameCode: string, onEvent: (event: TableEvent) => void) {
  const [feed, setFeed] = useState<TableFeed>(EMPTY_FEED);
  const [connected, setConnected] = useState(false);
  const listener = useRef(onEvent);
  listener.current = onEvent;

  useEffect(() => {
    let socket: WebSocket | null = null;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const url = `${scheme}://${window.location.host}${TABLE_API.live}?game=${encodeURIComponent(gameCode)}`;

    const open = () => {
      socket = new WebSocket(url);
      socket.onopen = () => {
        attempt = 0;
        setConnected(true);
      };
      socket.onmessage = (message) => {
        let event: TableEvent;
        try {
          event = JSON.parse(String(message.data)) as TableEvent;
        } catch {
          return;
        }
        if (event.type === 'resync') {
          socket?.close(); // reopening brings the whole state
          return;
        }
        setFeed((was) => applyTableEvent(was, event, Date.now()));
        listener.current(event);
      };
      socket.onclose = () => {
        setConnected(false);
        if (closed) return;
        retry = setTimeout(open, BACKOFF_MS[Math.min(attempt++, BACKOFF_MS.length - 1)]);
      };
    };
    open();
    return () => {
      closed = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [gameCode]);

  const absorb = useCallback((state: TableState) => {
    setFeed((was) => applyTableEvent(was, { ...state, type: 'state' }, Date.now()));
  }, []);

  return { feed, connected, absorb };
}
