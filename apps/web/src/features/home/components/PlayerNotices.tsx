import type { Notice } from '@app/contracts';
import { Bell, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/StateMessage';
import { formatDateTime } from '../../../lib/format-date';

const SHOWN = 5;

/** The latest player (PL) notices, each leading to the notice page. */
export function PlayerNotices({ items }: { items: readonly Notice[] }) {
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
      {items.length === 0 ? (
        <EmptyState icon={<Bell size={28} />} title={t('notices.empty')} />
      ) : (
        <ul className="home-notice-list panel">
          {items.slice(0, SHOWN).map((item) => (
            <li key={item.id}>
              <Link to="/noticePage" className="home-notice" data-testid="home-notice">
                <span className="home-notice-title">{item.title}</span>
                <time dateTime={item.publishedAt} className="home-notice-date">
                  {formatDateTime(item.publishedAt)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
