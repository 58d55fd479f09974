import { type RandomSource, randomInt } from '../../fair/index.ts';

/**
 * A tile of the Mahjong 28 set: 1 … 9 are the dots (筒, đồng / tròn) of that many points, 10 is the white dragon
 * (白板, bạch bản), worth half a point.
 */
export type Mahjong28Tile = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

/** The white dragon's tile number. */
export const MAHJONG_28_WHITE = 10;
export const MAHJONG_28_TILE_KINDS: readonly Mahjong28Tile[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
/** Four of each kind: 40 tiles. */
export const MAHJONG_28_COPIES = 4;

/** The 40 tiles in a fixed order: four 1-dots, four 2-dots, …, four 9-dots, four white dragons. */
export function freshMahjong28Tiles(): Mahjong28Tile[] {
  return MAHJONG_28_TILE_KINDS.flatMap((kind) => Array<Mahjong28Tile>(MAHJONG_28_COPIES).fill(kind));
}

/** The fresh set, copied by every deal (a plain array: copying a frozen one is several times slower). */
const TILES: readonly Mahjong28Tile[] = freshMahjong28Tiles();

/** Read once (an imported binding is a getter call under the test transform; this runs per tile). */
const pickBelow = randomInt;

/**
 * The first `count` tiles of the set shuffled by `source`, drawn as dealCards draws cards: a Fisher–Yates shuffle
 * of the fresh set (freshMahjong28Tiles order) stopped after `count` steps, step i swapping position i with position
 * i + randomInt(source, 40 − i). Every round shuffles a full set, so rounds are independent.
 */
export function dealMahjong28Tiles(source: RandomSource, count: number): Mahjong28Tile[] {
  if (!Number.isInteger(count) || count < 0 || count > TILES.length)
    throw new RangeError(`dealMahjong28Tiles: bad count ${count}`);
  const order = TILES.slice();
  for (let i = 0; i < count; i++) {
    const j = i + pickBelow(source, TILES.length - i);
    const picked = order[j] as Mahjong28Tile;
    order[j] = order[i] as Mahjong28Tile;
    order[i] = picked;
  }
  return order.slice(0, count);
}

/** True for a tile number 1..10. */
export function isMahjong28Tile(value: unknown): value is Mahjong28Tile {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAHJONG_28_WHITE;
}
