import {
  DEFAULT_VN_LOTTERY_CONFIGS,
  VN_BET_TYPE_INFO,
  type VnBetType,
  vnBetCost,
  vnBetTypeRates,
} from '@app/games';
import { describe, expect, it } from 'vitest';
import {
  addNumbers,
  allNumbers,
  applyTypedEntry,
  type BetTypeRates,
  betCount,
  carrySelection,
  groupDigits,
  lineCost,
  lineProblem,
  parsePoints,
  quickPickNumbers,
  type SlipLine,
  shortNumbers,
  slipTotal,
  stepPoints,
  toggleNumber,
  winPerHit,
} from './slip';

/** A type's rates as the server sends them, from the engine's default North config. */
function rates(type: VnBetType, overrides: Partial<BetTypeRates> = {}): BetTypeRates {
  const info = vnBetTypeRates(DEFAULT_VN_LOTTERY_CONFIGS.north).find((entry) => entry.type === type);
  return { ...(info as BetTypeRates), ...overrides };
}

describe('slip cost', () => {
  it('prices lô per number: points × price × count (North: 27,000 ₫ a point)', () => {
    const lo = rates('lo_2_digits');
    expect(lo.pricePerPoint).toBe('2700000');
    expect(lineCost(lo, 3, 10n)).toBe(10n * 2_700_000n * 3n);
    expect(betCount('per_occurrence', 3)).toBe(3);
  });

  it('prices đề, đầu, đuôi and ba càng per number too', () => {
    for (const type of ['de_special_last_2', 'dau_special_tens', 'ba_cang_special_last_3'] as const) {
      const r = rates(type);
      expect(lineCost(r, 4, 5n)).toBe(5n * BigInt(r.pricePerPoint) * 4n);
    }
  });

  it('prices a xiên or lô trượt set as one bet: points × price', () => {
    expect(lineCost(rates('xien_3'), 3, 7n)).toBe(7n * 100_000n);
    expect(lineCost(rates('lo_truot_10'), 10, 2n)).toBe(2n * 100_000n);
    expect(betCount('all_present', 3)).toBe(1);
    expect(betCount('none_present', 10)).toBe(1);
    expect(betCount('all_present', 0)).toBe(0);
  });

  it('agrees with the engine on every type', () => {
    const config = DEFAULT_VN_LOTTERY_CONFIGS.south;
    for (const type of Object.keys(VN_BET_TYPE_INFO) as VnBetType[]) {
      const info = VN_BET_TYPE_INFO[type];
      const numbers = allNumbers(info.digits).slice(0, info.minNumbers === 1 ? 5 : info.minNumbers);
      const r = {
        ...rates(type),
        pricePerPoint: config.pricePerPoint[type].toString(),
        payoutPerPoint: config.payoutPerPoint[type].toString(),
      };
      expect(lineCost(r, numbers.length, 3n)).toBe(vnBetCost(config, { type, numbers, points: 3n }));
    }
  });

  it('stays exact past 2^53 (bigint, never floats)', () => {
    const big = rates('lo_2_digits', { pricePerPoint: '900719925474099' });
    expect(lineCost(big, 100, 999_999_999n)).toBe(900719925474099n * 999_999_999n * 100n);
  });

  it('wins points × payout per hit', () => {
    expect(winPerHit(rates('lo_2_digits'), 10n)).toBe(10n * 9_900_000n);
    expect(winPerHit(rates('xien_2'), 1n)).toBe(1_700_000n);
  });

  it('adds up the slip, skipping lines it cannot price', () => {
    const map = new Map([
      ['lo_2_digits', rates('lo_2_digits')],
      ['xien_2', rates('xien_2')],
    ]);
    const lines: SlipLine[] = [
      { id: 'a', type: 'lo_2_digits', numbers: ['01', '02'], points: '2' },
      { id: 'b', type: 'xien_2', numbers: ['01', '02'], points: '3' },
      { id: 'c', type: 'gone', numbers: ['01'], points: '3' },
      { id: 'd', type: 'lo_2_digits', numbers: ['03'], points: 'x' },
    ];
    expect(slipTotal(lines, map)).toBe(2n * 2_700_000n * 2n + 3n * 100_000n);
  });
});

describe('line checks and points', () => {
  it('names what is wrong with a line', () => {
    const xien = rates('xien_3');
    expect(lineProblem(undefined, ['01'], '1')).toBe('unknown_type');
    expect(lineProblem(xien, [], '1')).toBe('no_numbers');
    expect(lineProblem(xien, ['01', '02'], '1')).toBe('too_few');
    expect(lineProblem(xien, ['01', '02', '03', '04'], '1')).toBe('too_many');
    expect(lineProblem(xien, ['01', '02', '03'], '0')).toBe('points_invalid');
    expect(lineProblem(xien, ['01', '02', '03'], '01')).toBe('points_invalid');
    expect(lineProblem(rates('xien_3', { maxPoints: '50' }), ['01', '02', '03'], '51')).toBe(
      'points_over_limit',
    );
    expect(lineProblem(rates('xien_3', { maxPoints: '50' }), ['01', '02', '03'], '50')).toBeNull();
  });

  it('reads points as the contract takes them', () => {
    expect(parsePoints('12')).toBe(12n);
    expect(parsePoints(' 7 ')).toBe(7n);
    expect(parsePoints('0')).toBeNull();
    expect(parsePoints('1.5')).toBeNull();
    expect(parsePoints('1234567890')).toBeNull();
  });

  it('steps points within 1 and the limit', () => {
    expect(stepPoints('1', -1, '100')).toBe('1');
    expect(stepPoints('5', 1, '100')).toBe('6');
    expect(stepPoints('100', 1, '100')).toBe('100');
    expect(stepPoints('', 1, '100')).toBe('2');
    expect(stepPoints('9', 1, '')).toBe('10');
  });
});

describe('quick picks', () => {
  it('even, odd, big and small split 00–99 in halves', () => {
    const even = quickPickNumbers({ kind: 'even' });
    const odd = quickPickNumbers({ kind: 'odd' });
    expect(even).toHaveLength(50);
    expect(odd).toHaveLength(50);
    expect(even[0]).toBe('00');
    expect(odd[0]).toBe('01');
    expect(new Set([...even, ...odd]).size).toBe(100);
    const big = quickPickNumbers({ kind: 'big' });
    const small = quickPickNumbers({ kind: 'small' });
    expect(big[0]).toBe('50');
    expect(big.at(-1)).toBe('99');
    expect(small[0]).toBe('00');
    expect(small.at(-1)).toBe('49');
    expect(big).toHaveLength(50);
  });

  it('đầu N is N0–N9 and đuôi N is 0N–9N', () => {
    expect(quickPickNumbers({ kind: 'head', digit: 3 })).toEqual([
      '30',
      '31',
      '32',
      '33',
      '34',
      '35',
      '36',
      '37',
      '38',
      '39',
    ]);
    expect(quickPickNumbers({ kind: 'tail', digit: 0 })).toEqual([
      '00',
      '10',
      '20',
      '30',
      '40',
      '50',
      '60',
      '70',
      '80',
      '90',
    ]);
  });

  it('lists every number of 1, 2 and 3 digits zero-padded', () => {
    expect(allNumbers(1)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(allNumbers(2)).toHaveLength(100);
    expect(allNumbers(3)[7]).toBe('007');
    expect(allNumbers(3).at(-1)).toBe('999');
  });

  it('adds to a selection once each, ascending, up to the most numbers', () => {
    expect(addNumbers(['05'], ['03', '05', '01'], 100)).toEqual({
      numbers: ['01', '03', '05'],
      added: ['03', '01'],
      dropped: [],
    });
    expect(addNumbers(['01'], ['02', '03', '04'], 2)).toEqual({
      numbers: ['01', '02'],
      added: ['02'],
      dropped: ['03', '04'],
    });
  });

  it('toggles a number, refusing one past the most', () => {
    expect(toggleNumber(['10'], '02', 3)).toEqual(['02', '10']);
    expect(toggleNumber(['02', '10'], '02', 3)).toEqual(['10']);
    expect(toggleNumber(['01', '02'], '03', 2)).toEqual(['01', '02']);
  });

  it('keeps a selection across types of the same digits when it fits', () => {
    expect(carrySelection(['01', '02'], 2, { digits: 2, max: 100 })).toEqual(['01', '02']);
    expect(carrySelection(['01', '02', '03'], 2, { digits: 2, max: 2 })).toEqual([]);
    expect(carrySelection(['01'], 2, { digits: 3, max: 1000 })).toEqual([]);
  });

  it('groups points as the language groups thousands', () => {
    expect(groupDigits('100000', 'vi')).toBe('100.000');
    expect(groupDigits('100000', 'en')).toBe('100,000');
    expect(groupDigits('999', 'vi')).toBe('999');
    expect(groupDigits('', 'vi')).toBe('');
  });

  it('shortens long lists', () => {
    expect(shortNumbers(['01', '02', '03'], 2)).toEqual({ text: '01 02', more: 1 });
    expect(shortNumbers(['01'], 2)).toEqual({ text: '01', more: 0 });
  });
});

describe('typed entry', () => {
  it('adds the good numbers and names repeats and bad tokens', () => {
    const entry = applyTypedEntry('12, 34\n56 12;7 ab 345 09', 2, ['09'], 100);
    expect(entry.numbers).toEqual(['09', '12', '34', '56']);
    expect(entry.added).toEqual(['12', '34', '56']);
    expect(entry.duplicates).toEqual(['12', '09']);
    expect(entry.malformed).toEqual([
      { token: '7', reason: 'wrong_length' },
      { token: 'ab', reason: 'not_digits' },
      { token: '345', reason: 'wrong_length' },
    ]);
    expect(entry.dropped).toEqual([]);
  });

  it('never reads 7 as 07, and keeps 3 digits for ba càng', () => {
    expect(applyTypedEntry('7', 2, [], 100).numbers).toEqual([]);
    expect(applyTypedEntry('007 123 12', 3, [], 1000)).toMatchObject({
      numbers: ['007', '123'],
      malformed: [{ token: '12', reason: 'wrong_length' }],
    });
  });

  it('names the numbers past a xiên’s size instead of dropping them silently', () => {
    const entry = applyTypedEntry('01 02 03', 2, [], 2);
    expect(entry.numbers).toEqual(['01', '02']);
    expect(entry.dropped).toEqual(['03']);
  });
});
