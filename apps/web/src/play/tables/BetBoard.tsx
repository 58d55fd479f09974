import { type CSSProperties, memo } from 'react';
import type { Translate } from '../i18n/texts';
import type { PlayLanguage } from '../launch-params';
import { money } from '../money/money';
import { ArtView } from './ArtView';
import type { Slip } from './bet-slip';
import type { Cell, Section, Spot } from './boards/board-types';
import { compact, stackColor } from './chips';
import type { TableKey } from './table-texts';

type Props = {
  sections: Section<never>[];
  pending: Slip;
  placed: Slip;
  /** The spots the drawn outcome pays (lit), or null before the reveal. */
  hits: ReadonlySet<string> | null;
  disabled: boolean;
  chips: readonly bigint[];
  onPlace: (key: string) => void;
  x: Translate<TableKey>;
  lang: PlayLanguage;
};

/** The layout: each section a grid of spots; a spot shows its chips pending (dashed) and confirmed (solid). */
export const BetBoard = memo(function BetBoard({ sections, hits, ...rest }: Props) {
  return (
    <div className="tb-board" data-testid="table-board" data-revealed={hits !== null}>
      {sections.map((section) => {
        const grid = (
          <div
            className={`tb-grid ${section.layout}`}
            style={
              {
                '--cols': section.columns ?? 2,
                '--wide-cols': section.wideColumns ?? section.columns ?? 2,
              } as CSSProperties
            }
          >
            {section.spots.map((spot) => (
              <SpotButton key={spot.key} spot={spot} hit={hits?.has(spot.key) ?? false} {...rest} />
            ))}
          </div>
        );
        if (section.fold) {
          return (
            <details key={section.id} className="tb-section tb-fold" data-id={section.id}>
              <summary className="tb-section-title" data-testid={`fold-${section.id}`}>
                {section.title}
              </summary>
              {grid}
            </details>
          );
        }
        return (
          <section key={section.id} className="tb-section" data-id={section.id}>
            {section.title && <h3 className="tb-section-title">{section.title}</h3>}
            {grid}
          </section>
        );
      })}
    </div>
  );
});

type SpotProps = Omit<Props, 'sections' | 'hits'> & { spot: Spot<never>; hit: boolean };

function SpotButton({ spot, hit, pending, placed, disabled, chips, onPlace, x, lang }: SpotProps) {
  const waiting = pending[spot.key] ?? 0n;
  const confirmed = placed[spot.key] ?? 0n;
  const parts = [x('spotPays', { name: spot.name, odds: spot.odds })];
  if (spot.hold) parts.push(x('holds', { n: spot.hold }));
  if (confirmed > 0n) parts.push(x('spotPlaced', { amount: money(confirmed, lang) }));
  if (waiting > 0n) parts.push(x('spotPending', { amount: money(waiting, lang) }));
  if (hit) parts.push(x('spotWon'));
  return (
    <button
      type="button"
      className={`tb-spot ${spot.tone ?? ''}${hit ? ' hit' : ''}${spot.fill ? ' fill' : ''}`}
      style={cellStyle(spot.cell)}
      disabled={disabled}
      onClick={() => onPlace(spot.key)}
      aria-label={parts.join(', ')}
      data-testid={`spot-${spot.key}`}
      data-pending={String(waiting)}
      data-placed={String(confirmed)}
    >
      {spot.art && <ArtView art={spot.art} />}
      {spot.label && <b className="tb-spot-label">{spot.label}</b>}
      {spot.sub && <small className="tb-spot-sub">{spot.sub}</small>}
      <span className="tb-spot-odds">{spot.odds}</span>
      {confirmed > 0n && (
        <span className="tb-stack placed" style={{ '--chip': stackColor(confirmed, chips) } as CSSProperties}>
          {compact(confirmed, lang)}
        </span>
      )}
      {waiting > 0n && (
        <span
          className="tb-stack pending"
          data-height={Math.min(3, Number(waiting / (chips[0] ?? waiting)))}
          style={{ '--chip': stackColor(waiting, chips) } as CSSProperties}
        >
          {compact(waiting, lang)}
        </span>
      )}
    </button>
  );
}

/** A roulette spot's place: upright on a phone (the cell as given), on its side on a wide screen (CSS swaps). */
function cellStyle(cell: Cell | undefined): CSSProperties | undefined {
  if (!cell) return undefined;
  const rowSpan = cell.rowSpan ?? 1;
  const colSpan = cell.colSpan ?? 1;
  return {
    '--row': cell.row,
    '--col': cell.col,
    '--row-span': rowSpan,
    '--col-span': colSpan,
    // on its side: rows become columns, and the number columns run bottom (1) to top (3), as on a table
    '--wide-row': cell.col <= 3 ? 4 - cell.col - (colSpan - 1) : cell.col,
    '--wide-col': cell.row,
  } as CSSProperties;
}
