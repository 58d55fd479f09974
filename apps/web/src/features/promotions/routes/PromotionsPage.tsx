import { siteDateTime } from '@app/contracts';
import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAnnouncements } from '../../../api/announcements';
import { Spinner } from '../../../components/ui/Spinner';
import { EmptyState, ErrorState } from '../../../components/ui/StateMessage';
import { usePageTitle } from '../../../lib/page-title';
import '../components/promotions.css';

/** /promotions: the promotion (PR) announcements; applying for one opens in a later release. */
export default function PromotionsPage() {
  const { t } = useTranslation('promotions');
  usePageTitle(t('title'));
  const query = useAnnouncements();
  return (
    <section className="page">
      <h1 className="page-title">{t('title')}</h1>
      {query.isPending ? (
        <Spinner />
      ) : query.isError && !query.data ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.promotion.length === 0 ? (
        <EmptyState icon={<Gift size={28} />} title={t('empty')} description={t('emptyText')} />
      ) : (
        <ul className="promo-grid">
          {query.data.promotion.map((promo) => (
            <li key={promo.id}>
              <Link
                to={`/promoDetail?id=${encodeURIComponent(promo.id)}`}
                className="promo-card"
                data-testid="promo-card"
              >
                {promo.imageUrl ? (
                  <img src={promo.imageUrl} alt="" className="promo-card-image" loading="lazy" />
                ) : (
                  <span className="promo-card-image promo-card-placeholder" aria-hidden>
                    <Gift size={40} />
                  </span>
                )}
                <span className="promo-card-body">
                  <span className="promo-card-title">{promo.title}</span>
                  <time className="promo-card-date" dateTime={promo.publishedAt}>
                    {siteDateTime(promo.publishedAt)}
                  </time>
                  <span className="promo-card-more">{t('details')}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
