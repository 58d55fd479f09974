import { Download, Headset, LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePlatform } from '../../../api/permission';
import { useCustomerService } from '../../ui/use-customer-service';
import { LanguageSelect } from '../LanguageSelect';
import { SideMenuItem } from './SideMenuItem';

/** App download, customer service, help centre and the language choice. */
export function SideMenuSupport() {
  const { t } = useTranslation('layout');
  const contact = useCustomerService(usePlatform().info.customerService);
  return (
    <>
      <ul className="side-menu-list side-menu-support">
        <SideMenuItem
          icon={<Download size={18} />}
          label={t('side.download')}
          to="/down"
          testId="side-download"
        />
        <SideMenuItem
          icon={<Headset size={18} />}
          label={t('side.service')}
          onClick={contact}
          testId="side-service"
        />
        <SideMenuItem icon={<LifeBuoy size={18} />} label={t('side.help')} to="/help" testId="side-help" />
      </ul>
      <div className="side-menu-language">
        <span>{t('side.language')}</span>
        <LanguageSelect testId="side-lang-picker" />
      </div>
    </>
  );
}
