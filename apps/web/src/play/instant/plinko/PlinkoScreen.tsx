import type { StudioRound } from '@app/contracts';
import {
  DEFAULT_PLINKO_CONFIG,
  type Jsonified,
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  type PlinkoResult,
  type PlinkoRisk,
} from '@app/games';
import { useMemo, useRef, useState } from 'react';
import { translator } from '../../i18n/texts';
import { useGame } from '../../shell/game-context';
import { RiskBetScreen } from '../shared/RiskBetScreen';
import { useInstantRound } from '../shared/use-instant-round';
import { useStake } from '../shared/use-stake';
import { PlinkoRules } from './PlinkoRules';
import { ballPoints, boardSize, GAP, pins, slotLabel, slotX, TOP } from './plinko-geometry';
import { PLINKO_TEXTS } from './plinko-texts';
import './plinko.css';

type Outcome = Jsonified<PlinkoResult>;

const ROWS = Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) => i + PLINKO_MIN_ROWS);
const STEP_MS = 130;

/** Plinko: rows and risk, a ball that follows the server's path down the pins into its slot. */
export default function PlinkoScreen() {
  const { lang, sound } = useGame();
  const p = useMemo(() => translator(PLINKO_TEXTS, lang), [lang]);
  const stake = useStake();
  const { busy, play } = useInstantRound<Outcome>();
  const [rows, setRows] = useState(12);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const [landed, setLanded] = useState<number | null>(null);
  const [round, setRound] = useState<StudioRound | null>(null);
  const ball = useRef<SVGCircleElement>(null);
  const table = DEFAULT_PLINKO_CONFIG.tables[rows]![risk];
  const size = boardSize(rows);
  const board = useMemo(() => pins(rows), [rows]);
  const top = Math.max(...table);

  const go = async () => {
    if (busy || stake.stake === null) return;
    setLanded(null);
    setRound(null);
    const played = await play({ stake: String(stake.stake), rows, risk }, async (drawn) => {
      const points = ballPoints(drawn.path);
      const frames = points.map((point) => ({
        transform: `translate(${point.x}px, ${point.y}px)`,
        opacity: 1,
      }));
      // the ball sinks into its slot and the next one waits at the top
      frames.push({ ...frames[frames.length - 1]!, opacity: 0 });
      const animation = ball.current?.animate(frames, {
        duration: STEP_MS * frames.length,
        easing: 'linear',
      });
      const ticks = points.slice(1, -1).map((_, i) => setTimeout(() => sound('tick'), STEP_MS * (i + 1)));
      await animation?.finished.catch(() => undefined);
      ticks.forEach(clearTimeout);
      setLanded(drawn.slot);
    });
    if (played) setRound(played);
  };

  const stage = (
    <svg
      className="plinko-board"
      viewBox={`0 0 ${size.width} ${size.height}`}
      data-testid="plinko-board"
      data-landed={landed ?? undefined}
      aria-hidden="true"
    >
      {board.map((pin) => (
        <circle key={`${pin.x}-${pin.y}`} cx={pin.x} cy={pin.y} r="2.6" className="pin" />
      ))}
      {table.map((x100, slot) => {
        const heat = top > 100 ? Math.min(1, Math.log(Math.max(x100, 1) / 50) / Math.log(top / 50)) : 0.5;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions
          <g key={slot} className={`slot${landed === slot ? ' landed' : ''}`}>
            <rect
              x={slotX(rows, slot) - GAP / 2 + 1}
              y={TOP + rows * GAP - 2}
              width={GAP - 2}
              height="16"
              rx="3"
              fill={`hsl(${Math.round(48 - 48 * heat)} 95% ${Math.round(52 - 8 * heat)}%)`}
            />
            <text x={slotX(rows, slot)} y={TOP + rows * GAP + 9} textAnchor="middle" className="slot-label">
              {slotLabel(x100, lang)}
            </text>
          </g>
        );
      })}
      <circle
        ref={ball}
        r="5"
        className="ball"
        style={{ transform: `translate(${size.width / 2}px, ${TOP - GAP}px)` }}
      />
    </svg>
  );

  return (
    <RiskBetScreen
      className="plinko"
      rules={<PlinkoRules rows={ROWS} />}
      stage={stage}
      round={round}
      hint={p('hint')}
      busy={busy}
      stake={stake}
      size={{ label: p('rows'), options: ROWS, value: rows, testId: 'rows' }}
      risks={PLINKO_RISKS}
      risk={risk}
      onChange={(choice) => {
        setRows(choice.size);
        setRisk(choice.risk);
        setLanded(null);
      }}
      playLabel={p('drop')}
      onPlay={() => void go()}
    />
  );
}
