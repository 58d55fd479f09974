import { useEffect, useState } from 'react';

/**
 * Whether the page has loaded and painted: the window's `load` (its images and scripts are in), then the browser's
 * next idle moment. What can wait until then (a popup over the page) comes after the page's own content instead of
 * competing with it.
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const afterLoad = () => {
      idle =
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(() => setLoaded(true), { timeout: 1000 })
          : window.setTimeout(() => setLoaded(true), 200);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      if (idle === undefined) return;
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return loaded;
}
