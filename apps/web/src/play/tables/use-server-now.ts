import { useEffect, useRef, useState } from 'react';

/**
 * The server's clock (this browser's clock plus the offset the last message measured), read a few times a second:
 * enough for a countdown in whole seconds without drawing the board every frame.
 */
export function useServerNow(offset: number, everyMs = 200): number {
  const latest = useRef(offset);
  latest.current = offset;
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + latest.current), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
