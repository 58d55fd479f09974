import { useEffect } from 'react';
import { useLocation } from 'react-router';

const HASH_RETRIES = 20;
const HASH_RETRY_MS = 100;

/** On navigation, scrolls to the hash target (waiting for lazy content to render) or to the top. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page, not of its contents
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    let timer: number | undefined;
    const scroll = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ block: 'start' });
      else if (tries++ < HASH_RETRIES) timer = window.setTimeout(scroll, HASH_RETRY_MS);
    };
    scroll();
    return () => window.clearTimeout(timer);
  }, [pathname, hash]);
  return null;
}
