import { useEffect, useState } from 'react';

/** The browser's clock, re-rendering the caller every `everyMs` (the countdown's tick). */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** Re-renders the caller once the browser's clock reaches `at` (a draw's closing): nothing when null or past. */
export function useWakeAt(at: number | null): void {
  const [, setWoken] = useState(0);
  useEffect(() => {
    if (at === null) return;
    const wait = at - Date.now();
    if (wait < 0) return;
    // a timer longer than 2^31 - 1 ms fires at once: wake at most every 24 days, then look again
    const timer = window.setTimeout(() => setWoken((count) => count + 1), Math.min(wait + 50, 2_000_000_000));
    return () => window.clearTimeout(timer);
  }, [at]);
}
