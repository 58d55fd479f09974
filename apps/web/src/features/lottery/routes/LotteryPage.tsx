import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ComingSoon } from '../../../components/ui/ComingSoon';
import { usePageTitle } from '../../../lib/page-title';

/** /lottery?gameCode&playType: the lottery hall (header without its category bar). */
export default function LotteryPage() {
  const { t } = useTranslation('lottery');
  usePageTitle(t('lottery.title'));
  const [searchParams] = useSearchParams();
  const gameCode = searchParams.get('gameCode');
  const playType = searchParams.get('playType');
  return (
    <ComingSoon title={t('lottery.title')} description={t('lottery.soon')}>
      {gameCode ? (
        <p className="coming-soon-text" data-testid="lottery-selection">
          {playType
            ? t('selectionWithPlay', { game: gameCode, play: playType })
            : t('selection', { game: gameCode })}
        </p>
      ) : null}
    </ComingSoon>
  );
}
