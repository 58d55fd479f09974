import type { StudioRound } from '@app/contracts';
import { DEFAULT_RPS_CONFIG, type Jsonified, RPS_HANDS, type RpsHand, type RpsResult } from '@app/games';
import { useMemo, useState } from 'react';
import { translator } from '../../i18n/texts';
import { multiplier } from '../../money/money';
import { useGame } from '../../shell/game-context';
import { OneBetScreen } from '../shared/OneBetScreen';
import { pause, useInstantRound } from '../shared/use-instant-round';
import { useStake } from '../shared/use-stake';
import { HandArt } from './hands';
import { RPS_TEXTS } from './rps-texts';
import './rps.css';

type Outcome = Jsonified<RpsResult>;

/** Rock paper scissors: three buttons, each plays a round at the chosen stake. */
export default function RpsScreen() {
  const { lang } = useGame();
  const r = useMemo(() => translator(RPS_TEXTS, lang), [lang]);
  const stake = useStake();
  const { busy, play } = useInstantRound<Outcome>();
  const [pick, setPick] = useState<RpsHand | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [round, setRound] = useState<StudioRound | null>(null);

  const go = async (hand: RpsHand) => {
    if (busy || stake.stake === null) return;
    setPick(hand);
    setOutcome(null);
    setRound(null);
    const started = performance.now();
    const played = await play({ stake: String(stake.stake), hand }, async (drawn) => {
      await pause(900 - (performance.now() - started));
      setOutcome(drawn);
      await pause(300);
    });
    if (played) setRound(played);
  };

  const stage = (
    <div
      className={`rps-arena${busy && !outcome ? ' shaking' : ''}`}
      data-testid="rps-arena"
      data-outcome={outcome?.outcome}
    >
      <figure className="rps-side">
        <HandArt hand={outcome?.hand ?? (busy ? 'rock' : (pick ?? 'rock'))} className="mine" />
        <figcaption>{r('you')}</figcaption>
      </figure>
      <span className={`rps-verdict ${outcome?.outcome ?? ''}`}>{outcome ? r(outcome.outcome) : 'VS'}</span>
      <figure className="rps-side">
        <HandArt hand={outcome?.houseHand ?? 'rock'} className="house" />
        <figcaption>{r('house')}</figcaption>
      </figure>
    </div>
  );

  return (
    <OneBetScreen
      className="rps"
      rules={<p>{r('rules', { win: multiplier(DEFAULT_RPS_CONFIG.winX100, lang) })}</p>}
      stage={stage}
      round={round}
      hint={r('hint')}
      busy={busy}
      stake={stake}
      actions={RPS_HANDS.map((hand) => (
        <button
          type="button"
          key={hand}
          className="button rps-button"
          disabled={busy || stake.stake === null}
          onClick={() => void go(hand)}
          data-testid={`rps-${hand}`}
        >
          <HandArt hand={hand} />
          <span>{r(hand)}</span>
        </button>
      ))}
    />
  );
}
