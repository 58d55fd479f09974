/** A result of the big road: banker, player or tie (a tie marks the cell before it, it takes no cell). */
export type RoadResult = 'banker' | 'player' | 'tie';

export type BigRoadCell = {
  /** 0-based column and row (six rows). */
  col: number;
  row: number;
  winner: 'banker' | 'player' | null;
  /** Ties marked on this cell (after it, or before any winner when it is the first cell). */
  ties: number;
  /** The round number the cell records. */
  roundNo: number;
};

/**
 * Baccarat's big road, as casinos draw it: each streak of one side goes down a column; a new side starts a new
 * column; a streak longer than the column (or blocked by an earlier dragon tail) turns right along its last row;
 * a tie is a mark on the cell before it (a tie before any winner gets a cell of its own, without a side). A new
 * streak starts in the column after the one the last streak started in, above any tail running beneath it.
 * `results` oldest first.
 */
export function bigRoad(
  results: readonly { result: RoadResult; roundNo: number }[],
  rows = 6,
): BigRoadCell[] {
  const cells: BigRoadCell[] = [];
  const taken = new Set<string>();
  const key = (col: number, row: number) => `${col}:${row}`;
  let streakCol = -1; // the column the current streak started in
  let last: BigRoadCell | null = null;
  for (const { result, roundNo } of results) {
    if (result === 'tie') {
      if (last) last.ties += 1;
      else {
        last = { col: 0, row: 0, winner: null, ties: 1, roundNo };
        cells.push(last);
        taken.add(key(0, 0));
        streakCol = 0;
      }
      continue;
    }
    if (last && last.winner === null) {
      // the ties before the first winner: the winner takes their cell
      last.winner = result;
      last.roundNo = roundNo;
      continue;
    }
    let col: number;
    let row: number;
    if (!last || last.winner !== result) {
      col = streakCol + 1;
      while (taken.has(key(col, 0))) col++;
      row = 0;
      streakCol = col;
    } else {
      const down = last.row + 1;
      // down the streak's column while there is room; a tail that has turned goes on to the right
      if (last.col === streakCol && down < rows && !taken.has(key(last.col, down))) {
        col = last.col;
        row = down;
      } else {
        col = last.col + 1;
        row = last.row;
      }
    }
    last = { col, row, winner: result, ties: 0, roundNo };
    cells.push(last);
    taken.add(key(col, row));
  }
  return cells;
}
