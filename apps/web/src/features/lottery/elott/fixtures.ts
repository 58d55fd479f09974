import type { BetTypeRates } from '../slip';

/** Bet types as the state answers them, for the tests (Elott table: 1,000 VND a point). */
export function rates(patch: Partial<BetTypeRates> & Pick<BetTypeRates, 'type'>): BetTypeRates {
  return {
    digits: 0,
    minNumbers: 1,
    maxNumbers: 1,
    rule: 'each_number',
    selection: 'none',
    positions: 0,
    minValue: 0,
    maxValue: 0,
    pricePerPoint: '100000',
    payoutPerPoint: '198000',
    payTable: null,
    maxPoints: '10000',
    maxPointsByCount: null,
    rtp: 99,
    ...patch,
  };
}

export const DIGIT = rates({
  type: 'digit',
  selection: 'position_value',
  digits: 1,
  positions: 5,
  maxValue: 9,
  maxNumbers: 50,
  payoutPerPoint: '980000',
});
export const BIG = rates({ type: 'big', selection: 'position', positions: 5, maxNumbers: 5 });
export const SUM_BIG = rates({ type: 'sum_big' });
export const STRAIGHT = rates({
  type: 'straight',
  selection: 'number',
  digits: 3,
  maxValue: 999,
  maxNumbers: 100,
  payoutPerPoint: '98000000',
});
export const SPOTS = rates({
  type: 'spots',
  rule: 'spots',
  selection: 'set',
  digits: 2,
  minValue: 1,
  maxValue: 80,
  maxNumbers: 10,
  payoutPerPoint: '2000000000',
  payTable: [
    ['0', '380000'],
    ['0', '100000', '950000'],
    ['0', '0', '280000', '4000000'],
  ],
});
export const CAR = rates({
  type: 'car',
  selection: 'position_value',
  digits: 2,
  positions: 10,
  minValue: 1,
  maxValue: 10,
  maxNumbers: 100,
  payoutPerPoint: '980000',
});
export const PK10_SUM = rates({
  type: 'sum',
  selection: 'number',
  digits: 2,
  minValue: 3,
  maxValue: 19,
  maxNumbers: 17,
  payoutPerPoint: '4400000',
  payTable: [
    ['4400000', '4400000', '2200000', '2200000', '1460000', '1460000', '1100000', '1100000', '880000'].concat(
      ['1100000', '1100000', '1460000', '1460000', '2200000', '2200000', '4400000', '4400000'],
    ),
  ],
});
export const FOUR_D_BIG = rates({
  type: 'big',
  rule: 'tiers',
  selection: 'number',
  digits: 4,
  maxValue: 9999,
  maxNumbers: 100,
  payoutPerPoint: '290000000',
  payTable: [['290000000', '145000000', '72000000', '36000000', '9000000']],
});
export const FOUR_D_SMALL = rates({
  type: 'small',
  rule: 'tiers',
  selection: 'number',
  digits: 4,
  maxValue: 9999,
  maxNumbers: 100,
  payoutPerPoint: '495000000',
  payTable: [['495000000', '330000000', '132000000']],
});
