/** A symbol's id ('H1', 'L3', 'W', 'S'...). Themes map ids onto pictures and names elsewhere. */
export type SymbolId = string;

/** One reel's strip, top to bottom; the strip wraps around. */
export type ReelStrip = readonly SymbolId[];

/** Multipliers by count: `{ 3: 5, 4: 20, 5: 100 }`. Counts not listed pay nothing. */
export type PayTable = Readonly<Partial<Record<number, number>>>;

/** Scatters pay anywhere in the window, on the total bet, and award free spins. */
export interface ScatterRules {
  symbol: SymbolId;
  /** Multiples of the total bet, by the number of scatters in the window. */
  pays: PayTable;
  /** Free spins awarded by a base spin, by the number of scatters. */
  freeSpins: PayTable;
}

export interface FreeSpinRules {
  /** The strips spun during the feature (they may differ from the base game's). */
  reels: readonly ReelStrip[];
  /** Every free-spin win (lines or ways and scatters) is multiplied by this. */
  multiplier: number;
  /** Free spins added by a free spin, by the number of scatters. */
  retrigger: PayTable;
  /** At most this many free spins per feature, initial award and retriggers together. */
  maxSpins: number;
}

interface ModelFields {
  id: string;
  /** Visible rows; the number of reels is `reels.length`. */
  rows: number;
  symbols: readonly SymbolId[];
  /** Substitutes for every symbol but the scatter; null for none. */
  wild: SymbolId | null;
  /** Line pays (× line bet) or way pays (× coin), by symbol. */
  pays: Readonly<Record<SymbolId, PayTable>>;
  /** Base-game strips, one per reel. */
  reels: readonly ReelStrip[];
  scatter: ScatterRules | null;
  freeSpins: FreeSpinRules | null;
}

/** Pays left-to-right along fixed lines; the player picks the first 1..N lines. */
export interface PaylineModelSpec extends ModelFields {
  kind: 'lines';
  /** Each line is the row (0 = top) it crosses on each reel, left to right. */
  lines: readonly (readonly number[])[];
}

/**
 * Pays every combination of adjacent reels from the leftmost (rows^reels ways). The stake is
 * `coin × betMultiplier`; way pays are multiples of the coin.
 */
export interface WaysModelSpec extends ModelFields {
  kind: 'ways';
  betMultiplier: number;
}

export type SlotModelSpec = PaylineModelSpec | WaysModelSpec;

/** The bet on a payline model: stake = lineBet × lines, lines 1..N (the first N lines of the model). */
export interface LineBet {
  lineBet: bigint;
  lines: number;
}

/** The bet on a ways model: a positive multiple of the model's `betMultiplier` (coin = betPerSpin / betMultiplier). */
export interface WaysBet {
  betPerSpin: bigint;
}

export type Bet = LineBet | WaysBet;

export interface Cell {
  reel: number;
  row: number;
}

interface WinFields {
  symbol: SymbolId;
  /** Matching reels from the left. */
  count: number;
  /** The pay table's multiplier for symbol and count. */
  pay: number;
  /** 1 in the base game, the feature's multiplier in free spins. */
  multiplier: number;
  /** The cells that make the win. */
  positions: Cell[];
  payout: bigint;
}

/** payout = lineBet × pay × multiplier. `line` is the line's number as players see it, 1..N. */
export interface LineWin extends WinFields {
  kind: 'line';
  line: number;
}

/** payout = coin × pay × ways × multiplier, `ways` being the number of combinations. */
export interface WayWin extends WinFields {
  kind: 'ways';
  ways: number;
}

/** payout = stake × pay × multiplier. */
export interface ScatterWin {
  symbol: SymbolId;
  count: number;
  pay: number;
  multiplier: number;
  positions: Cell[];
  payout: bigint;
}

export interface SpinResult {
  phase: 'base' | 'free';
  /** The strip index shown on the top row of each reel (row k shows index stop + k, wrapping). */
  stops: number[];
  /** window[reel][row], top row first. */
  window: SymbolId[][];
  wins: (LineWin | WayWin)[];
  /** Present when the scatters pay or award free spins. */
  scatter: ScatterWin | null;
  /** Free spins this spin added (trigger or retrigger), after the cap. */
  freeSpinsAwarded: number;
  /** Sum of this spin's payouts. */
  win: bigint;
}

/** One paid spin with its whole free-spin feature. */
export interface SpinOutcome {
  modelId: string;
  bet: Bet;
  stake: bigint;
  base: SpinResult;
  freeSpins: SpinResult[];
  /** Free spins awarded in the whole feature (equals freeSpins.length). */
  freeSpinsAwarded: number;
  totalWin: bigint;
}
