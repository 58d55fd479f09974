import { Download, Headset, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppResources, usePlatform, useResource } from '../../../api/permission';
import { QrCodes } from '../../ui/QrCodes';
import { useCustomerService } from '../../ui/use-customer-service';
import './right-bar.css';

/** The right bar (spec §2.4): customer service, Facebook, e-mail and app download with QR codes. */
export function RightBar() {
  const { t } = useTranslation('layout');
  const contact = useCustomerService(usePlatform().info.customerService);
  const facebook = useResource('FACEBOOK');
  const email = useResource('EMAIL');
  const apps = useAppResources();
  return (
    <aside className="right-bar" aria-label={t('rightBar.label')} data-testid="right-bar">
      <button type="button" className="right-bar-item" onClick={contact} data-testid="right-bar-service">
        <Headset size={20} aria-hidden />
        <span className="right-bar-label">{t('rightBar.service')}</span>
      </button>
      {facebook ? (
        <a className="right-bar-item" href={facebook.url} target="_blank" rel="noopener noreferrer">
          <FacebookIcon />
          <span className="right-bar-label">{t('rightBar.facebook')}</span>
        </a>
      ) : null}
      {email ? (
        <a className="right-bar-item" href={email.url}>
          <Mail size={20} aria-hidden />
          <span className="right-bar-label">{t('rightBar.email')}</span>
        </a>
      ) : null}
      <div className="right-bar-download">
        <Link to="/down" className="right-bar-item" data-testid="right-bar-download">
          <Download size={20} aria-hidden />
          <span className="right-bar-label">{t('rightBar.download')}</span>
        </Link>
        {apps.some((app) => app.qrCodeUrl) ? (
          <div className="right-bar-popover" data-testid="right-bar-qr">
            <QrCodes resources={apps} size={125} loading="lazy" />
          </div>
        ) : null}
      </div>
    </aside>
  );
}

/** Facebook's "f" mark (the icon set carries no brand logos). */
function FacebookIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M14 8h3V4h-3c-2.8 0-4 1.9-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6z" />
    </svg>
  );
}
