import { useEffect, useState } from 'react';

/**
 * Whether an element has come near the viewport (within `margin`; with `0px`, into it), once and for good. For
 * what is worth fetching only when a visitor scrolls to it (the footer's provider logos), where the browser's own
 * `loading="lazy"` starts thousands of pixels ahead. Merely touching the viewport's edge does not count. Give the
 * element `ref`; it may appear later than the component (it is watched from when it is there).
 */
export function useNearViewport(margin = '200px'): { ref: (element: Element | null) => void; near: boolean } {
  const [element, setElement] = useState<Element | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio > 0)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return { ref: setElement, near };
}
