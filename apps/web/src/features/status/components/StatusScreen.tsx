import type { Permission } from '@app/contracts';
import { Headset } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../../components/layout/LanguageSelect';
import { useCustomerService } from '../../../components/ui/use-customer-service';
import './status.css';

type StatusScreenProps = {
  permission: Permission;
  icon: ReactNode;
  title: string;
  children: ReactNode;
  testId: string;
};

/** The full-screen frame shared by the maintenance and restriction pages. */
export function StatusScreen({ permission, icon, title, children, testId }: StatusScreenProps) {
  const { t } = useTranslation('status');
  const contact = useCustomerService(permission.info.customerService);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main className="status-screen" data-testid={testId}>
      <div className="status-language">
        <LanguageSelect />
      </div>
      <section className="status-card">
        <div className="status-icon" aria-hidden>
          {icon}
        </div>
        <h1 className="status-title">{title}</h1>
        {children}
        <button type="button" className="btn btn-gold status-contact" onClick={contact}>
          <Headset size={18} aria-hidden />
          {t('contactUs')}
        </button>
      </section>
    </main>
  );
}
