/**
 * The typed entry of numbers (4D, 3D straight: too many values for a board), pure: numbers separated by spaces,
 * commas, semicolons or new lines; every repeat and every bad token is named, nothing is dropped silently ("42" is
 * not read as "0042").
 */
export type Malformed = { token: string; reason: 'not_digits' | 'wrong_length' | 'out_of_range' };

export type ParsedEntry = {
  /** The good numbers, each once, in the order typed. */
  numbers: string[];
  /** Typed more than once. */
  duplicates: string[];
  malformed: Malformed[];
};

export function parseTypedNumbers(
  text: string,
  shape: { digits: number; minValue: number; maxValue: number },
): ParsedEntry {
  const numbers: string[] = [];
  const duplicates = new Set<string>();
  const malformed: Malformed[] = [];
  for (const token of text.split(/[\s,;]+/)) {
    if (token === '') continue;
    if (!/^\d+$/.test(token)) {
      malformed.push({ token, reason: 'not_digits' });
    } else if (shape.digits > 0 && token.length !== shape.digits) {
      malformed.push({ token, reason: 'wrong_length' });
    } else if (Number(token) < shape.minValue || Number(token) > shape.maxValue) {
      malformed.push({ token, reason: 'out_of_range' });
    } else if (numbers.includes(token)) {
      duplicates.add(token);
    } else {
      numbers.push(token);
    }
  }
  return { numbers, duplicates: [...duplicates], malformed };
}

/**
 * The typed numbers added to a selection of at most `max`: those already chosen are `already`, those past the
 * limit `dropped`; the selection comes back ascending.
 */
export function mergeNumbers(
  current: readonly string[],
  fresh: readonly string[],
  max: number,
): { numbers: string[]; added: string[]; already: string[]; dropped: string[] } {
  const chosen = new Set(current);
  const added: string[] = [];
  const already: string[] = [];
  const dropped: string[] = [];
  for (const number of fresh) {
    if (chosen.has(number)) already.push(number);
    else if (chosen.size >= max) dropped.push(number);
    else {
      chosen.add(number);
      added.push(number);
    }
  }
  return { numbers: [...chosen].sort(), added, already, dropped };
}
