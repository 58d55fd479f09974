import { createScratch, evaluateLine, fillWindow } from './evaluate.ts';
import type { SlotModel } from './model.ts';
import type { ModelTables, StripTables } from './tables.ts';

/** A model's exact figures, computed from its tables (no simulation). Returns are fractions of the stake. */
export interface SlotRtp {
  /** Line or way wins of the base game. */
  base: number;
  /** Scatter pays of the base game. */
  scatter: number;
  /** Everything won in free spins (lines or ways and scatters, multiplier included). */
  freeSpins: number;
  total: number;
  /** Chance that the base spin itself pays something. */
  hitFrequency: number;
  /** Chance that a paid spin triggers free spins. */
  triggerFrequency: number;
  /** Expected free spins played per feature, retriggers and the cap included. */
  freeSpinsPerFeature: number;
  /** Expected win of one feature, in stakes. */
  featureWin: number;
  /** Expected extra free spins per free spin (a retrigger's award times its chance). */
  retriggerRate: number;
  /** The RTP the free-spin cap takes away: free-spin RTP without the cap minus with it. */
  capCost: number;
}

/**
 * Base and scatter parts come from the strips (see lineReturn, waysReturn, scatterDistribution). A feature
 * is worth E[spins played] × E[win of one free spin]: whether a free spin is played depends only on the
 * spins before it, so by Wald's identity a spin's own retrigger does not bias the product. E[spins] is
 * solved exactly with the cap (expectedFeatureSpins); `capCost` compares it with the uncapped series
 * start / (1 − retriggerRate). Takes 0.1–0.4 s (the hit frequency enumerates the first reels' stops).
 */
export function exactRtp(model: SlotModel): SlotRtp {
  const tables = model.tables;
  const base = winReturn(tables, tables.base);
  const baseScatters = scatterDistribution(tables, tables.base);
  const scatter = dot(baseScatters, tables.scatterPays);
  const triggerFrequency = baseScatters.reduce(
    (sum, p, count) => sum + (tables.triggerSpins[count]! > 0 ? p : 0),
    0,
  );
  let freeSpins = 0;
  let uncapped = 0;
  let spinsPerTrigger = 0;
  let retriggerRate = 0;
  if (tables.free !== null) {
    const freeScatters = scatterDistribution(tables, tables.free);
    const perFreeSpin =
      tables.freeMultiplier * (winReturn(tables, tables.free) + dot(freeScatters, tables.scatterPays));
    retriggerRate = dot(freeScatters, tables.retriggerSpins);
    const awards = awardDistribution(freeScatters, tables.retriggerSpins);
    baseScatters.forEach((p, count) => {
      const awarded = tables.triggerSpins[count]!;
      if (awarded === 0 || p === 0) return;
      const spins = expectedFeatureSpins(Math.min(awarded, tables.maxFreeSpins), tables.maxFreeSpins, awards);
      spinsPerTrigger += p * spins;
      freeSpins += p * spins * perFreeSpin;
      uncapped +=
        p * (retriggerRate < 1 ? awarded / (1 - retriggerRate) : Number.POSITIVE_INFINITY) * perFreeSpin;
    });
  }
  const perFeature = triggerFrequency > 0 ? spinsPerTrigger / triggerFrequency : 0;
  return {
    base,
    scatter,
    freeSpins,
    total: base + scatter + freeSpins,
    hitFrequency: hitFrequency(tables),
    triggerFrequency,
    freeSpinsPerFeature: perFeature,
    featureWin: triggerFrequency > 0 ? freeSpins / triggerFrequency : 0,
    retriggerRate,
    capCost: Math.max(0, uncapped - freeSpins),
  };
}

/** Expected line or way win of one spin on these strips, in stakes. */
function winReturn(tables: ModelTables, strips: StripTables): number {
  return tables.kind === 'lines'
    ? lineReturn(tables, strips)
    : waysReturn(tables, strips) / tables.betMultiplier;
}

/**
 * Each reel's stop is uniform, so every cell of a reel shows symbol s with the strip's frequency of s,
 * and the reels are independent: one line's win has the same distribution on every line. Enumerating
 * one symbol per reel (symbols^reels cases) with the engine's own line evaluation gives the expected
 * win per line bet, which is also the return per stake whatever the number of lines played.
 */
function lineReturn(tables: ModelTables, strips: StripTables): number {
  const { reelCount, symbolCount } = tables;
  const frequencies = strips.strips.map((strip) => {
    const counts = new Float64Array(symbolCount);
    for (const symbol of strip) counts[symbol]! += 1 / strip.length;
    return counts;
  });
  const line = new Uint8Array(reelCount);
  const cells = Uint8Array.from({ length: reelCount }, (_, reel) => reel);
  const scratch = createScratch(tables);
  const visit = (reel: number, probability: number): number => {
    if (reel === reelCount) return probability * evaluateLine(tables, line, cells, 0, reelCount, scratch);
    let sum = 0;
    for (let symbol = 0; symbol < symbolCount; symbol++) {
      const p = frequencies[reel]![symbol]!;
      if (p === 0) continue;
      line[reel] = symbol;
      sum += visit(reel + 1, probability * p);
    }
    return sum;
  };
  return visit(0, 1);
}

/**
 * Ways of symbol s running exactly k reels = product of matching cells on reels 1..k, times "none on
 * reel k+1". Reels are independent, so E[ways] = Π E[cells on reel r] × P(no cell on reel k+1).
 */
function waysReturn(tables: ModelTables, strips: StripTables): number {
  const { reelCount, symbolCount, pays } = tables;
  let total = 0;
  for (const symbol of tables.waySymbols) {
    const meanCells: number[] = [];
    const noneShown: number[] = [];
    for (let reel = 0; reel < reelCount; reel++) {
      const length = strips.lengths[reel]!;
      const counts = strips.waysCount[reel]!;
      let sum = 0;
      let none = 0;
      for (let stop = 0; stop < length; stop++) {
        const cells = counts[stop * symbolCount + symbol]!;
        sum += cells;
        if (cells === 0) none++;
      }
      meanCells.push(sum / length);
      noneShown.push(none / length);
    }
    let ways = 1;
    for (let reels = 1; reels <= reelCount; reels++) {
      ways *= meanCells[reels - 1]!;
      const stops = reels < reelCount ? noneShown[reels]! : 1;
      total += pays[symbol * (reelCount + 1) + reels]! * ways * stops;
    }
  }
  return total;
}

/** P(n scatters in the window), n = 0..reels: the per-reel chances convolved. */
function scatterDistribution(tables: ModelTables, strips: StripTables, fromReel = 0): Float64Array {
  let distribution = Float64Array.of(1);
  for (let reel = fromReel; reel < tables.reelCount; reel++) {
    const shown = strips.scatterCount[reel]!;
    const p = shown.reduce((sum, count) => sum + count, 0) / shown.length;
    const next = new Float64Array(distribution.length + 1);
    distribution.forEach((q, n) => {
      next[n]! += q * (1 - p);
      next[n + 1]! += q * p;
    });
    distribution = next;
  }
  return distribution;
}

/** The chance of each number of spins a free spin adds. */
function awardDistribution(scatters: Float64Array, retrigger: Int32Array): Map<number, number> {
  const awards = new Map<number, number>();
  scatters.forEach((p, count) => {
    awards.set(retrigger[count]!, (awards.get(retrigger[count]!) ?? 0) + p);
  });
  return awards;
}

/**
 * Expected free spins played in a feature that starts with `start` spins, each spin adding spins with the
 * given chances, the total capped at `cap`. f(played, awarded) = awarded when all are played, otherwise
 * the mean of f(played + 1, min(cap, awarded + extra)); solved backwards over played = cap..0.
 */
export function expectedFeatureSpins(start: number, cap: number, awards: Map<number, number>): number {
  let next = new Float64Array(cap + 1);
  for (let played = cap; played >= 0; played--) {
    const current = new Float64Array(cap + 1);
    for (let awarded = played; awarded <= cap; awarded++) {
      if (awarded === played) {
        current[awarded] = awarded;
        continue;
      }
      let expected = 0;
      for (const [extra, p] of awards) expected += p * next[Math.min(cap, awarded + extra)]!;
      current[awarded] = expected;
    }
    next = current;
  }
  return next[start]!;
}

/**
 * Whether any line or way pays is decided by the first M reels, M being the largest "fewest reels that
 * pay" of any symbol (pays never shrink with more reels). So every stop combination of those reels is
 * enumerated; when none pays, the base spin still pays if the scatters on the remaining reels complete a
 * paying count.
 */
function hitFrequency(tables: ModelTables): number {
  const { reelCount, symbolCount, base } = tables;
  const prefix = Math.max(...tables.minPayCount);
  const minScatterPay = tables.scatterPays.findIndex((pay) => pay > 0);
  const rest = scatterDistribution(tables, base, prefix);
  const restAtLeast = (n: number): number => rest.reduce((sum, p, count) => sum + (count >= n ? p : 0), 0);
  const scatterHit = Array.from({ length: reelCount + 1 }, (_, shown) =>
    minScatterPay < 0 ? 0 : restAtLeast(minScatterPay - shown),
  );
  const scratch = createScratch(tables);
  const lineOrWayPays = (): boolean => {
    if (tables.kind === 'lines') {
      fillWindow(tables, base, scratch);
      for (let line = 0; line < tables.lineCount; line++) {
        if (evaluateLine(tables, scratch.window, tables.lineCells, line * reelCount, prefix, scratch) > 0)
          return true;
      }
      return false;
    }
    for (const symbol of tables.waySymbols) {
      let reel = 0;
      while (reel < tables.minPayCount[symbol]!) {
        if (base.waysCount[reel]![scratch.stops[reel]! * symbolCount + symbol] === 0) break;
        reel++;
      }
      if (reel === tables.minPayCount[symbol]) return true;
    }
    return false;
  };
  let combinations = 1;
  for (let reel = 0; reel < prefix; reel++) combinations *= base.lengths[reel]!;
  let hits = 0;
  scratch.stops.fill(0);
  for (let combination = 0; combination < combinations; combination++) {
    let remaining = combination;
    let shown = 0;
    for (let reel = 0; reel < prefix; reel++) {
      const length = base.lengths[reel]!;
      scratch.stops[reel] = remaining % length;
      remaining = Math.floor(remaining / length);
      shown += base.scatterCount[reel]![scratch.stops[reel]!]!;
    }
    hits += lineOrWayPays() ? 1 : scatterHit[shown]!;
  }
  return hits / combinations;
}

function dot(probabilities: Float64Array, values: Int32Array): number {
  return probabilities.reduce((sum, p, n) => sum + p * values[n]!, 0);
}
