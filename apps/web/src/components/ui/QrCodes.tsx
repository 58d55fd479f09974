import type { Resource } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import './qr-codes.css';

type QrCodesProps = {
  resources: readonly Resource[];
  size?: number;
  /** `lazy` where the codes are hidden at first (the right bar's hover panel): fetched when shown. */
  loading?: 'eager' | 'lazy';
};

/** QR codes of the app-download resources that have one (spec §9: 125px here, 200 elsewhere). */
export function QrCodes({ resources, size = 200, loading = 'eager' }: QrCodesProps) {
  const { t } = useTranslation();
  return (
    <ul className="qr-codes">
      {resources
        .filter((resource) => resource.qrCodeUrl)
        .map((resource) => (
          <li key={resource.resourceType} className="qr-code" data-testid={`qr-${resource.resourceType}`}>
            <img
              src={resource.qrCodeUrl ?? ''}
              alt={t('apps.qrAlt', { app: t(`apps.${resource.resourceType}`) })}
              width={size}
              height={size}
              loading={loading}
            />
            <span>{t(`apps.${resource.resourceType}`)}</span>
          </li>
        ))}
    </ul>
  );
}
