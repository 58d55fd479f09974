import { CRASH_API, type CrashEvent } from '@app/contracts';
import { useMemo, useState } from 'react';
import { liveUrl, useLiveFeed } from '../../shell/use-live-feed';
import { applyCrashEvent, type CrashFeed, EMPTY_FEED } from './crash-feed';

/**
 * The live round over a WebSocket: the state on connect, then every round, bet and cash-out. A dropped socket
 * reconnects by itself (the server sends the whole state again); `onEvent` hears each event after it is folded in.
 */
export function useCrashFeed(gameCode: string, onEvent: (event: CrashEvent) => void) {
  const [feed, setFeed] = useState<CrashFeed>(EMPTY_FEED);
  const url = useMemo(() => liveUrl(CRASH_API.live, { game: gameCode }), [gameCode]);
  const { connected } = useLiveFeed<CrashEvent>(url, (event) => {
    setFeed((was) => applyCrashEvent(was, event, Date.now()));
    onEvent(event);
  });
  return { feed, connected };
}
