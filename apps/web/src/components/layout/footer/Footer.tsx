import { FOOTER_PAGES } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePlatform } from '../../../api/permission';
import { uniqueVendors, vendorLanesQuery } from '../../../api/vendor-lanes';
import { useLanguage } from '../../../lib/language';
import { useLateAnswer } from '../../../lib/use-late-answer';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { usePageLoaded } from '../../../lib/use-page-loaded';
import { FooterHelp } from './FooterHelp';
import './footer.css';

const PAYMENT_METHODS = ['bank', 'vietqr', 'momo', 'zalopay', 'viettelpay', 'usdt'] as const;

/** Spec §2.7: providers, payment methods, help, the company pages and the copyright line. */
export function Footer() {
  const { t } = useTranslation('layout');
  const name = usePlatform().info.merchant.name;

  return (
    <footer className="footer" data-testid="footer">
      <FooterProviders />
      <section className="footer-row" aria-labelledby="footer-payments">
        <h2 id="footer-payments" className="footer-heading">
          {t('footer.payments')}
        </h2>
        <ul className="footer-payments">
          {PAYMENT_METHODS.map((method) => (
            <li key={method}>{t(`footer.payment.${method}`)}</li>
          ))}
        </ul>
      </section>
      <div className="footer-columns">
        <div className="footer-about">
          <p className="footer-brand">{name}</p>
          <p className="footer-tagline">{t('footer.tagline')}</p>
          <p className="footer-responsible">
            <ShieldCheck size={18} aria-hidden />
            {t('footer.responsible')}
          </p>
        </div>
        <FooterHelp />
        <nav aria-labelledby="footer-company" className="footer-pages">
          <h2 id="footer-company" className="footer-heading">
            {t('footer.company')}
          </h2>
          <ul>
            {FOOTER_PAGES.map((slug) => (
              <li key={slug}>
                <Link to={`/help?page=${slug}`} data-testid={`footer-link-${slug}`}>
                  {t(`footer.pages.${slug}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="footer-copyright" data-testid="copyright">
        {t('footer.copyright', { year: 2025, name })}
      </p>
    </footer>
  );
}

/**
 * The providers, asked for once the page has loaded and their logos once the row is on screen (a page's first
 * load has better use for the connection); its own component, so that re-renders it alone, not the whole footer.
 */
function FooterProviders() {
  const { t } = useTranslation('layout');
  const { data } = useQuery({ ...vendorLanesQuery(useLanguage()), enabled: usePageLoaded() });
  const vendors = uniqueVendors(useLateAnswer(data));
  const row = useNearViewport('0px');
  if (vendors.length === 0) return null;
  return (
    <section ref={row.ref} className="footer-row" aria-labelledby="footer-providers">
      <h2 id="footer-providers" className="footer-heading">
        {t('footer.providers')}
      </h2>
      <ul className="footer-logos">
        {vendors.map((vendor) => (
          <li key={vendor.vassalage} title={vendor.name}>
            {row.near ? (
              <img src={vendor.logoUrl} alt={vendor.name} width={96} height={36} />
            ) : (
              <span className="visually-hidden">{vendor.name}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
