import type { PvpHand } from '@app/contracts';
import type { Translate } from '../i18n/texts';
import { useGame } from '../shell/game-context';
import { Panel } from '../shell/Panel';
import { PvpFairList } from './PvpResult';
import type { PvpKey } from './pvp-texts';

/** The table's fairness: how a hand is shuffled, and the current (or last) hand's seeds. */
export function PvpFairPanel({
  hand,
  x,
  onClose,
}: {
  hand: PvpHand | null;
  x: Translate<PvpKey>;
  onClose: () => void;
}) {
  const { t } = useGame();
  return (
    <Panel title={t('fairTitle')} closeLabel={t('close')} onClose={onClose} testId="fair-panel">
      <p className="fine-print">{x('fairIntro')}</p>
      {hand ? (
        <>
          <h3>{x('handNo', { n: hand.handNo })}</h3>
          <PvpFairList hand={hand} x={x} />
        </>
      ) : (
        <p>{x('noHand')}</p>
      )}
    </Panel>
  );
}
