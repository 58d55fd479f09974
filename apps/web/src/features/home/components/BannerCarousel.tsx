import type { Notice } from '@app/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageLoaded } from '../../../lib/use-page-loaded';

const SLIDE_MS = 5000;

function BannerLink({ banner, children }: { banner: Notice; children: ReactNode }) {
  if (!banner.link) return <div className="banner-slide-inner">{children}</div>;
  if (banner.link.startsWith('/')) {
    return (
      <Link to={banner.link} className="banner-slide-inner">
        {children}
      </Link>
    );
  }
  return (
    <a href={banner.link} className="banner-slide-inner" target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** The banner (B) announcements: one slide at a time, advancing on its own unless hovered. */
export function BannerCarousel({ banners }: { banners: readonly Notice[] }) {
  const { t } = useTranslation('home');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  /** The other slides' images wait for the page to have loaded: the first one is the page's largest paint. */
  const loaded = usePageLoaded();
  const count = banners.length;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), SLIDE_MS);
    return () => window.clearInterval(timer);
  }, [paused, count]);

  if (count === 0) return null;
  const current = index % count;
  const go = (next: number) => setIndex((next + count) % count);

  return (
    <section
      className="banner"
      aria-roledescription="carousel"
      aria-label={t('banner.label')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-testid="banner-carousel"
    >
      <div className="banner-track" style={{ transform: `translateX(-${current * 100}%)` }}>
        {banners.map((banner, position) => (
          // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern names each slide a group
          <div
            key={banner.id}
            className="banner-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('banner.slide', { index: position + 1, count })}
            aria-hidden={position !== current}
            inert={position !== current}
          >
            <BannerLink banner={banner}>
              {!banner.imageUrl ? (
                <span className="banner-caption">{banner.title}</span>
              ) : position === 0 || position === current || loaded ? (
                <img
                  src={banner.imageUrl}
                  alt={banner.title}
                  className="banner-image"
                  width={1200}
                  height={400}
                  fetchPriority={position === 0 ? 'high' : undefined}
                />
              ) : null}
            </BannerLink>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className="banner-arrow banner-prev"
            onClick={() => go(current - 1)}
            aria-label={t('banner.previous')}
          >
            <ChevronLeft size={22} aria-hidden />
          </button>
          <button
            type="button"
            className="banner-arrow banner-next"
            onClick={() => go(current + 1)}
            aria-label={t('banner.next')}
          >
            <ChevronRight size={22} aria-hidden />
          </button>
          <div className="banner-dots">
            {banners.map((banner, position) => (
              <button
                key={banner.id}
                type="button"
                className="banner-dot"
                aria-current={position === current ? 'true' : undefined}
                aria-label={t('banner.goTo', { index: position + 1 })}
                onClick={() => go(position)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
