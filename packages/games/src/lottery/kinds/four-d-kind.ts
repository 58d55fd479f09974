import type { RandomSource } from '../../fair/index.ts';
import { betError } from '../../instant/shared/errors.ts';
import {
  FOUR_D_CONSOLATIONS,
  FOUR_D_PRIZES,
  FOUR_D_STARTERS,
  type FourDBetType,
  type FourDConfig,
} from '../fast/four-d/four-d-config.ts';
import { drawFourD, type FourDDraw, fourDMultiplierX100 } from '../fast/four-d/four-d-round.ts';
import { fourDExactRtp } from '../fast/four-d/four-d-rtp.ts';
import { checkLineShape, type KindBetType, type KindEngine, pad } from './kind.ts';

/** The draw's numbers zero-padded, as the sheet prints them. */
export type FourDOutcome = {
  kind: 'four_d';
  first: string;
  second: string;
  third: string;
  starters: string[];
  consolations: string[];
};

const TYPES: readonly FourDBetType[] = ['big', 'small'];
const FOUR_DIGITS = /^\d{4}$/;

function betTypesOf(config: FourDConfig): KindBetType[] {
  return TYPES.map((type) => {
    const tiers = config.payouts[type];
    const table = [tiers.first, tiers.second, tiers.third];
    if (type === 'big') table.push(config.payouts.big.starter, config.payouts.big.consolation);
    return {
      type,
      rule: 'tiers',
      selection: 'number',
      digits: 4,
      minNumbers: 1,
      maxNumbers: 100,
      positions: 0,
      minValue: 0,
      maxValue: 9999,
      multiplierX100: tiers.first,
      payTableX100: [table],
      rtp: fourDExactRtp(config, type),
    };
  });
}

const toOutcome = (draw: FourDDraw): FourDOutcome => ({
  kind: 'four_d',
  first: pad(draw.first, 4),
  second: pad(draw.second, 4),
  third: pad(draw.third, 4),
  starters: draw.starters.map((n) => pad(n, 4)),
  consolations: draw.consolations.map((n) => pad(n, 4)),
});

const toDraw = (outcome: FourDOutcome): FourDDraw => ({
  first: Number(outcome.first),
  second: Number(outcome.second),
  third: Number(outcome.third),
  starters: outcome.starters.map(Number),
  consolations: outcome.consolations.map(Number),
});

const prizesOf = (outcome: FourDOutcome) => [
  outcome.first,
  outcome.second,
  outcome.third,
  ...outcome.starters,
  ...outcome.consolations,
];

/** 4D (FourDConfig): 23 distinct four-digit numbers; big wins on any of them, small on the top three. */
export function fourDKind(config: FourDConfig): KindEngine<FourDOutcome> {
  const betTypes = betTypesOf(config);
  return {
    kind: 'four_d',
    betTypes,
    draw: (source: RandomSource) => toOutcome(drawFourD(source)),
    assertOutcome(outcome) {
      const candidate = outcome as FourDOutcome | null;
      const listed =
        candidate?.kind === 'four_d' &&
        Array.isArray(candidate.starters) &&
        Array.isArray(candidate.consolations);
      const prizes = listed ? prizesOf(candidate) : [];
      if (
        !listed ||
        candidate.starters.length !== FOUR_D_STARTERS ||
        candidate.consolations.length !== FOUR_D_CONSOLATIONS ||
        !prizes.every((n) => typeof n === 'string' && FOUR_DIGITS.test(n)) ||
        new Set(prizes).size !== FOUR_D_PRIZES
      ) {
        betError('4d: the draw is 23 distinct four-digit numbers');
      }
      return candidate;
    },
    checkLine: (line) => void checkLineShape('4d', betTypes, line),
    multipliersX100(line, outcome) {
      const draw = toDraw(outcome);
      const type = line.type as FourDBetType;
      return line.numbers.map((n) =>
        fourDMultiplierX100(config, { type, selection: Number(n), stake: 1n }, draw),
      );
    },
    headline: (outcome) => outcome.first,
    statUniverse: Array.from({ length: 100 }, (_, n) => pad(n, 2)),
    statNumbers: (outcome) => prizesOf(outcome).map((n) => n.slice(-2)),
    trendValue: (outcome) => Number(outcome.first),
  };
}
