import type { CrashMyBet, CrashRound } from '@app/contracts';
import { useMemo } from 'react';
import { translator } from '../../i18n/texts';
import { multiplier } from '../../money/money';
import { FairRoundLink } from '../../shell/FairRoundLink';
import { useGame } from '../../shell/game-context';
import { Panel } from '../../shell/Panel';
import { CRASH_TEXTS } from './crash-texts';

type Props = {
  round: CrashRound | null;
  history: CrashRound[];
  myBet: CrashMyBet | null;
  onClose: () => void;
};

/** Crash's fairness: the current round's seed hash, the seeds of the rounds that busted, the player's bet. */
export function CrashFairPanel({ round, history, myBet, onClose }: Props) {
  const { t, lang } = useGame();
  const c = useMemo(() => translator(CRASH_TEXTS, lang), [lang]);
  return (
    <Panel title={t('fairTitle')} closeLabel={t('close')} onClose={onClose} testId="fair-panel">
      <p className="fine-print">{c('fairIntro', { clientSeed: round?.clientSeed ?? 'crash:GAME' })}</p>
      {round && (
        <dl className="fair-list">
          <dt>{c('currentRound', { n: round.roundNo })}</dt>
          <dd className="mono" data-testid="crash-fair-hash">
            {round.serverSeedHash}
          </dd>
        </dl>
      )}
      {myBet && (
        <p>
          <FairRoundLink roundId={myBet.roundId}>{c('verifyMine')}</FairRoundLink>
        </p>
      )}
      {history.length > 0 && (
        <section>
          <h3>{c('lastRounds')}</h3>
          <dl className="fair-list">
            {history.slice(0, 5).map((busted) => (
              <div key={busted.crashRoundId}>
                <dt>
                  #{busted.roundNo} · {multiplier(busted.bustX100 ?? 100, lang)}
                </dt>
                <dd className="mono">{busted.serverSeed}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </Panel>
  );
}
