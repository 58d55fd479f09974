import type { RandomSource } from '../../fair/index.ts';
import { betError } from '../../instant/shared/errors.ts';
import { isIntegerIn } from '../../instant/shared/money.ts';
import {
  KENO_DRAWN,
  KENO_MAX_SPOTS,
  KENO_NUMBERS,
  type KenoConfig,
  type KenoSumBetType,
} from '../fast/keno/keno-config.ts';
import { drawKeno, kenoMultiplierX100 } from '../fast/keno/keno-round.ts';
import { kenoSpotsRtp, kenoSumRtp } from '../fast/keno/keno-rtp.ts';
import { checkLineShape, type KindBetType, type KindEngine, pad } from './kind.ts';

export type KenoOutcome = { kind: 'keno'; numbers: number[] };

const SUM_TYPES: readonly KenoSumBetType[] = ['sum_big', 'sum_small', 'sum_odd', 'sum_even'];

function betTypesOf(config: KenoConfig): KindBetType[] {
  const spotsRtp = Array.from({ length: KENO_MAX_SPOTS }, (_, i) => kenoSpotsRtp(config, i + 1));
  return [
    {
      type: 'spots',
      rule: 'spots',
      selection: 'set',
      digits: 2,
      minNumbers: 1,
      maxNumbers: KENO_MAX_SPOTS,
      positions: 0,
      minValue: 1,
      maxValue: KENO_NUMBERS,
      multiplierX100: Math.max(...config.paytable.flat()),
      payTableX100: config.paytable,
      rtp: Math.min(...spotsRtp),
    },
    ...SUM_TYPES.map(
      (type): KindBetType => ({
        type,
        rule: 'each_number',
        selection: 'none',
        digits: 0,
        minNumbers: 1,
        maxNumbers: 1,
        positions: 0,
        minValue: 0,
        maxValue: 0,
        multiplierX100: config.payouts[type],
        payTableX100: null,
        rtp: kenoSumRtp(config, type),
      }),
    ),
  ];
}

/** Keno (KenoConfig): 20 of 80; a spots line is one ticket on its 1 to 10 numbers, paid by how many are drawn. */
export function kenoKind(config: KenoConfig): KindEngine<KenoOutcome> {
  const betTypes = betTypesOf(config);
  return {
    kind: 'keno',
    betTypes,
    draw: (source: RandomSource) => ({ kind: 'keno', numbers: drawKeno(source) }),
    assertOutcome(outcome) {
      const numbers = (outcome as KenoOutcome | null)?.numbers;
      if (
        (outcome as KenoOutcome | null)?.kind !== 'keno' ||
        !Array.isArray(numbers) ||
        numbers.length !== KENO_DRAWN ||
        !numbers.every((n) => isIntegerIn(n, 1, KENO_NUMBERS)) ||
        new Set(numbers).size !== KENO_DRAWN
      ) {
        betError('keno: the draw is 20 distinct numbers of 1..80');
      }
      return outcome as KenoOutcome;
    },
    checkLine: (line) => void checkLineShape('keno', betTypes, line),
    multipliersX100(line, outcome) {
      const drawn = new Uint8Array(KENO_NUMBERS + 1);
      let sum = 0;
      for (const n of outcome.numbers) {
        drawn[n] = 1;
        sum += n;
      }
      const bet =
        line.type === 'spots'
          ? { type: 'spots' as const, selection: line.numbers.map(Number), stake: 1n }
          : { type: line.type as KenoSumBetType, stake: 1n };
      return [kenoMultiplierX100(config, bet, drawn, sum)];
    },
    hits: (line, outcome) =>
      line.type === 'spots' ? line.numbers.filter((n) => outcome.numbers.includes(Number(n))).length : 0,
    headline: (outcome) => String(outcome.numbers.reduce((sum, n) => sum + n, 0)),
    statUniverse: Array.from({ length: KENO_NUMBERS }, (_, i) => pad(i + 1, 2)),
    statNumbers: (outcome) => outcome.numbers.map((n) => pad(n, 2)),
    trendValue: (outcome) => outcome.numbers.reduce((sum, n) => sum + n, 0),
  };
}
