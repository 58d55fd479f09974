import { type RandomSource, randomInt } from '../../fair/index.ts';
import { VN_RESULT_STRUCTURE, type VnPrize, type VnRegion, type VnResult } from './vn-result.ts';

/** Read once (an imported binding is a getter call under the test transform; this runs per number). */
const pickBelow = randomInt;

const PAD = ['', '0', '00', '000', '0000', '00000'];

/**
 * A fast in-house draw with the same structure as the official one: every number of every prize, in sheet
 * order, is randomInt(source, 10^digits) zero-padded (uniform, no modulo bias: randomInt rejects the
 * uneven top of the 32-bit range), so each of its digits is uniform and independent of all the others.
 */
export function drawVnResult(region: VnRegion, source: RandomSource): VnResult {
  const prizes: Partial<Record<VnPrize, string[]>> = {};
  for (const row of VN_RESULT_STRUCTURE[region]) {
    const range = 10 ** row.digits;
    const numbers: string[] = [];
    for (let i = 0; i < row.count; i++) {
      const text = String(pickBelow(source, range));
      numbers.push(PAD[row.digits - text.length] + text);
    }
    prizes[row.prize] = numbers;
  }
  return { region, prizes };
}
