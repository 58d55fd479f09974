import { CRASH_API, type CrashEvent } from '@app/contracts';
import { useEffect, useRef, useState } from 'react';
import { applyCrashEvent, type CrashFeed, EMPTY_FEED } from './crash-feed';

const BACKOFF_MS = [500, 1_000, 2_000, 5_000];

/**
 * The live round over a WebSocket: the state on connect, then every round, bet and cash-out. A dropped socket
 * reconnects by itself (the server sends the whole state again); `onEvent` hears each event after it is folded in.
 */
export function useCrashFeed(gameCode: string, onEvent: (event: CrashEvent) => void) {
  const [feed, setFeed] = useState<CrashFeed>(EMPTY_FEED);
  const [connected, setConnected] = useState(false);
  const listener = useRef(onEvent);
  listener.current = onEvent;

  useEffect(() => {
    let socket: WebSocket | null = null;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const url = `${scheme}://${window.location.host}${CRASH_API.live}?game=${encodeURIComponent(gameCode)}`;

    const open = () => {
      socket = new WebSocket(url);
      socket.onopen = () => {
        attempt = 0;
        setConnected(true);
      };
      socket.onmessage = (message) => {
        let event: CrashEvent;
        try {
          event = JSON.parse(String(message.data)) as CrashEvent;
        } catch {
          return;
        }
        if (event.type === 'resync') {
          socket?.close(); // reopening brings the whole state
          return;
        }
        setFeed((was) => applyCrashEvent(was, event, Date.now()));
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

  return { feed, connected };
}
