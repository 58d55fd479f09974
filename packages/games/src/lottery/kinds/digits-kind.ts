import type { RandomSource } from '../../fair/index.ts';
import { betError } from '../../instant/shared/errors.ts';
import { isIntegerIn } from '../../instant/shared/money.ts';
import type { DigitBetType, DigitLotteryConfig } from '../fast/digits/digit-config.ts';
import { type DigitBet, digitMultiplierX100, drawDigits } from '../fast/digits/digit-round.ts';
import { digitExactRtp } from '../fast/digits/digit-rtp.ts';
import {
  checkLineShape,
  type KindBetType,
  type KindEngine,
  type KindLine,
  positionValueOf,
  type Selection,
  typeOf,
} from './kind.ts';

export type DigitsOutcome = { kind: 'digits'; digits: number[] };

const POSITIONAL: readonly DigitBetType[] = ['big', 'small', 'odd', 'even'];

function selectionOf(type: DigitBetType): Selection {
  if (type === 'digit') return 'position_value';
  if (type === 'straight') return 'number';
  return POSITIONAL.includes(type) ? 'position' : 'none';
}

function betTypesOf(config: DigitLotteryConfig): KindBetType[] {
  return (Object.keys(config.payouts) as DigitBetType[]).map((type) => {
    const selection = selectionOf(type);
    const many = selection === 'none' ? 1 : selection === 'position' ? config.digits : 10 * config.digits;
    return {
      type,
      rule: 'each_number',
      selection,
      digits: type === 'straight' ? config.digits : type === 'digit' ? 1 : 0,
      minNumbers: 1,
      maxNumbers: type === 'straight' ? 100 : many,
      positions: selection === 'position' || selection === 'position_value' ? config.digits : 0,
      minValue: 0,
      maxValue: type === 'straight' ? 10 ** config.digits - 1 : 9,
      multiplierX100: config.payouts[type] ?? 0,
      payTableX100: null,
      rtp: digitExactRtp(config, type),
    };
  });
}

/** A line's numbers as the engine's bets (stake 1: only the multiplier is asked). */
function betsOf(info: KindBetType, line: KindLine): DigitBet[] {
  const type = info.type as DigitBetType;
  return line.numbers.map((text): DigitBet => {
    switch (info.selection) {
      case 'position_value': {
        const [position, selection] = positionValueOf('digits', text, info);
        return { type: 'digit', position, selection, stake: 1n };
      }
      case 'position':
        return { type: type as 'big', position: Number(text), stake: 1n };
      case 'number':
        return { type: 'straight', selection: Number(text), stake: 1n };
      default:
        return { type: type as 'sum_big', stake: 1n };
    }
  });
}

/** 5D and 3D (DigitLotteryConfig): one digit per position, drawn by the fair RNG. */
export function digitsKind(config: DigitLotteryConfig): KindEngine<DigitsOutcome> {
  const betTypes = betTypesOf(config);
  return {
    kind: 'digits',
    betTypes,
    draw: (source: RandomSource) => ({ kind: 'digits', digits: drawDigits(config, source) }),
    assertOutcome(outcome) {
      const digits = (outcome as DigitsOutcome | null)?.digits;
      if (
        (outcome as DigitsOutcome | null)?.kind !== 'digits' ||
        !Array.isArray(digits) ||
        digits.length !== config.digits ||
        !digits.every((digit) => isIntegerIn(digit, 0, 9))
      ) {
        betError(`digits: the draw is ${config.digits} digits, each 0..9`);
      }
      return outcome as DigitsOutcome;
    },
    checkLine: (line) => void checkLineShape('digits', betTypes, line),
    multipliersX100: (line, outcome) =>
      betsOf(typeOf(betTypes, line.type), line).map((bet) =>
        digitMultiplierX100(config, bet, outcome.digits),
      ),
    headline: (outcome) => outcome.digits.join(''),
    statUniverse: Array.from({ length: 10 }, (_, digit) => String(digit)),
    statNumbers: (outcome) => outcome.digits.map(String),
    trendValue: (outcome) => outcome.digits.reduce((sum, digit) => sum + digit, 0),
  };
}
