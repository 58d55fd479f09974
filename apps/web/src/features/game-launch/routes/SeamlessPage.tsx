import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ui/ComingSoon';
import { usePageTitle } from '../../../lib/page-title';

/** /seamless: games played straight from the main wallet. */
export default function SeamlessPage() {
  const { t } = useTranslation('gameLaunch');
  usePageTitle(t('seamless.title'));
  return <ComingSoon title={t('seamless.title')} description={t('seamless.soon')} />;
}
