import { MAHJONG_28_SEATS, type Mahjong28Outcome } from '@app/games';
import type { CSSProperties } from 'react';
import type { Translate } from '../../i18n/texts';
import { mahjong28HandText, mahjong28Summary } from '../boards/mahjong-28-board';
import type { TableKey } from '../table-texts';
import { MahjongTile } from './MahjongTile';
import { MAHJONG_28_DONE_MS, MAHJONG_28_STEP_MS as STEP } from './mahjong-tiles';

type Props = { outcome: Mahjong28Outcome | null; x: Translate<TableKey> };

const late = (ms: number) => ({ '--delay': `${ms}ms` }) as CSSProperties;
const won = (ms: number) => ({ '--win-delay': `${ms}ms` }) as CSSProperties;

/**
 * Mahjong 28: two tiles to the banker and to each of the three positions, turned over in dealing order; then each
 * hand's value ("Đôi 9", "28", "8½ điểm", "Bù"), each position's result against the banker, and the round in a line.
 */
export function Mahjong28Tiles({ outcome: o, x }: Props) {
  return (
    <div className="tb-outcome mahjong-28">
      {MAHJONG_28_SEATS.map((seat, s) => {
        const versus = seat === 'banker' ? null : (o?.versusBanker[seat] ?? null);
        const tiles = o?.[seat].tiles;
        return (
          <div
            key={seat}
            className={`tb-hand ${seat}${versus === 'win' ? ' won' : versus === 'lose' ? ' lost' : ''}`}
            style={won(MAHJONG_28_DONE_MS)}
            data-testid={`hand-${seat}`}
          >
            <h4>{seat === 'banker' ? x('dealer') : x('door', { n: s })}</h4>
            <div className="tb-hand-tiles">
              {[0, 1].map((i) => (
                <MahjongTile key={i} tile={tiles?.[i] ?? null} delayMs={(2 * s + i) * STEP} x={x} />
              ))}
            </div>
            <span className="tb-mj-value">
              {o && (
                <b className="tb-points tb-late" style={late(MAHJONG_28_DONE_MS)}>
                  {mahjong28HandText(o[seat], x)}
                </b>
              )}
            </span>
            <span className={`tb-mj-versus ${versus ?? ''}`}>
              {versus && (
                <span className="tb-late" style={late(MAHJONG_28_DONE_MS)}>
                  {x(versus === 'win' ? 'beats' : versus === 'tie' ? 'tie' : 'loses')}
                </span>
              )}
            </span>
          </div>
        );
      })}
      <p className="tb-verdict mahjong-28" aria-live="polite">
        {o && (
          <span className="tb-late" style={late(MAHJONG_28_DONE_MS)}>
            {mahjong28Summary(o, x)}
          </span>
        )}
      </p>
    </div>
  );
}
