import { BAU_CUA_FACES } from '@app/games';
import type { CSSProperties } from 'react';
import type { Translate } from '../../i18n/texts';
import { FaceArt, FaceDefs } from '../../instant/bau-cua/faces';
import { Die } from '../../instant/shared/Die';
import type { BauCuaOutcome, SicBoOutcome, XocDiaOutcome } from '../boards/dice-boards';
import type { TableKey } from '../table-texts';

type Props<O> = {
  outcome: O | null;
  /** Betting has closed and the dice are being shaken (no outcome yet). */
  shaking: boolean;
  x: Translate<TableKey>;
};

const late = (ms: number) => ({ '--delay': `${ms}ms` }) as CSSProperties;
const POSITIONS = [0, 1, 2] as const;
const COINS = [0, 1, 2, 3] as const;
const LAND_STEP = 180;
const DICE_DONE = 3 * LAND_STEP + 200;
const COINS_DONE = 1_100;

/** Sic bo: three dice tumbling while the dealer shakes, landing one after another, the total and Tài/Xỉu. */
export function SicBoDice({ outcome: o, shaking, x }: Props<SicBoOutcome>) {
  const total = o ? o.dice.reduce((a, b) => a + b, 0) : 0;
  const triple = o ? o.dice[0] === o.dice[1] && o.dice[1] === o.dice[2] : false;
  return (
    <div className={`tb-outcome dice sic-bo${shaking ? ' shaking' : ''}`}>
      <div className="tb-dice" data-testid="table-dice" data-dice={o?.dice.join(',')}>
        {POSITIONS.map((i) => (
          <span key={i} className={o ? 'tb-landed' : 'tb-idle'} style={late(i * LAND_STEP)}>
            {/* before the first result the dice are blank; while shaking they tumble */}
            <Die value={o?.dice[i] ?? (shaking ? ((i * 2 + 3) % 6) + 1 : 0)} className="tb-die" label={!!o} />
          </span>
        ))}
      </div>
      <p className="tb-verdict" aria-live="polite">
        {o && (
          <span className="tb-late" style={late(DICE_DONE)}>
            {x('total', { n: total })} ·{' '}
            {triple
              ? x('tripleShort')
              : `${x(total >= 11 ? 'big' : 'small')} · ${x(total % 2 ? 'odd' : 'even')}`}
          </span>
        )}
      </p>
    </div>
  );
}

/** Bầu cua: three animal dice on the plate. */
export function BauCuaDice({ outcome: o, shaking, x }: Props<BauCuaOutcome>) {
  return (
    <div className={`tb-outcome dice bau-cua${shaking ? ' shaking' : ''}`}>
      <FaceDefs />
      <div className="tb-dice plate" data-testid="table-dice" data-dice={o?.dice.join(',')}>
        {POSITIONS.map((i) => (
          <span key={i} className={o ? 'tb-landed' : 'tb-idle'} style={late(i * LAND_STEP)}>
            <FaceArt face={o?.dice[i] ?? BAU_CUA_FACES[(i * 2 + 1) % 6]!} />
          </span>
        ))}
      </div>
      <p className="tb-verdict" aria-live="polite">
        {o && (
          <span className="tb-late" style={late(DICE_DONE)}>
            {o.dice.map((face) => x(face)).join(' · ')}
          </span>
        )}
      </p>
    </div>
  );
}

/** Xóc đĩa: the bowl over the plate, shaken when betting closes, lifted on the four coins. */
export function XocDiaCoins({ outcome: o, shaking, x }: Props<XocDiaOutcome>) {
  const reds = o ? o.coins.filter((coin) => coin === 'red').length : 0;
  return (
    <div className={`tb-outcome coins xoc-dia${shaking ? ' shaking' : ''}`}>
      <div className="tb-plate" data-testid="table-coins" data-coins={o?.coins.join(',')}>
        <div className="tb-plate-coins">
          {COINS.map((i) => (
            <i
              key={i}
              className={`tb-coin ${o?.coins[i] ?? (i % 3 === 0 ? 'red' : 'white')}${o ? ' tb-landed' : ' tb-idle'}`}
              style={late(500 + i * 120)}
            />
          ))}
        </div>
        <span className={`tb-bowl${o ? ' lifted' : ''}`} aria-hidden="true" />
      </div>
      <p className="tb-verdict" aria-live="polite">
        {o && (
          <span className="tb-late" style={late(COINS_DONE)}>
            {x('reds', { n: reds })} · {x(reds % 2 === 0 ? 'even' : 'odd')}
          </span>
        )}
      </p>
    </div>
  );
}
