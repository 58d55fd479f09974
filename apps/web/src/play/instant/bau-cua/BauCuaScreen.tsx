import { BAU_CUA_FACES, type BauCuaResult, DEFAULT_BAU_CUA_CONFIG, type Jsonified } from '@app/games';
import { useMemo } from 'react';
import { translator } from '../../i18n/texts';
import { multiplier } from '../../money/money';
import { useGame } from '../../shell/game-context';
import { BetBox } from '../shared/BetBox';
import { paidBoxes, type SettledBetJson } from '../shared/paid-boxes';
import { TableScreen, type TableView } from '../shared/TableScreen';
import { BAU_CUA_TEXTS } from './bau-cua-texts';
import { FaceArt, FaceDefs } from './faces';
import './bau-cua.css';

type Outcome = Jsonified<BauCuaResult>;

/** Bầu cua tôm cá: three dice of six animals, chips on the faces. */
export default function BauCuaScreen() {
  const { lang } = useGame();
  const b = useMemo(() => translator(BAU_CUA_TEXTS, lang), [lang]);

  const result = (view: TableView<Outcome>) => {
    const dice = view.outcome?.dice;
    return (
      <div
        className={`bau-cua-plate${view.rolling ? ' rolling' : ''}`}
        data-testid="dice"
        data-dice={dice?.join(',')}
      >
        <FaceDefs />
        {(dice ?? (['bau', 'cua', 'ca'] as const)).map((face, i) => (
          <FaceArt
            // biome-ignore lint/suspicious/noArrayIndexKey: the dice are positions
            key={i}
            face={view.rolling || !dice ? BAU_CUA_FACES[(i * 2 + 1) % 6]! : face}
            className={dice ? 'landed' : 'idle'}
          />
        ))}
        {view.rolling && <span className="bowl" aria-hidden="true" />}
      </div>
    );
  };

  const board = (view: TableView<Outcome>) => {
    const paid = paidBoxes(view.outcome?.bets as SettledBetJson[] | undefined);
    const dice = view.outcome?.dice ?? [];
    return (
      <div className="board-grid faces">
        {BAU_CUA_FACES.map((face) => {
          const key = `face:${face}`;
          const count = dice.filter((shown) => shown === face).length;
          return (
            <BetBox
              key={face}
              box={key}
              className="face-box"
              label={
                <>
                  <FaceArt face={face} />
                  <b>{b(face)}</b>
                  {count > 0 && <span className="face-count">×{count}</span>}
                </>
              }
              name={view.t('betOn', { name: b(face) })}
              amount={view.table[key] ?? 0n}
              paid={paid.get(key) ?? null}
              hit={count > 0}
              disabled={view.busy}
              lang={view.lang}
              onPlace={view.place}
            />
          );
        })}
      </div>
    );
  };

  const rules = (
    <>
      <p>{b('rules')}</p>
      <table className="pay-table">
        <tbody>
          {DEFAULT_BAU_CUA_CONFIG.faceReturnX100.map((x100, i) => (
            <tr key={x100}>
              <td>{b('matches', { n: i + 1 })}</td>
              <td>{multiplier(x100, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );

  return (
    <TableScreen<Outcome>
      className="bau-cua"
      rules={rules}
      hint={b('hint')}
      playLabel={b('roll')}
      rollMs={1000}
      selection={(_type, value) => value}
      result={result}
      board={board}
    />
  );
}
