import type { ModelTables, StripTables } from './tables.ts';

/**
 * Working memory for evaluating spins, allocated once per round (or once per simulation): the evaluation
 * loop writes each win here instead of allocating objects. Wins are counted in units: line bets for line
 * models, coins for ways models.
 */
export interface SpinScratch {
  stops: Int32Array;
  /** [reel × rows + row] → symbol index. */
  window: Uint8Array;
  winCount: number;
  /** Per win: line index (line models), symbol, matching reels, pay multiplier, combinations (ways). */
  winLine: Int32Array;
  winSymbol: Int32Array;
  winReels: Int32Array;
  winPay: Int32Array;
  winWays: Int32Array;
  /** Filled by evaluateLine: the symbol and count of the line's best win. */
  lineSymbol: number;
  lineReels: number;
}

export function createScratch(tables: ModelTables): SpinScratch {
  const maxWins = Math.max(tables.lineCount, tables.symbolCount);
  return {
    stops: new Int32Array(tables.reelCount),
    window: new Uint8Array(tables.reelCount * tables.rows),
    winCount: 0,
    winLine: new Int32Array(maxWins),
    winSymbol: new Int32Array(maxWins),
    winReels: new Int32Array(maxWins),
    winPay: new Int32Array(maxWins),
    winWays: new Int32Array(maxWins),
    lineSymbol: -1,
    lineReels: 0,
  };
}

/** Copies the symbols shown at `scratch.stops` into `scratch.window`. */
export function fillWindow(tables: ModelTables, strips: StripTables, scratch: SpinScratch): void {
  const { rows, reelCount } = tables;
  for (let reel = 0; reel < reelCount; reel++) {
    const strip = strips.strips[reel]!;
    const length = strip.length;
    let position = scratch.stops[reel]!;
    for (let row = 0; row < rows; row++) {
      scratch.window[reel * rows + row] = strip[position]!;
      position = position + 1 === length ? 0 : position + 1;
    }
  }
}

/**
 * The pay of one line read over `reelCount` reels (its cells at `cells[offset..]`): leading wilds pay as
 * wilds, or stand in for the first other symbol, whose run from the left then pays; the better of the two
 * is paid (a tie as the symbol). A scatter ends the run and never pays on a line.
 */
export function evaluateLine(
  tables: ModelTables,
  window: Uint8Array,
  cells: Uint8Array,
  offset: number,
  reelCount: number,
  scratch: SpinScratch,
): number {
  const { wild, scatter, pays } = tables;
  const stride = tables.reelCount + 1;
  let wilds = 0;
  while (wilds < reelCount && window[cells[offset + wilds]!] === wild) wilds++;
  const wildPay = wilds > 0 ? pays[wild * stride + wilds]! : 0;
  let symbolPay = 0;
  let symbol = -1;
  let count = 0;
  if (wilds < reelCount) {
    symbol = window[cells[offset + wilds]!]!;
    if (symbol !== scatter) {
      count = wilds + 1;
      while (count < reelCount) {
        const next = window[cells[offset + count]!]!;
        if (next !== symbol && next !== wild) break;
        count++;
      }
      symbolPay = pays[symbol * stride + count]!;
    }
  }
  if (wildPay > symbolPay) {
    scratch.lineSymbol = wild;
    scratch.lineReels = wilds;
    return wildPay;
  }
  scratch.lineSymbol = symbol;
  scratch.lineReels = count;
  return symbolPay;
}

/** Every active line of the window (the first `lines` lines); returns the total in line bets. */
export function evaluateLines(tables: ModelTables, lines: number, scratch: SpinScratch): number {
  const { reelCount, lineCells } = tables;
  let total = 0;
  scratch.winCount = 0;
  for (let line = 0; line < lines; line++) {
    const pay = evaluateLine(tables, scratch.window, lineCells, line * reelCount, reelCount, scratch);
    if (pay === 0) continue;
    const n = scratch.winCount++;
    scratch.winLine[n] = line;
    scratch.winSymbol[n] = scratch.lineSymbol;
    scratch.winReels[n] = scratch.lineReels;
    scratch.winPay[n] = pay;
    scratch.winWays[n] = 1;
    total += pay;
  }
  return total;
}

/**
 * Every symbol's ways: the symbol (or a wild, never on the first reel) on adjacent reels from the left;
 * the combinations are the product of matching cells per reel. Returns the total in coins.
 */
export function evaluateWays(tables: ModelTables, strips: StripTables, scratch: SpinScratch): number {
  const { reelCount, symbolCount, pays, waySymbols } = tables;
  const stride = reelCount + 1;
  const stops = scratch.stops;
  let total = 0;
  scratch.winCount = 0;
  for (let i = 0; i < waySymbols.length; i++) {
    const symbol = waySymbols[i]!;
    let ways = 1;
    let reels = 0;
    while (reels < reelCount) {
      const cells = strips.waysCount[reels]![stops[reels]! * symbolCount + symbol]!;
      if (cells === 0) break;
      ways *= cells;
      reels++;
    }
    const pay = pays[symbol * stride + reels]!;
    if (reels === 0 || pay === 0) continue;
    const n = scratch.winCount++;
    scratch.winLine[n] = -1;
    scratch.winSymbol[n] = symbol;
    scratch.winReels[n] = reels;
    scratch.winPay[n] = pay;
    scratch.winWays[n] = ways;
    total += pay * ways;
  }
  return total;
}

/** Scatters anywhere in the window at `scratch.stops`. */
export function countScatters(tables: ModelTables, strips: StripTables, scratch: SpinScratch): number {
  let count = 0;
  for (let reel = 0; reel < tables.reelCount; reel++)
    count += strips.scatterCount[reel]![scratch.stops[reel]!]!;
  return count;
}
