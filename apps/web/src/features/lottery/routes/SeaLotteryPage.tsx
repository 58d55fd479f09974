import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ui/ComingSoon';
import { usePageTitle } from '../../../lib/page-title';

/** /seaLottery: the South-East Asian lottery (TCG_SEA). */
export default function SeaLotteryPage() {
  const { t } = useTranslation('lottery');
  usePageTitle(t('sea.title'));
  return <ComingSoon title={t('sea.title')} description={t('sea.soon')} />;
}
