import {
  DEFAULT_XOC_DIA_CONFIG,
  type Jsonified,
  XOC_DIA_BET_TYPES,
  type XocDiaResult,
  xocDiaBetWins,
} from '@app/games';
import { useMemo } from 'react';
import { translator } from '../../i18n/texts';
import { useGame } from '../../shell/game-context';
import { BetBox, toOne } from '../shared/BetBox';
import { paidBoxes, type SettledBetJson } from '../shared/paid-boxes';
import { TableScreen, type TableView } from '../shared/TableScreen';
import { XOC_DIA_TEXTS } from './xoc-dia-texts';
import './xoc-dia.css';

type Outcome = Jsonified<XocDiaResult>;

const PAYOUTS = DEFAULT_XOC_DIA_CONFIG.payouts;

/** Xóc đĩa: four coins shaken under a bowl, bets on even/odd and on the red count. */
export default function XocDiaScreen() {
  const { lang } = useGame();
  const x = useMemo(() => translator(XOC_DIA_TEXTS, lang), [lang]);

  const result = (view: TableView<Outcome>) => {
    const coins = view.outcome?.coins;
    return (
      <div className="xoc-plate" data-testid="coins" data-coins={coins?.join(',')}>
        <div className="coins">
          {(coins ?? ['red', 'white', 'white', 'red']).map((side, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the coins are positions
            <span key={i} className={`coin ${side}${coins ? ' landed' : ' idle'}`} />
          ))}
        </div>
        {(view.rolling || !coins) && (
          <span className={`xoc-bowl${view.rolling ? ' shaking' : ''}`} aria-hidden="true" />
        )}
        <p className="xoc-count">{view.outcome ? x('reds', { n: view.outcome.reds }) : '\u00a0'}</p>
      </div>
    );
  };

  const board = (view: TableView<Outcome>) => {
    const paid = paidBoxes(view.outcome?.bets as SettledBetJson[] | undefined);
    const reds = view.outcome?.reds ?? null;
    return (
      <div className="board-grid xoc">
        {XOC_DIA_BET_TYPES.map((type) => (
          <BetBox
            key={type}
            box={type}
            className={`xoc-${type}`}
            label={<b>{x(type)}</b>}
            name={view.t('betOn', { name: x(type) })}
            odds={toOne(PAYOUTS[type], lang)}
            amount={view.table[type] ?? 0n}
            paid={paid.get(type) ?? null}
            hit={reds !== null && xocDiaBetWins(type, reds)}
            disabled={view.busy}
            lang={view.lang}
            onPlace={view.place}
          />
        ))}
      </div>
    );
  };

  return (
    <TableScreen<Outcome>
      className="xoc-dia"
      rules={<p>{x('rules')}</p>}
      hint={x('hint')}
      playLabel={x('shake')}
      rollMs={1100}
      result={result}
      board={board}
    />
  );
}
