import { startTransition, useEffect, useState } from 'react';

/** Where the browser reports no paints (or the tab is hidden, so nothing paints), this long is taken as painted. */
const FALLBACK_MS = 1000;

let painted = false;
let firstPaint: Promise<void> | undefined;

/** Resolves once the page has painted its first content (the browser's `first-contentful-paint`). */
export function afterFirstPaint(): Promise<void> {
  firstPaint ??= new Promise<void>((resolve) => {
    const done = () => {
      painted = true;
      resolve();
    };
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return done();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      done();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(() => {
      observer.disconnect();
      done();
    }, FALLBACK_MS);
  });
  return firstPaint;
}

/**
 * Whether the page has painted its first content. What an address opens over the page (the member centre's
 * dialog) waits for it: rendered before, its work lands ahead of the page's own first paint on a slow phone.
 */
export function useFirstPaint(): boolean {
  const [isPainted, setPainted] = useState(painted);
  useEffect(() => {
    if (isPainted) return;
    let live = true;
    // a transition: what appears then renders in slices between the browser's other work, not in one long task
    void afterFirstPaint().then(() => live && startTransition(() => setPainted(true)));
    return () => {
      live = false;
    };
  }, [isPainted]);
  return isPainted;
}
