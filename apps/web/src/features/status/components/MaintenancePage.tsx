import { type Permission, siteDateTime } from '@app/contracts';
import { Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from './StatusScreen';

/** Shown in place of the site while the permission call reports maintenance (status 1). */
export function MaintenancePage({ permission }: { permission: Permission }) {
  const { t } = useTranslation('status');
  return (
    <StatusScreen
      permission={permission}
      icon={<Wrench size={40} />}
      title={t('maintenance.title')}
      testId="maintenance-page"
    >
      <p className="status-text">{t('maintenance.notice')}</p>
      {permission.maintenanceEnd ? (
        <p className="status-detail">
          {t('maintenance.endsAt')}{' '}
          <strong data-testid="maintenance-end">{siteDateTime(permission.maintenanceEnd)}</strong>
        </p>
      ) : (
        <p className="status-detail">{t('maintenance.endUnknown')}</p>
      )}
    </StatusScreen>
  );
}
