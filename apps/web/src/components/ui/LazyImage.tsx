import { useEffect, useRef, useState } from 'react';

type LazyImageProps = {
  src: string;
  /** Shown while the image is off screen or loading, and for good if it fails twice. */
  fallback: string;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
};

const RETRY_DELAY_MS = 800;

/**
 * Loads `src` only once a tenth of the image is near the viewport (spec §9: threshold 0.1,
 * preload factor 1.3), shows the fallback meanwhile and on error, and retries once.
 */
export function LazyImage({ src, fallback, alt, className, width, height }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(false);
  const [shown, setShown] = useState(fallback);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: 0.1, rootMargin: '30% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    setShown(fallback);
    if (!visible || !src) return;
    let cancelled = false;
    let retryTimer: number | undefined;
    const load = (url: string, retriesLeft: number) => {
      const probe = new Image();
      probe.onload = () => !cancelled && setShown(url);
      probe.onerror = () => {
        if (cancelled || retriesLeft <= 0) return;
        const retryUrl = `${src}${src.includes('?') ? '&' : '?'}retry=1`;
        retryTimer = window.setTimeout(() => load(retryUrl, retriesLeft - 1), RETRY_DELAY_MS);
      };
      probe.src = url;
    };
    load(src, 1);
    return () => {
      cancelled = true;
      window.clearTimeout(retryTimer);
    };
  }, [visible, src, fallback]);

  return (
    <img
      ref={ref}
      src={shown}
      alt={alt}
      className={className}
      width={width}
      height={height}
      decoding="async"
      data-loaded={shown !== fallback}
    />
  );
}
