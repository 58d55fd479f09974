import type { TableFamily, TableRound } from '@app/contracts';
import { memo, useEffect, useRef } from 'react';
import { ArtView } from './ArtView';
import { bigRoad, type RoadResult } from './big-road';
import type { BoardContext, FamilyBoard } from './boards/board-types';

type Props = {
  family: TableFamily;
  /** Settled rounds, newest first. */
  history: TableRound[];
  board: FamilyBoard<never>;
  context: BoardContext;
};

const BEAD_ROWS = 6;

/**
 * The road: baccarat's bead plate (six rows, filled down then across by round number, the newest at the right),
 * or for the other games a strip of the last results, newest first.
 */
export const Road = memo(function Road({ family, history, board, context }: Props) {
  const { x } = context;
  const badges = history
    .filter((round) => round.outcome !== null)
    .map((round) => ({
      id: round.tableRoundId,
      roundNo: round.roundNo,
      ...board.badge(round.outcome as never, context),
    }));
  const plate = useRef<HTMLOListElement>(null);
  const newest = badges[0]?.id;
  useEffect(() => {
    const element = plate.current;
    if (element && newest) element.scrollLeft = element.scrollWidth;
  }, [newest]);

  if (badges.length === 0) {
    return (
      <p className="tb-road empty" data-testid="table-road">
        {x('noResults')}
      </p>
    );
  }
  if (family === 'baccarat') {
    // a bead's row is its round number mod 6, so it keeps its place as the plate moves on
    const shown = [...badges].reverse();
    const first = Math.floor((shown[0]?.roundNo ?? 0) / BEAD_ROWS);
    const big = bigRoad(
      [...history]
        .reverse()
        .filter((round) => round.outcome !== null)
        .map((round) => ({
          result: (round.outcome as { winner: RoadResult }).winner,
          roundNo: round.roundNo,
        })),
    );
    return (
      <div className="tb-roads">
        <ol className="tb-road bead-plate" aria-label={x('road')} ref={plate} data-testid="table-road">
          {shown.map((badge) => (
            <li
              key={badge.id}
              className={`tb-bead ${badge.tone}`}
              title={`#${badge.roundNo} ${badge.label}`}
              style={{
                gridRow: (badge.roundNo % BEAD_ROWS) + 1,
                gridColumn: Math.floor(badge.roundNo / BEAD_ROWS) - first + 1,
              }}
            >
              <span aria-hidden="true">{badge.text}</span>
              <span className="sr-only">{badge.label}</span>
            </li>
          ))}
        </ol>
        {/* the big road draws the same rounds as streaks: the bead plate above reads them out */}
        <ol className="tb-road big-road" aria-hidden="true" data-testid="table-big-road">
          {big.map((cell) => (
            <li
              key={`${cell.col}:${cell.row}`}
              className={`tb-ring ${cell.winner === 'banker' ? 'red' : cell.winner === 'player' ? 'blue' : 'none'}${cell.ties ? ' tied' : ''}`}
              data-ties={cell.ties > 1 ? cell.ties : undefined}
              style={{ gridRow: cell.row + 1, gridColumn: cell.col + 1 }}
            />
          ))}
        </ol>
      </div>
    );
  }
  return (
    <ol className="tb-road strip" aria-label={x('road')} data-testid="table-road">
      {badges.map((badge, i) => (
        <li
          key={badge.id}
          className={`tb-badge ${badge.tone}${i === 0 ? ' newest' : ''}`}
          title={`#${badge.roundNo} ${badge.label}`}
        >
          {badge.art?.map((art, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the pictures are positions
            <ArtView key={j} art={art} />
          ))}
          {badge.text && <span aria-hidden="true">{badge.text}</span>}
          <span className="sr-only">{badge.label}</span>
        </li>
      ))}
    </ol>
  );
});
