import type { Notice } from '@app/contracts';
import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The headline (H) announcements scrolling across the top of the home page; while they load (`items` undefined)
 * an empty bar holds their place, so the page below does not move when they come.
 */
export function HeadlineMarquee({ items }: { items: readonly Notice[] | undefined }) {
  const { t } = useTranslation('home');
  if (!items) return <div className="marquee" aria-hidden />;
  if (items.length === 0) return null;
  const line = items.map((item) => item.title).join('   ✦   ');
  return (
    <section className="marquee" aria-label={t('marquee.label')} data-testid="headline-marquee">
      <Megaphone size={18} aria-hidden className="marquee-icon" />
      <Link to="/noticePage" className="marquee-track">
        <span className="marquee-text">{line}</span>
        <span className="marquee-text" aria-hidden>
          {line}
        </span>
      </Link>
    </section>
  );
}
