import type { PayTable, ReelStrip, SlotModelSpec } from './types.ts';

/** A strip set turned into symbol indices, with what each stop shows precomputed. */
export interface StripTables {
  strips: Uint8Array[];
  lengths: Int32Array;
  /** Per reel, per stop: scatters in the window (0 or 1; validation keeps them apart). */
  scatterCount: Uint8Array[];
  /** Ways models, per reel: [stop × symbolCount + symbol] = cells in the window showing the symbol or a wild. */
  waysCount: Uint8Array[];
}

/**
 * The model in dense integer arrays for the evaluation loop: symbols become indices (their position in
 * `symbols`), pay tables become rows of `reelCount + 1` entries indexed by count.
 */
export interface ModelTables {
  kind: 'lines' | 'ways';
  reelCount: number;
  rows: number;
  symbolCount: number;
  /** -1 when the model has none. */
  wild: number;
  scatter: number;
  /** [symbol × (reelCount + 1) + count] → multiplier. */
  pays: Int32Array;
  /** Per symbol, the fewest matching reels that pay (0 when it never pays). */
  minPayCount: Int32Array;
  /** Symbols that can pay a way (ways models). */
  waySymbols: Uint8Array;
  /** [line × reelCount + reel] → window cell (reel × rows + row). */
  lineCells: Uint8Array;
  lineCount: number;
  /** Coins per stake (ways models); line models use the number of lines played. */
  betMultiplier: number;
  /** By scatter count: multiples of the stake, spins awarded in the base game, spins added in free spins. */
  scatterPays: Int32Array;
  triggerSpins: Int32Array;
  retriggerSpins: Int32Array;
  base: StripTables;
  free: StripTables | null;
  freeMultiplier: number;
  maxFreeSpins: number;
}

export function buildTables(model: SlotModelSpec): ModelTables {
  const reelCount = model.reels.length;
  const symbolCount = model.symbols.length;
  const index = (symbol: string): number => model.symbols.indexOf(symbol);
  const wild = model.wild === null ? -1 : index(model.wild);
  const scatter = model.scatter === null ? -1 : index(model.scatter.symbol);
  const pays = new Int32Array(symbolCount * (reelCount + 1));
  const minPayCount = new Int32Array(symbolCount);
  model.symbols.forEach((symbol, s) => {
    const row = byCount(model.pays[symbol] ?? {}, reelCount);
    pays.set(row, s * (reelCount + 1));
    minPayCount[s] = Math.max(
      0,
      row.findIndex((pay) => pay > 0),
    ); // the index is the count
  });
  const waySymbols = Uint8Array.from(
    model.symbols.flatMap((_, s) => (s !== wild && s !== scatter && minPayCount[s]! > 0 ? [s] : [])),
  );
  const lines = model.kind === 'lines' ? model.lines : [];
  const lineCells = Uint8Array.from(
    lines.flatMap((line) => line.map((row, reel) => reel * model.rows + row)),
  );
  const strips = (reels: readonly ReelStrip[]): StripTables =>
    buildStrips(
      reels.map((strip) => Uint8Array.from(strip, index)),
      model,
      wild,
      scatter,
    );
  return {
    kind: model.kind,
    reelCount,
    rows: model.rows,
    symbolCount,
    wild,
    scatter,
    pays,
    minPayCount,
    waySymbols,
    lineCells,
    lineCount: lines.length,
    betMultiplier: model.kind === 'ways' ? model.betMultiplier : 1,
    scatterPays: byCount(model.scatter?.pays ?? {}, reelCount),
    triggerSpins: byCount(model.scatter?.freeSpins ?? {}, reelCount),
    retriggerSpins: byCount(model.freeSpins?.retrigger ?? {}, reelCount),
    base: strips(model.reels),
    free: model.freeSpins === null ? null : strips(model.freeSpins.reels),
    freeMultiplier: model.freeSpins?.multiplier ?? 1,
    maxFreeSpins: model.freeSpins?.maxSpins ?? 0,
  };
}

function byCount(table: PayTable, reelCount: number): Int32Array {
  return Int32Array.from({ length: reelCount + 1 }, (_, count) => table[count] ?? 0);
}

function buildStrips(strips: Uint8Array[], model: SlotModelSpec, wild: number, scatter: number): StripTables {
  const { rows } = model;
  const symbolCount = model.symbols.length;
  const shown = (strip: Uint8Array, stop: number, row: number): number => strip[(stop + row) % strip.length]!;
  const scatterCount = strips.map((strip) =>
    Uint8Array.from(strip, (_, stop) => {
      let count = 0;
      for (let row = 0; row < rows; row++) if (shown(strip, stop, row) === scatter) count++;
      return count;
    }),
  );
  const waysCount = strips.map((strip) => {
    const counts = new Uint8Array(model.kind === 'ways' ? strip.length * symbolCount : 0);
    if (model.kind !== 'ways') return counts;
    for (let stop = 0; stop < strip.length; stop++) {
      for (let row = 0; row < rows; row++) {
        const symbol = shown(strip, stop, row);
        if (symbol === wild) {
          for (let s = 0; s < symbolCount; s++) counts[stop * symbolCount + s]! += 1;
        } else {
          counts[stop * symbolCount + symbol]! += 1;
        }
      }
    }
    return counts;
  });
  return { strips, lengths: Int32Array.from(strips, (strip) => strip.length), scatterCount, waysCount };
}
