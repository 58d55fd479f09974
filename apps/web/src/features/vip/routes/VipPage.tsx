import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ui/ComingSoon';
import { usePageTitle } from '../../../lib/page-title';

/** /vip: VIP ranks and their privileges. */
export default function VipPage() {
  const { t } = useTranslation('vip');
  usePageTitle(t('title'));
  return <ComingSoon title={t('title')} description={t('soon')} />;
}
