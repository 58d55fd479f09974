import { MAHJONG_28_TILES_DEALT, MAHJONG_28_WHITE } from '@app/games';
import type { Translate } from '../../i18n/texts';
import type { TableKey } from '../table-texts';

/** The reveal turns a tile over every STEP ms, two to a seat, the banker first (the engine's dealing order). */
export const MAHJONG_28_STEP_MS = 250;
/** Every tile is face up: the hands' values, the results and the verdict show. */
export const MAHJONG_28_DONE_MS = MAHJONG_28_TILES_DEALT * MAHJONG_28_STEP_MS;

export type DotColor = 'blue' | 'red' | 'green';
/** One circle on a dots tile, in the tile's 60 × 80 drawing (the face is x 6..54, y 5..69). */
export type Dot = { x: number; y: number; r: number; color: DotColor };

const row = (y: number, xs: readonly number[], r: number, color: DotColor): Dot[] =>
  xs.map((x) => ({ x, y, r, color }));

/**
 * The classic dots (筒) patterns: 1 a large single circle; 2 one above the other; 3 a diagonal; 4 the corners;
 * 5 the corners and the centre; 6 two green over four red; 7 three green slanting over four red; 8 two columns of
 * four; 9 three rows of three (blue, red, green).
 */
const DOTS: Record<number, Dot[]> = {
  1: [{ x: 30, y: 37, r: 17, color: 'red' }],
  2: [
    { x: 30, y: 21, r: 10, color: 'green' },
    { x: 30, y: 53, r: 10, color: 'blue' },
  ],
  3: [
    { x: 16, y: 17, r: 8.5, color: 'blue' },
    { x: 30, y: 37, r: 8.5, color: 'red' },
    { x: 44, y: 57, r: 8.5, color: 'green' },
  ],
  4: [...row(22, [18, 42], 9, 'blue'), ...row(52, [18, 42], 9, 'green')],
  5: [...row(17, [16, 44], 8, 'blue'), ...row(37, [30], 8, 'red'), ...row(57, [16, 44], 8, 'green')],
  6: [...row(16, [19, 41], 7.5, 'green'), ...row(39, [19, 41], 7.5, 'red'), ...row(58, [19, 41], 7.5, 'red')],
  7: [
    { x: 14, y: 13, r: 6.5, color: 'green' },
    { x: 30, y: 19, r: 6.5, color: 'green' },
    { x: 46, y: 25, r: 6.5, color: 'green' },
    ...row(43, [19, 41], 7, 'red'),
    ...row(60, [19, 41], 7, 'red'),
  ],
  8: [15, 29, 45, 59].flatMap((y) => row(y, [19, 41], 6.5, 'blue')),
  9: [
    ...row(16, [15, 30, 45], 7, 'blue'),
    ...row(37, [15, 30, 45], 7, 'red'),
    ...row(58, [15, 30, 45], 7, 'green'),
  ],
};

/** The circles a tile shows: a dots tile 1–9 as many as its number; the white dragon none (it is a frame). */
export function tileDots(tile: number): readonly Dot[] {
  return tile === MAHJONG_28_WHITE ? [] : (DOTS[tile] ?? []);
}

/** A tile for screen readers: "9 tròn", "Bạch bản". */
export function tileName(tile: number, x: Translate<TableKey>): string {
  return tile === MAHJONG_28_WHITE ? x('mjWhite') : x('mjDots', { n: tile });
}
