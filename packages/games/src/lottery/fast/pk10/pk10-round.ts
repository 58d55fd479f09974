import { type RandomSource, shuffled } from '../../../fair/index.ts';
import { betError } from '../../../instant/shared/errors.ts';
import { isIntegerIn } from '../../../instant/shared/money.ts';
import { assertBetList, settleBets, type TableSettlement } from '../../../instant/shared/table-round.ts';
import { assertField, assertNoField, isSide, type Side, sideWins } from '../shared.ts';
import { PK10_CARS, PK10_MAX_SUM, PK10_MIN_SUM, PK10_SUM_BIG_FROM, type Pk10Config } from './pk10-config.ts';

/** Positions count from 1 (the winner). `selection`: the car (car bets) or the sum 3..19 (sum bets). */
export type Pk10Bet =
  | { type: 'car'; position: number; selection: number; stake: bigint }
  | { type: Side | 'dragon' | 'tiger'; position: number; selection?: undefined; stake: bigint }
  | {
      type: 'sum_big' | 'sum_small' | 'sum_odd' | 'sum_even';
      position?: undefined;
      selection?: undefined;
      stake: bigint;
    }
  | { type: 'sum'; position?: undefined; selection: number; stake: bigint };

export interface Pk10Result extends TableSettlement<Pk10Bet> {
  /** cars[p − 1] is the car that finished at position p. */
  cars: number[];
  /** The sum of the first two cars. */
  topTwoSum: number;
}

export function validatePk10Bets(config: Pk10Config, bets: readonly Pk10Bet[]): void {
  assertBetList(bets, config.maxBetsPerRound);
  for (const bet of bets) {
    const type: unknown = bet.type;
    if (type === 'car' || isSide(type)) assertField('pk10', 'position', bet.position, 1, PK10_CARS);
    else if (type === 'dragon' || type === 'tiger')
      assertField('pk10', 'position', bet.position, 1, PK10_CARS / 2);
    else if (
      type === 'sum_big' ||
      type === 'sum_small' ||
      type === 'sum_odd' ||
      type === 'sum_even' ||
      type === 'sum'
    )
      assertNoField('pk10', bet, 'position');
    else betError(`pk10: unknown bet type ${String(type)}`);
    if (type === 'car') assertField('pk10', 'car', bet.selection, 1, PK10_CARS);
    else if (type === 'sum') assertField('pk10', 'sum', bet.selection, PK10_MIN_SUM, PK10_MAX_SUM);
    else assertNoField('pk10', bet, 'selection');
  }
}

/** shuffled(source, [1, 2, …, 10]) (Fisher–Yates, nine randomInt calls): the cars in finishing order. */
export function drawPk10(source: RandomSource): number[] {
  return shuffle(source, CARS_IN_ORDER);
}

/** What a bet returns on this finish, in hundredths of its stake (0: lost). */
export function pk10MultiplierX100(config: Pk10Config, bet: Pk10Bet, cars: readonly number[]): number {
  const { payouts } = config;
  const sum = (cars[0] as number) + (cars[1] as number);
  switch (bet.type) {
    case 'car':
      return cars[bet.position - 1] === bet.selection ? payouts.car : 0;
    case 'big':
    case 'small':
    case 'odd':
    case 'even':
      return sideWins(bet.type, cars[bet.position - 1] as number, 6) ? payouts[bet.type] : 0;
    case 'dragon':
    case 'tiger': {
      const front = cars[bet.position - 1] as number;
      const back = cars[PK10_CARS - bet.position] as number;
      return (bet.type === 'dragon') === front > back ? payouts[bet.type] : 0;
    }
    case 'sum_big':
      return sum >= PK10_SUM_BIG_FROM ? payouts.sum_big : 0;
    case 'sum_small':
      return sum < PK10_SUM_BIG_FROM ? payouts.sum_small : 0;
    case 'sum_odd':
      return sum % 2 === 1 ? payouts.sum_odd : 0;
    case 'sum_even':
      return sum % 2 === 0 ? payouts.sum_even : 0;
    case 'sum':
      return sum === bet.selection ? (payouts.sum[sum] ?? 0) : 0;
  }
}

/** Pays every bet on a known finish (the verification page's entry point). */
export function settlePk10(
  config: Pk10Config,
  bets: readonly Pk10Bet[],
  cars: readonly number[],
): Pk10Result {
  validatePk10Bets(config, bets);
  if (
    !Array.isArray(cars) ||
    cars.length !== PK10_CARS ||
    !cars.every((car) => isIntegerIn(car, 1, PK10_CARS)) ||
    new Set(cars).size !== PK10_CARS
  ) {
    betError('pk10: the finish is the cars 1..10, each once');
  }
  return settleValidBets(config, bets, [...cars]);
}

/** One race (drawPk10), then every bet is paid. */
export function playPk10(config: Pk10Config, bets: readonly Pk10Bet[], source: RandomSource): Pk10Result {
  validatePk10Bets(config, bets);
  return settleValidBets(config, bets, drawPk10(source));
}

const CARS_IN_ORDER = Array.from({ length: PK10_CARS }, (_, i) => i + 1);
/** Read once (an imported binding is a getter call under the test transform). */
const shuffle = shuffled;

function settleValidBets(config: Pk10Config, bets: readonly Pk10Bet[], cars: number[]): Pk10Result {
  const settlement = settleBets(bets, (bet) => pk10MultiplierX100(config, bet, cars));
  return { cars, topTwoSum: (cars[0] as number) + (cars[1] as number), ...settlement };
}
