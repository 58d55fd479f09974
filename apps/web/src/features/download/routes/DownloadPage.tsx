import { Apple, Download, Info, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAppResources } from '../../../api/permission';
import { EmptyState } from '../../../components/ui/StateMessage';
import { usePageTitle } from '../../../lib/page-title';
import '../components/download.css';

/** /down: the app downloads (iOS, iOS lite, Android) with their QR codes (200px). */
export default function DownloadPage() {
  const { t } = useTranslation('download');
  const { t: tCommon } = useTranslation();
  usePageTitle(t('title'));
  const apps = useAppResources();
  return (
    <section className="page">
      <h1 className="page-title">{t('title')}</h1>
      <p className="download-lead">{t('lead')}</p>
      {apps.length === 0 ? (
        <EmptyState icon={<Smartphone size={28} />} title={t('empty')} testId="download-empty" />
      ) : (
        <ul className="download-grid">
          {apps.map((app) => (
            <li
              key={app.resourceType}
              className="download-card panel"
              data-testid={`download-${app.resourceType}`}
            >
              <span className="download-icon" aria-hidden>
                {app.resourceType === 'ANDROID' ? <Smartphone size={28} /> : <Apple size={28} />}
              </span>
              <h2 className="download-name">{tCommon(`apps.${app.resourceType}`)}</h2>
              {app.qrCodeUrl ? (
                <img
                  src={app.qrCodeUrl}
                  alt={tCommon('apps.qrAlt', { app: tCommon(`apps.${app.resourceType}`) })}
                  width={200}
                  height={200}
                  className="download-qr"
                />
              ) : null}
              <p className="download-scan">{t('scan')}</p>
              <a href={app.url} className="btn btn-gold" target="_blank" rel="noopener noreferrer">
                <Download size={16} aria-hidden />
                {t('download')}
              </a>
            </li>
          ))}
        </ul>
      )}
      <aside className="download-tip panel">
        <Info size={20} aria-hidden />
        <div>
          <h2 className="download-tip-title">{t('iosTipTitle')}</h2>
          <p>{t('iosTip')}</p>
        </div>
      </aside>
    </section>
  );
}
