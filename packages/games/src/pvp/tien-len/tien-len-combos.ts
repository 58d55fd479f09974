import {
  TIEN_LEN_ACE,
  TIEN_LEN_TWO,
  tienLenCardOf,
  tienLenCardStrength,
  tienLenRankOf,
  tienLenTwoUnits,
} from './tien-len-cards.ts';

export type TienLenComboKind = 'single' | 'pair' | 'triple' | 'quad' | 'straight' | 'pairRun';

/**
 * A combination: `cards` sorted low to high, `length` the number of cards (a run of three pairs has length
 * 6), `top` its highest card, which decides between two combinations of the same kind and length.
 */
export interface TienLenCombo {
  kind: TienLenComboKind;
  cards: string[];
  length: number;
  top: string;
}

/** What a chặt takes: a black or red 2, a pair of 2s, or someone else's cut (chặt chồng). */
export type TienLenCutWhat = 'black2' | 'red2' | 'pair2' | 'cut';

/** The combination these cards make, or null (unknown or repeated codes, or no combination). */
export function tienLenClassify(cards: readonly string[]): TienLenCombo | null {
  const n = cards.length;
  if (n === 0) return null;
  const strengths: number[] = [];
  for (const code of cards) {
    const strength = typeof code === 'string' ? tienLenCardStrength(code) : -1;
    if (strength < 0 || strengths.includes(strength)) return null;
    strengths.push(strength);
  }
  strengths.sort((a, b) => a - b);
  const kind = kindOf(strengths);
  if (!kind) return null;
  return {
    kind,
    cards: strengths.map(tienLenCardOf),
    length: n,
    top: tienLenCardOf(strengths[n - 1] as number),
  };
}

function kindOf(sorted: readonly number[]): TienLenComboKind | null {
  const n = sorted.length;
  const values = sorted.map(tienLenRankOf);
  const low = values[0] as number;
  const high = values[n - 1] as number;
  if (n === 1) return 'single';
  if (low === high) return n === 2 ? 'pair' : n === 3 ? 'triple' : n === 4 ? 'quad' : null;
  if (high > TIEN_LEN_ACE) return null; // a 2 is never in a straight or a run of pairs
  if (n >= 3 && values.every((value, i) => value === low + i)) return 'straight';
  if (n >= 6 && n % 2 === 0 && values.every((value, i) => value === low + (i >> 1))) return 'pairRun';
  return null;
}

function isTwos(combo: TienLenCombo, kind: 'single' | 'pair'): boolean {
  return combo.kind === kind && tienLenRankOf(tienLenCardStrength(combo.top)) === TIEN_LEN_TWO;
}

/** Three pairs, a quad, four or more pairs: the cut order (higher cuts beat lower ones). */
function bombLevel(combo: TienLenCombo): number {
  if (combo.kind === 'pairRun') return combo.length === 6 ? 1 : 3;
  return combo.kind === 'quad' ? 2 : 0;
}

/**
 * Does `play` beat `current`? The same kind and length with a higher top card (rank, then suit), or a chặt:
 * three consecutive pairs beat a single 2; a quad beats a single 2, a pair of 2s and three consecutive pairs;
 * four (or more) consecutive pairs beat a single 2, a pair of 2s, three consecutive pairs and a quad.
 */
export function tienLenBeats(play: TienLenCombo, current: TienLenCombo): boolean {
  if (play.kind === current.kind && play.length === current.length)
    return tienLenCardStrength(play.top) > tienLenCardStrength(current.top);
  const level = bombLevel(play);
  if (level === 0) return false;
  if (isTwos(current, 'single')) return true;
  if (isTwos(current, 'pair')) return level >= 2;
  const currentLevel = bombLevel(current);
  return currentLevel > 0 && level > currentLevel;
}

/**
 * The chặt a play makes when it beats `current` (which was itself a cut worth `currentCutUnits`, if set), or
 * null for an ordinary play. A bomb on a single 2 takes 1 unit (black) or 2 (red); on a pair of 2s the sum of
 * the pair; any play that beats a cut takes the cut's units + 1 from the player it cut over.
 */
export function tienLenCutOf(
  play: TienLenCombo,
  current: TienLenCombo,
  currentCutUnits?: number,
): { what: TienLenCutWhat; units: number } | null {
  if (isTwos(current, 'single') && play.kind !== 'single') {
    const units = tienLenTwoUnits(tienLenCardStrength(current.top));
    return { what: units === 2 ? 'red2' : 'black2', units };
  }
  if (isTwos(current, 'pair') && play.kind !== 'pair') {
    let units = 0;
    for (const code of current.cards) units += tienLenTwoUnits(tienLenCardStrength(code));
    return { what: 'pair2', units };
  }
  if (currentCutUnits !== undefined) return { what: 'cut', units: currentCutUnits + 1 };
  return null;
}
