import { FOOTER_PAGES } from '@app/contracts';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePlatform } from '../../../api/permission';
import { uniqueVendors, useVendorLanes } from '../../../api/vendor-lanes';
import { FooterHelp } from './FooterHelp';
import './footer.css';

const PAYMENT_METHODS = ['bank', 'vietqr', 'momo', 'zalopay', 'viettelpay', 'usdt'] as const;

/** Spec §2.7: providers, payment methods, help, the company pages and the copyright line. */
export function Footer() {
  const { t } = useTranslation('layout');
  const { data: lanes } = useVendorLanes();
  const vendors = uniqueVendors(lanes);
  const name = usePlatform().info.merchant.name;

  return (
    <footer className="footer" data-testid="footer">
      {vendors.length > 0 ? (
        <section className="footer-row" aria-labelledby="footer-providers">
          <h2 id="footer-providers" className="footer-heading">
            {t('footer.providers')}
          </h2>
          <ul className="footer-logos">
            {vendors.map((vendor) => (
              <li key={vendor.vassalage} title={vendor.name}>
                <img src={vendor.logoUrl} alt={vendor.name} loading="lazy" width={96} height={36} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
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
