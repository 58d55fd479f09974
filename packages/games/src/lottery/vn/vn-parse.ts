export interface VnParsedToken {
  token: string;
  /** 0-based index among the tokens of the text. */
  position: number;
}

export interface VnMalformedToken extends VnParsedToken {
  reason: 'not_digits' | 'wrong_length';
}

export interface VnParsedNumbers {
  /** Well-formed, first occurrences, in the order typed. */
  numbers: string[];
  /** Every later repeat of a number already in `numbers`. */
  duplicates: VnParsedToken[];
  malformed: VnMalformedToken[];
}

const SEPARATORS = /[\s,;]+/u;
const DIGITS = /^[0-9]+$/;

/**
 * The bet slip's typed entry: numbers separated by spaces, commas, semicolons or new lines. A token is a
 * number only if it is exactly `digits` ASCII digits ('7' is not '07': the player is asked, not guessed
 * for); every other token and every repeat is reported with its position, nothing is dropped silently.
 */
export function parseVnNumbers(text: string, digits: number): VnParsedNumbers {
  const out: VnParsedNumbers = { numbers: [], duplicates: [], malformed: [] };
  const seen = new Set<string>();
  const tokens = text.split(SEPARATORS).filter((token) => token.length > 0);
  tokens.forEach((token, position) => {
    if (!DIGITS.test(token)) {
      out.malformed.push({ token, position, reason: 'not_digits' });
    } else if (token.length !== digits) {
      out.malformed.push({ token, position, reason: 'wrong_length' });
    } else if (seen.has(token)) {
      out.duplicates.push({ token, position });
    } else {
      seen.add(token);
      out.numbers.push(token);
    }
  });
  return out;
}
