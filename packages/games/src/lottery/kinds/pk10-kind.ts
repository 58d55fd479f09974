import type { RandomSource } from '../../fair/index.ts';
import { betError } from '../../instant/shared/errors.ts';
import { isIntegerIn } from '../../instant/shared/money.ts';
import {
  PK10_BET_TYPES,
  PK10_CARS,
  PK10_MAX_SUM,
  PK10_MIN_SUM,
  type Pk10BetType,
  type Pk10Config,
} from '../fast/pk10/pk10-config.ts';
import { drawPk10, type Pk10Bet, pk10MultiplierX100 } from '../fast/pk10/pk10-round.ts';
import { pk10ExactRtp } from '../fast/pk10/pk10-rtp.ts';
import {
  checkLineShape,
  type KindBetType,
  type KindEngine,
  type KindLine,
  pad,
  positionValueOf,
  type Selection,
  typeOf,
} from './kind.ts';

export type Pk10Outcome = { kind: 'pk10'; cars: number[] };

const SUMS = Array.from({ length: PK10_MAX_SUM - PK10_MIN_SUM + 1 }, (_, i) => PK10_MIN_SUM + i);

function selectionOf(type: Pk10BetType): Selection {
  if (type === 'car') return 'position_value';
  if (type === 'sum') return 'number';
  return type.startsWith('sum_') ? 'none' : 'position';
}

function betTypesOf(config: Pk10Config): KindBetType[] {
  const { payouts } = config;
  return PK10_BET_TYPES.map((type) => {
    const selection = selectionOf(type);
    const positions = type === 'dragon' || type === 'tiger' ? PK10_CARS / 2 : PK10_CARS;
    const sumTable = SUMS.map((sum) => payouts.sum[sum] ?? 0);
    return {
      type,
      rule: 'each_number',
      selection,
      digits: type === 'car' || type === 'sum' ? 2 : 0,
      minNumbers: 1,
      maxNumbers: selection === 'none' ? 1 : type === 'car' ? 100 : type === 'sum' ? SUMS.length : positions,
      positions: selection === 'position' || selection === 'position_value' ? positions : 0,
      minValue: type === 'sum' ? PK10_MIN_SUM : type === 'car' ? 1 : 0,
      maxValue: type === 'sum' ? PK10_MAX_SUM : type === 'car' ? PK10_CARS : 0,
      multiplierX100: type === 'sum' ? Math.max(...sumTable) : payouts[type],
      payTableX100: type === 'sum' ? [sumTable] : null,
      rtp:
        type === 'sum'
          ? Math.min(...SUMS.map((sum) => pk10ExactRtp(config, 'sum', sum)))
          : pk10ExactRtp(config, type),
    };
  });
}

function betsOf(info: KindBetType, line: KindLine): Pk10Bet[] {
  return line.numbers.map((text): Pk10Bet => {
    switch (info.selection) {
      case 'position_value': {
        const [position, selection] = positionValueOf('pk10', text, info);
        return { type: 'car', position, selection, stake: 1n };
      }
      case 'position':
        return { type: info.type as 'big', position: Number(text), stake: 1n };
      case 'number':
        return { type: 'sum', selection: Number(text), stake: 1n };
      default:
        return { type: info.type as 'sum_big', stake: 1n };
    }
  });
}

/** The 10-car (or boat) race (Pk10Config): the finishing order, a shuffle by the fair RNG. */
export function pk10Kind(config: Pk10Config): KindEngine<Pk10Outcome> {
  const betTypes = betTypesOf(config);
  return {
    kind: 'pk10',
    betTypes,
    draw: (source: RandomSource) => ({ kind: 'pk10', cars: drawPk10(source) }),
    assertOutcome(outcome) {
      const cars = (outcome as Pk10Outcome | null)?.cars;
      if (
        (outcome as Pk10Outcome | null)?.kind !== 'pk10' ||
        !Array.isArray(cars) ||
        cars.length !== PK10_CARS ||
        !cars.every((car) => isIntegerIn(car, 1, PK10_CARS)) ||
        new Set(cars).size !== PK10_CARS
      ) {
        betError('pk10: the finish is the cars 1..10, each once');
      }
      return outcome as Pk10Outcome;
    },
    checkLine: (line) => void checkLineShape('pk10', betTypes, line),
    multipliersX100: (line, outcome) =>
      betsOf(typeOf(betTypes, line.type), line).map((bet) => pk10MultiplierX100(config, bet, outcome.cars)),
    headline: (outcome) =>
      outcome.cars
        .slice(0, 3)
        .map((car) => pad(car, 2))
        .join(' '),
    statUniverse: Array.from({ length: PK10_CARS }, (_, i) => pad(i + 1, 2)),
    statNumbers: (outcome) => [pad(outcome.cars[0] as number, 2)],
    trendValue: (outcome) => (outcome.cars[0] as number) + (outcome.cars[1] as number),
  };
}
