import { siteDateTime } from '@app/contracts';
import { ArrowLeft, ArrowRight, Gift, Headset } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAnnouncements } from '../../../api/announcements';
import { usePlatform } from '../../../api/permission';
import { SafeHtml } from '../../../components/ui/SafeHtml';
import { Spinner } from '../../../components/ui/Spinner';
import { EmptyState, ErrorState } from '../../../components/ui/StateMessage';
import { useCustomerService } from '../../../components/ui/use-customer-service';
import { useAuthGate } from '../../../lib/auth-gate';
import { usePageTitle } from '../../../lib/page-title';
import '../components/promotions.css';

/** /promoDetail?id=…: one promotion in full; members take part through customer service (docs/decisions.md). */
export default function PromoDetailPage() {
  const { t } = useTranslation('promotions');
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const query = useAnnouncements();
  const promo = query.data?.promotion.find((item) => item.id === id);
  usePageTitle(promo?.title ?? t('title'));

  const back = (
    <Link to="/promotions" className="btn btn-ghost">
      <ArrowLeft size={16} aria-hidden />
      {t('back')}
    </Link>
  );

  if (query.isPending) return <Spinner />;
  if (query.isError && !query.data) {
    return (
      <section className="page">
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </section>
    );
  }
  if (!promo) {
    return (
      <section className="page">
        <h1 className="page-title">{t('title')}</h1>
        <EmptyState icon={<Gift size={28} />} title={t('notFound')} action={back} testId="promo-not-found" />
      </section>
    );
  }
  return (
    <article className="page promo-detail" data-testid="promo-detail">
      {back}
      <h1 className="page-title promo-detail-title">{promo.title}</h1>
      <time className="promo-card-date" dateTime={promo.publishedAt}>
        {siteDateTime(promo.publishedAt)}
      </time>
      {promo.imageUrl ? <img src={promo.imageUrl} alt="" className="promo-detail-image" /> : null}
      <div className="panel promo-detail-body">
        <SafeHtml html={promo.content} />
      </div>
      <HowToJoin link={promo.link} />
    </article>
  );
}

/**
 * How to take part: a promotion with a link of its own is joined there (the registration gift: by registering, paid
 * automatically, so a member has nothing left to do); the others are granted by the operator, through customer
 * service (docs/decisions.md).
 */
function HowToJoin({ link }: { link: string | null }) {
  const { t } = useTranslation('promotions');
  const { loggedIn } = useAuthGate();
  const contact = useCustomerService(usePlatform().info.customerService);
  if (link === '/register' && loggedIn) return null;
  if (link) {
    const label = (
      <>
        {t('join')}
        <ArrowRight size={16} aria-hidden />
      </>
    );
    return (
      <div className="promo-detail-join">
        {link.startsWith('/') ? (
          <Link to={link} className="btn btn-primary" data-testid="promo-join">
            {label}
          </Link>
        ) : (
          <a
            href={link}
            className="btn btn-primary"
            target="_blank"
            rel="noopener noreferrer"
            data-testid="promo-join"
          >
            {label}
          </a>
        )}
      </div>
    );
  }
  return (
    <div className="promo-detail-join" role="note">
      <p>{t('howToJoin')}</p>
      <button type="button" className="btn btn-primary" onClick={contact} data-testid="promo-contact">
        <Headset size={16} aria-hidden />
        {t('contact')}
      </button>
    </div>
  );
}
