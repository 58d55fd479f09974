import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ui/ComingSoon';
import { usePageTitle } from '../../../lib/page-title';

/** /vnlottery: the Vietnamese lottery (TCG_LOTTO_VN). */
export default function VnLotteryPage() {
  const { t } = useTranslation('lottery');
  usePageTitle(t('vn.title'));
  return <ComingSoon title={t('vn.title')} description={t('vn.soon')} />;
}
