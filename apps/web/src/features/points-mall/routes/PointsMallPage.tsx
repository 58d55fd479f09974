import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ui/ComingSoon';
import { usePageTitle } from '../../../lib/page-title';

/** /pointMall: the points mall (header and footer, no side menu). */
export default function PointsMallPage() {
  const { t } = useTranslation('pointsMall');
  usePageTitle(t('title'));
  return <ComingSoon title={t('title')} description={t('soon')} />;
}
