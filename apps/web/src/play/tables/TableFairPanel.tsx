import type { TableRound, TableWin } from '@app/contracts';
import type { Translate } from '../i18n/texts';
import { FairRoundLink } from '../shell/FairRoundLink';
import { useGame } from '../shell/game-context';
import { Panel } from '../shell/Panel';
import type { TableKey } from './table-texts';

type Props = {
  round: TableRound | null;
  history: TableRound[];
  lastWin: TableWin | null;
  x: Translate<TableKey>;
  onClose: () => void;
};

/** A table's fairness: the current round's seed hash, the seeds of the rounds paid, the round the player bet in. */
export function TableFairPanel({ round, history, lastWin, x, onClose }: Props) {
  const { t } = useGame();
  return (
    <Panel title={t('fairTitle')} closeLabel={t('close')} onClose={onClose} testId="fair-panel">
      <p className="fine-print">
        {x('fairIntro', { clientSeed: round?.clientSeed ?? history[0]?.clientSeed ?? '' })}
      </p>
      {round && (
        <dl className="fair-list">
          <dt>{x('currentRound', { n: round.roundNo })}</dt>
          <dd className="mono" data-testid="table-fair-hash">
            {round.serverSeedHash}
          </dd>
        </dl>
      )}
      {lastWin && (
        <p>
          <FairRoundLink roundId={lastWin.roundId}>{x('verifyMine')}</FairRoundLink>
        </p>
      )}
      {history.length > 0 && (
        <section>
          <h3>{x('lastRounds')}</h3>
          <dl className="fair-list">
            {history.slice(0, 5).map((paid) => (
              <div key={paid.tableRoundId}>
                <dt>#{paid.roundNo}</dt>
                <dd className="mono">{paid.serverSeed}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </Panel>
  );
}
