import type { Permission } from '@app/contracts';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from './StatusScreen';

/** Shown in place of the site when the visitor's region or IP is restricted (status 2). */
export function RestrictionPage({ permission }: { permission: Permission }) {
  const { t } = useTranslation('status');
  const { ip, country } = permission.location;
  return (
    <StatusScreen
      permission={permission}
      icon={<ShieldAlert size={40} />}
      title={t('restriction.title')}
      testId="restriction-page"
    >
      <dl className="status-facts">
        <dt>{t('restriction.ip')}</dt>
        <dd data-testid="restriction-ip">{ip}</dd>
        <dt>{t('restriction.country')}</dt>
        <dd data-testid="restriction-country">{country}</dd>
      </dl>
      <p className="status-text">{t('restriction.notice')}</p>
    </StatusScreen>
  );
}
