import { DEFAULT_3D_CONFIG, DEFAULT_5D_CONFIG } from '../fast/digits/digit-config.ts';
import { DEFAULT_FOUR_D_CONFIG } from '../fast/four-d/four-d-config.ts';
import { DEFAULT_KENO_CONFIG } from '../fast/keno/keno-config.ts';
import { DEFAULT_PK10_CONFIG } from '../fast/pk10/pk10-config.ts';
import { digitsKind } from './digits-kind.ts';
import { fourDKind } from './four-d-kind.ts';
import { kenoKind } from './keno-kind.ts';
import type { KindBetType, KindEngine, KindLine } from './kind.ts';
import { pk10Kind } from './pk10-kind.ts';

/** What a catalogue title draws (studio/lottery-titles.ts). */
export type KindSpec =
  | { kind: 'digits'; digits: 5 | 3 }
  | { kind: 'keno' }
  | { kind: 'pk10' }
  | { kind: 'four_d' };

/**
 * A prize mode's rate table for these kinds (spec §3.1 prize modes; docs/games/lottery/kinds.md): the odds are the
 * engines' (their RTP is stated and simulated there); the table sets what a point costs and how much a number may
 * win, from which its points limit follows.
 */
export interface KindTable {
  /** Minor units; a multiple of 100 so every payout (points × price × multiplier ÷ 100) is exact. */
  pricePerPoint: bigint;
  /** The most one number (or keno ticket) of one member may win on one draw, minor units. */
  maxWinPerNumber: bigint;
}

/** Elott: 1,000 VND a point, up to 100 M VND a number; ZY: the same odds at 10,000 VND a point, up to 1 B VND. */
export const KIND_TABLES = {
  Elott: { pricePerPoint: 100_000n, maxWinPerNumber: 10_000_000_000n },
  ZY: { pricePerPoint: 1_000_000n, maxWinPerNumber: 100_000_000_000n },
  SEA: { pricePerPoint: 100_000n, maxWinPerNumber: 100_000_000_000n },
} as const satisfies Record<string, KindTable>;
export type KindPrizeMode = keyof typeof KIND_TABLES;

/** No line takes more points than this, whatever its odds. */
export const MAX_POINTS = 10_000n;

const engines = {
  digits5: digitsKind(DEFAULT_5D_CONFIG),
  digits3: digitsKind(DEFAULT_3D_CONFIG),
  keno: kenoKind(DEFAULT_KENO_CONFIG),
  pk10: pk10Kind(DEFAULT_PK10_CONFIG),
  four_d: fourDKind(DEFAULT_FOUR_D_CONFIG),
};

// biome-ignore lint/suspicious/noExplicitAny: each kind's outcome type is its own; callers pass the stored draw back
export type AnyKindEngine = KindEngine<any>;

export function kindEngine(spec: KindSpec): AnyKindEngine {
  return spec.kind === 'digits' ? engines[spec.digits === 5 ? 'digits5' : 'digits3'] : engines[spec.kind];
}

/**
 * A type's points limit per number: its best win within the table's max win per number, at most MAX_POINTS. A keno
 * ticket's best win depends on how many numbers it holds (`count`): a 1-number ticket may take more points than a
 * 10-number one.
 */
export function kindMaxPoints(table: KindTable, info: KindBetType, count?: number): bigint {
  const row = info.rule === 'spots' && count ? info.payTableX100?.[count - 1] : undefined;
  const best = row ? Math.max(...row) : info.multiplierX100;
  const perPoint = (table.pricePerPoint * BigInt(best)) / 100n;
  const points = perPoint > 0n ? table.maxWinPerNumber / perPoint : MAX_POINTS;
  return points < 1n ? 1n : points > MAX_POINTS ? MAX_POINTS : points;
}

/** Bets a line makes: one per number, or one (a keno ticket). */
export function kindBetCount(info: KindBetType, line: KindLine): number {
  return info.selection === 'set' ? 1 : line.numbers.length;
}

export function kindLineCost(table: KindTable, info: KindBetType, line: KindLine): bigint {
  return line.points * table.pricePerPoint * BigInt(kindBetCount(info, line));
}

/** What a checked line wins on a draw: Σ points × price × multiplier ÷ 100 over its bets, and its hits. */
export function settleKindLine(
  engine: AnyKindEngine,
  table: KindTable,
  line: KindLine,
  outcome: unknown,
): { payout: bigint; hits: number } {
  const multipliers = engine.multipliersX100(line, outcome);
  let payout = 0n;
  for (const multiplier of multipliers)
    payout += (line.points * table.pricePerPoint * BigInt(multiplier)) / 100n;
  const hits = engine.hits ? engine.hits(line, outcome) : multipliers.filter((m) => m > 0).length;
  return { payout, hits };
}
