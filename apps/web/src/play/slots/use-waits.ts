import { useCallback, useEffect, useRef } from 'react';

/**
 * Pauses for a presentation that the player can hurry: `hurry()` ends every pause under way and makes the next
 * ones instant until `relax()`. Pauses end at once after unmount.
 */
export function useWaits() {
  const hurried = useRef(false);
  const pending = useRef(new Set<() => void>());

  const wait = useCallback((ms: number) => {
    if (ms <= 0 || hurried.current) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        pending.current.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      pending.current.add(done);
    });
  }, []);

  const hurry = useCallback(() => {
    hurried.current = true;
    for (const done of [...pending.current]) done();
  }, []);

  const relax = useCallback(() => {
    hurried.current = false;
  }, []);

  useEffect(() => {
    const waiting = pending.current;
    return () => {
      hurried.current = true;
      for (const done of [...waiting]) done();
    };
  }, []);

  return { wait, hurry, relax, isHurried: () => hurried.current };
}
