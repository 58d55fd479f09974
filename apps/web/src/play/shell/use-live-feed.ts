import { useEffect, useRef, useState } from 'react';

/** Waits before each reconnection of a dropped socket; the last one repeats. */
export const LIVE_BACKOFF_MS = [500, 1_000, 2_000, 5_000] as const;

/**
 * The WebSocket address of an API path on the page's own host: wss:// on an https page, ws:// otherwise.
 * `query` values are encoded.
 */
export function liveUrl(
  path: string,
  query: Record<string, string>,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const search = new URLSearchParams(query).toString();
  return `${scheme}://${location.host}${path}${search ? `?${search}` : ''}`;
}

/**
 * A server's feed over a WebSocket, read only (nothing is ever sent): each JSON message with a string `type` goes
 * to `onEvent`. A dropped socket reconnects by itself after 0.5, 1, 2, then every 5 seconds; a `resync` message
 * closes it so that the reconnection brings the whole state again (`resync` itself is not passed on). A null
 * `url` opens nothing; a new `url` closes the old socket and opens the new one.
 */
export function useLiveFeed<E extends { type: string }>(
  url: string | null,
  onEvent: (event: E) => void,
): { connected: boolean } {
  const [connected, setConnected] = useState(false);
  const listener = useRef(onEvent);
  listener.current = onEvent;

  useEffect(() => {
    if (!url) return;
    let socket: WebSocket | null = null;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let closed = false;

    const open = () => {
      socket = new WebSocket(url);
      socket.onopen = () => {
        attempt = 0;
        setConnected(true);
      };
      socket.onmessage = (message) => {
        let event: E;
        try {
          event = JSON.parse(String(message.data)) as E;
        } catch {
          return;
        }
        if (typeof event !== 'object' || event === null || typeof event.type !== 'string') return;
        if (event.type === 'resync') {
          socket?.close(); // reopening brings the whole state
          return;
        }
        listener.current(event);
      };
      socket.onclose = () => {
        setConnected(false);
        if (closed) return;
        retry = setTimeout(open, LIVE_BACKOFF_MS[Math.min(attempt++, LIVE_BACKOFF_MS.length - 1)]);
      };
    };
    open();
    return () => {
      closed = true;
      clearTimeout(retry);
      socket?.close();
      setConnected(false);
    };
  }, [url]);

  return { connected };
}
