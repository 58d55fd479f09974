import type { StudioRound } from '@app/contracts';
import {
  DEFAULT_WHEEL_CONFIG,
  type Jsonified,
  WHEEL_RISKS,
  WHEEL_SEGMENT_COUNTS,
  type WheelResult,
  type WheelRisk,
  type WheelSegmentCount,
} from '@app/games';
import { useMemo, useState } from 'react';
import { translator } from '../../i18n/texts';
import { multiplier } from '../../money/money';
import { useGame } from '../../shell/game-context';
import { useInstantTexts } from '../shared/OneBetScreen';
import { RiskBetScreen } from '../shared/RiskBetScreen';
import { pause, useInstantRound } from '../shared/use-instant-round';
import { useStake } from '../shared/use-stake';
import { multiplierColors, rotationFor, segmentPath } from './wheel-geometry';
import { WHEEL_TEXTS } from './wheel-texts';
import './wheel.css';

type Outcome = Jsonified<WheelResult>;

const SPIN_MS = 3200;

/** Lucky Wheel: choose the segments and the risk; the wheel turns to the server's segment. */
export default function WheelScreen() {
  const { lang } = useGame();
  const t = useInstantTexts();
  const w = useMemo(() => translator(WHEEL_TEXTS, lang), [lang]);
  const stake = useStake();
  const { busy, play } = useInstantRound<Outcome>();
  const [segments, setSegments] = useState<WheelSegmentCount>(10);
  const [risk, setRisk] = useState<WheelRisk>('medium');
  const [rotation, setRotation] = useState(0);
  const [landed, setLanded] = useState<number | null>(null);
  const [round, setRound] = useState<StudioRound | null>(null);
  const wheel = DEFAULT_WHEEL_CONFIG.tables[segments][risk];
  const colors = useMemo(() => multiplierColors(wheel), [wheel]);
  const legend = [...colors.keys()].sort((a, b) => a - b);

  const go = async () => {
    if (busy || stake.stake === null) return;
    setLanded(null);
    setRound(null);
    const played = await play({ stake: String(stake.stake), segments, risk }, async (drawn) => {
      setRotation((current) => rotationFor(drawn.segmentIndex, drawn.segments, current));
      await pause(SPIN_MS);
      setLanded(drawn.segmentIndex);
    });
    if (played) setRound(played);
  };

  const stage = (
    <div className="wheel-box" data-testid="wheel" data-landed={landed ?? undefined}>
      <div className="wheel-pointer" aria-hidden="true" />
      <svg
        className="wheel-disc"
        viewBox="0 0 200 200"
        style={{ transform: `rotate(${rotation}deg)`, transitionDuration: `${SPIN_MS}ms` }}
        aria-hidden="true"
      >
        {wheel.map((m, i) => (
          <path
            // biome-ignore lint/suspicious/noArrayIndexKey: segments are positions
            key={i}
            d={segmentPath(i, wheel.length)}
            fill={colors.get(m)}
            stroke="#120d24"
            strokeWidth="0.8"
            className={landed === i ? 'landed' : undefined}
          />
        ))}
        <circle cx="100" cy="100" r="30" fill="#120d24" stroke="#ffc94a" strokeWidth="3" />
      </svg>
      <span className="wheel-hub">{landed !== null ? multiplier(wheel[landed]!, lang) : ''}</span>
    </div>
  );

  return (
    <RiskBetScreen
      className="wheel"
      rules={<p>{w('rules')}</p>}
      stage={stage}
      round={round}
      hint={w('hint')}
      busy={busy}
      stake={stake}
      size={{ label: w('segments'), options: WHEEL_SEGMENT_COUNTS, value: segments, testId: 'segments' }}
      risks={WHEEL_RISKS}
      risk={risk}
      onChange={(choice) => {
        setSegments(choice.size);
        setRisk(choice.risk);
        setLanded(null);
      }}
      legend={
        <ul className="wheel-legend" aria-label={t('payTable')}>
          {legend.map((m) => (
            <li key={m} style={{ '--swatch': colors.get(m) } as React.CSSProperties}>
              {multiplier(m, lang)}
            </li>
          ))}
        </ul>
      }
      playLabel={w('spin')}
      onPlay={() => void go()}
    />
  );
}
