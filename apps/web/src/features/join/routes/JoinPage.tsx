import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ui/ComingSoon';
import { usePageTitle } from '../../../lib/page-title';

/** /join: joining as an agent (affiliate). */
export default function JoinPage() {
  const { t } = useTranslation('join');
  usePageTitle(t('title'));
  return <ComingSoon title={t('title')} description={t('soon')} />;
}
