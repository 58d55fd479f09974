import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ui/ComingSoon';
import { usePageTitle } from '../../../lib/page-title';

/** /game: where a launched game plays in a frame. */
export default function GamePage() {
  const { t } = useTranslation('gameLaunch');
  usePageTitle(t('game.title'));
  return <ComingSoon title={t('game.title')} description={t('game.soon')} />;
}
