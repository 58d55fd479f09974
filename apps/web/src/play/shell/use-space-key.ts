import { useEffect, useRef } from 'react';

const INTERACTIVE = 'button, a, input, select, textarea, [role="dialog"] *';

/**
 * The space bar plays (spin, drop, deal…) unless focus is on a control (a focused button presses itself) or a
 * panel is open. Held keys do not repeat the action.
 */
export function useSpaceKey(action: () => void, enabled = true): void {
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.code !== 'Space' && event.key !== ' ') return;
      const target = event.target as Element | null;
      if (target?.closest?.(INTERACTIVE) || document.querySelector('[role="dialog"]')) return;
      event.preventDefault();
      if (!event.repeat) latest.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
