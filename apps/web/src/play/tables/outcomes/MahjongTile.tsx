import { MAHJONG_28_WHITE } from '@app/games';
import type { CSSProperties } from 'react';
import type { Translate } from '../../i18n/texts';
import type { TableKey } from '../table-texts';
import { type DotColor, tileDots, tileName } from './mahjong-tiles';

const INK: Record<DotColor, string> = { blue: '#1d4ed8', red: '#c8102e', green: '#15803d' };
const IVORY = '#fffaf0';

type Props = {
  /** 1–9 a dots tile, 10 the white dragon; null: face down. */
  tile: number | null;
  /** Turns over after this many ms of the reveal. */
  delayMs?: number;
  x: Translate<TableKey>;
};

/**
 * A mahjong tile in SVG: an ivory face on a jade back, the dots drawn as ringed circles in their classic pattern,
 * the white dragon as a blue frame on a blank face; it turns face up when its turn comes.
 */
export function MahjongTile({ tile, delayMs = 0, x }: Props) {
  const style = { '--delay': `${delayMs}ms` } as CSSProperties;
  if (tile === null) {
    return (
      <svg className="tb-tile back" viewBox="0 0 60 80" aria-hidden="true" style={style}>
        <rect x="1" y="1" width="58" height="78" rx="7" fill="#0f766e" stroke="#064e3b" strokeWidth="1.5" />
        <rect x="6" y="6" width="48" height="62" rx="4" fill="none" stroke="#5eead4" strokeWidth="1.5" />
        <rect x="1" y="70" width="58" height="9" rx="4" fill="#e8dfc8" />
      </svg>
    );
  }
  return (
    <svg className="tb-tile face" viewBox="0 0 60 80" role="img" aria-label={tileName(tile, x)} style={style}>
      {/* the jade back shows below the face: the tile's thickness */}
      <rect x="1" y="4" width="58" height="75" rx="7" fill="#0f766e" />
      <rect x="1" y="1" width="58" height="71" rx="6" fill={IVORY} stroke="#d6cfbf" strokeWidth="1.5" />
      {tile === MAHJONG_28_WHITE ? (
        <>
          <rect x="12" y="11" width="36" height="52" rx="3" fill="none" stroke="#1d4ed8" strokeWidth="3" />
          <rect
            x="16.5"
            y="15.5"
            width="27"
            height="43"
            rx="1.5"
            fill="none"
            stroke="#1d4ed8"
            strokeWidth="1.2"
          />
        </>
      ) : (
        tileDots(tile).map((dot) => (
          <g key={`${dot.x}:${dot.y}`} fill={INK[dot.color]}>
            <circle cx={dot.x} cy={dot.y} r={dot.r} />
            <circle
              cx={dot.x}
              cy={dot.y}
              r={dot.r * 0.62}
              fill="none"
              stroke={IVORY}
              strokeWidth={dot.r * 0.16}
            />
            <circle cx={dot.x} cy={dot.y} r={dot.r * 0.26} fill={IVORY} />
          </g>
        ))
      )}
    </svg>
  );
}
