import type { TableFamily } from '@app/contracts';
import type {
  BaccaratOutcome,
  DragonTigerOutcome,
  FanTanOutcome,
  Mahjong28Outcome,
  NiuNiuOutcome,
  RouletteOutcome,
} from '@app/games';
import type { Translate } from '../../i18n/texts';
import type { BauCuaOutcome, SicBoOutcome, XocDiaOutcome } from '../boards/dice-boards';
import type { TablePhase } from '../table-feed';
import type { TableKey } from '../table-texts';
import { BaccaratCards, DragonTigerCards, NiuNiuCards } from './CardOutcomes';
import { BlackjackTable, CasinoHoldemTable, ThreeCardPokerTable } from './DecisionOutcomes';
import { BauCuaDice, SicBoDice, XocDiaCoins } from './DiceOutcomes';
import { FanTanBeads } from './FanTanOutcome';
import { Mahjong28Tiles } from './Mahjong28Outcome';
import { RouletteWheel } from './RouletteOutcome';
import './outcomes.css';

type Props = {
  family: TableFamily;
  /** The round's outcome as it came (null while betting is open). */
  outcome: unknown;
  phase: TablePhase['kind'];
  /** The reveal has played (or the screen opened after it): everything shows at once, without animation. */
  still: boolean;
  x: Translate<TableKey>;
};

/** The round's result as the family shows it: cards, dice, coins, the ball's number, the beads, the tiles. */
export function Outcome({ family, outcome, phase, still, x }: Props) {
  const shaking = phase === 'closing';
  const o = outcome ?? null;
  return (
    <div className="tb-stage" data-phase={phase} data-still={still} data-testid="table-outcome">
      {family === 'baccarat' && <BaccaratCards outcome={o as BaccaratOutcome | null} x={x} />}
      {family === 'dragon-tiger' && <DragonTigerCards outcome={o as DragonTigerOutcome | null} x={x} />}
      {family === 'niu-niu' && <NiuNiuCards outcome={o as NiuNiuOutcome | null} x={x} />}
      {family === 'sic-bo' && <SicBoDice outcome={o as SicBoOutcome | null} shaking={shaking} x={x} />}
      {family === 'bau-cua' && <BauCuaDice outcome={o as BauCuaOutcome | null} shaking={shaking} x={x} />}
      {family === 'xoc-dia' && <XocDiaCoins outcome={o as XocDiaOutcome | null} shaking={shaking} x={x} />}
      {family === 'roulette' && (
        <RouletteWheel outcome={o as RouletteOutcome | null} spinning={shaking} x={x} />
      )}
      {family === 'fan-tan' && <FanTanBeads outcome={o as FanTanOutcome | null} shaking={shaking} x={x} />}
      {family === 'mahjong-28' && <Mahjong28Tiles outcome={o as Mahjong28Outcome | null} x={x} />}
      {family === 'blackjack' && <BlackjackTable outcome={o} phase={phase} x={x} />}
      {family === 'three-card-poker' && <ThreeCardPokerTable outcome={o} phase={phase} x={x} />}
      {family === 'casino-holdem' && <CasinoHoldemTable outcome={o} phase={phase} x={x} />}
    </div>
  );
}
