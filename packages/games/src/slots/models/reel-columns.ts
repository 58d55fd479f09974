import type { ReelStrip } from '../types.ts';

/**
 * Reads strips written as a par sheet: one line per strip position, one column per reel, symbols split by
 * spaces, '.' where a shorter reel has ended. Columns keep stacks and spacing visible when reviewing a model.
 */
export function reelColumns(sheet: string): ReelStrip[] {
  const rows = sheet
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => line.split(/\s+/));
  const reelCount = rows[0]?.length ?? 0;
  const reels: string[][] = Array.from({ length: reelCount }, () => []);
  rows.forEach((cells, position) => {
    if (cells.length !== reelCount)
      throw new Error(`reel sheet line ${position + 1}: expected ${reelCount} columns`);
    cells.forEach((symbol, reel) => {
      const strip = reels[reel]!;
      if (symbol === '.') return;
      if (strip.length !== position) throw new Error(`reel sheet: reel ${reel + 1} resumes after its end`);
      strip.push(symbol);
    });
  });
  return reels;
}
