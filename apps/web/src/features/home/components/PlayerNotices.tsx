import { type Notice, siteDateTime } from '@app/contracts';
import { Bell, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/StateMessage';

const SHOWN = 5;

/** The latest player (PL) notices, each leading to the notice page; placeholder rows while they load (`items` undefined). */
export function PlayerNotices({ items }: { items: readonly Notice[] | undefined }) {
  const { t } = useTranslation('home');
  return (
    <section className="section home-notices" aria-labelledby="home-notices-title">
      <div className="home-section-head">
        <h2 id="home-notices-title" className="section-title">
          {t('notices.title')}
        </h2>
        <Link to="/noticePage" className="home-more">
          {t('more')}
          <ChevronRight size={16} aria-hidden />
        </Link>
      </div>
      {!items ? (
        <NoticesSkeleton />
      ) : items.length === 0 ? (
        <EmptyState icon={<Bell size={28} />} title={t('notices.empty')} />
      ) : (
        <ul className="home-notice-list panel">
          {items.slice(0, SHOWN).map((item) => (
            <li key={item.id}>
              <Link to="/noticePage" className="home-notice" data-testid="home-notice">
                <span className="home-notice-title">{item.title}</span>
                <time dateTime={item.publishedAt} className="home-notice-date">
                  {siteDateTime(item.publishedAt)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Rows built like the real ones (title line, date line), so they are exactly as tall. */
function NoticesSkeleton() {
  return (
    <ul className="home-notice-list panel" aria-hidden>
      {Array.from({ length: SHOWN }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index} className="home-notice">
          <span className="home-notice-title home-notice-skeleton">
            <span className="skeleton skeleton-text" />
          </span>
          <span className="home-notice-date home-notice-skeleton-date">
            <span className="skeleton skeleton-text" />
          </span>
        </li>
      ))}
    </ul>
  );
}
