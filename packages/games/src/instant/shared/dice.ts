import { type RandomSource, randomInt } from '../../fair/index.ts';

/** Read once (an imported binding is a getter call under the test transform; this runs per die). */
const pickBelow = randomInt;

/** Three dice, each randomInt(source, 6) + 1, in order: die 1, die 2, die 3. */
export function rollThreeDice(source: RandomSource): [number, number, number] {
  return [pickBelow(source, 6) + 1, pickBelow(source, 6) + 1, pickBelow(source, 6) + 1];
}

/** All 216 equally likely rolls of three dice, for exact RTP by enumeration. */
export function allThreeDiceRolls(): [number, number, number][] {
  const rolls: [number, number, number][] = [];
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) rolls.push([a, b, c]);
  return rolls;
}

export function isThreeDice(dice: unknown): dice is [number, number, number] {
  return (
    Array.isArray(dice) &&
    dice.length === 3 &&
    dice.every((die) => Number.isInteger(die) && die >= 1 && die <= 6)
  );
}
