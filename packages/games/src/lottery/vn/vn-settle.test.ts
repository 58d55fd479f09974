import { describe, expect, it } from 'vitest';
import { InstantGameError } from '../../instant/shared/errors.ts';
import {
  DEFAULT_VN_LOTTERY_CONFIGS,
  settleVnBet,
  type VnBet,
  type VnBetType,
  validateVnBet,
  vnBetCost,
  vnLoNumbers,
} from './index.ts';
import {
  CENTRAL_DA_NANG_2026_04_08 as daNang,
  NORTH_2026_09_11 as north11,
  NORTH_2026_09_15 as north15,
  type RealDraw,
  SOUTH_TIEN_GIANG_2026_09_27 as tienGiang,
} from './vn-real-draws.ts';

const vnd = (amount: number): bigint => BigInt(amount) * 100n;
const bet = (type: VnBetType, numbers: string[], points = 1n): VnBet => ({ type, numbers, points });

interface Case {
  draw: RealDraw;
  bet: VnBet;
  cost: bigint;
  payout: bigint;
  hits: number;
  why: string;
}

function check({ draw, bet: placed, cost, payout, hits }: Case): void {
  const config = DEFAULT_VN_LOTTERY_CONFIGS[draw.result.region];
  const settled = settleVnBet(config, placed, draw.result);
  expect(settled.cost).toBe(cost);
  expect(vnBetCost(config, placed)).toBe(cost);
  expect(settled.payout).toBe(payout);
  expect(settled.hits).toBe(hits);
  expect(settled.won).toBe(hits > 0);
}

describe('vn-lottery on the real Miền Bắc draw of 11/09/2026 (special 29352)', () => {
  it('reads the 27 lô numbers, keeping leading zeros (0008 → 08, 00 → 00)', () => {
    expect(vnLoNumbers(north11.result, 2)).toEqual(
      '52 83 90 53 00 39 54 47 05 97 99 83 02 31 10 71 64 33 08 74 27 83 75 00 41 89 12'.split(' '),
    );
    expect(vnLoNumbers(north11.result, 3)).toHaveLength(23);
  });

  const cases: Case[] = [
    {
      why: 'lô 2 số pays per occurrence: 83 ×3 (76083, 8383, 083), 00 ×2 (88200, 00), 11 ×0',
      draw: north11,
      bet: bet('lo_2_digits', ['83', '00', '11'], 10n),
      cost: vnd(3 * 10 * 27_000),
      hits: 5,
      payout: vnd(5 * 10 * 99_000),
    },
    {
      why: 'lô 3 số: 083 ×2 (76083, 083), 383 ×1 (8383), 123 ×0',
      draw: north11,
      bet: bet('lo_3_digits', ['083', '383', '123']),
      cost: vnd(3 * 23_000),
      hits: 3,
      payout: vnd(3 * 960_000),
    },
    {
      why: 'đề đặc biệt = last two of 29352 = 52 (25 loses)',
      draw: north11,
      bet: bet('de_special_last_2', ['52', '25'], 5n),
      cost: vnd(2 * 5 * 1_000),
      hits: 1,
      payout: vnd(5 * 99_000),
    },
    {
      why: 'đề đầu đặc biệt = FIRST two of 29352 = 29',
      draw: north11,
      bet: bet('de_special_first_2', ['29'], 2n),
      cost: vnd(2 * 1_000),
      hits: 1,
      payout: vnd(2 * 99_000),
    },
    {
      why: 'đề đầu đặc biệt does not pay on the last two (52)',
      draw: north11,
      bet: bet('de_special_first_2', ['52']),
      cost: vnd(1_000),
      hits: 0,
      payout: 0n,
    },
    {
      why: 'đề giải nhất = last two of 76083 = 83',
      draw: north11,
      bet: bet('de_first_prize_last_2', ['83']),
      cost: vnd(1_000),
      hits: 1,
      payout: vnd(99_000),
    },
    {
      why: 'đầu = tens digit of 52 = 5',
      draw: north11,
      bet: bet('dau_special_tens', ['5', '2'], 10n),
      cost: vnd(2 * 10 * 1_000),
      hits: 1,
      payout: vnd(10 * 9_800),
    },
    {
      why: 'đuôi = units digit of 52 = 2',
      draw: north11,
      bet: bet('duoi_special_units', ['2']),
      cost: vnd(1_000),
      hits: 1,
      payout: vnd(9_800),
    },
    {
      why: 'ba càng = last three of 29352 = 352 (529 loses)',
      draw: north11,
      bet: bet('ba_cang_special_last_3', ['352', '529']),
      cost: vnd(2 * 1_000),
      hits: 1,
      payout: vnd(960_000),
    },
    {
      why: 'xiên 2 83+00 both appear: paid once, however often 83 came',
      draw: north11,
      bet: bet('xien_2', ['83', '00'], 10n),
      cost: vnd(10 * 1_000),
      hits: 1,
      payout: vnd(10 * 17_000),
    },
    {
      why: 'xiên 3 83+00+11 loses: 11 never came',
      draw: north11,
      bet: bet('xien_3', ['83', '00', '11']),
      cost: vnd(1_000),
      hits: 0,
      payout: 0n,
    },
    {
      why: 'xiên 4 52 (special) + 08 (0008) + 12 + 41 (7th prize) all appear',
      draw: north11,
      bet: bet('xien_4', ['52', '08', '12', '41']),
      cost: vnd(1_000),
      hits: 1,
      payout: vnd(350_000),
    },
    {
      why: 'lô trượt 4: none of 11 22 44 55 came',
      draw: north11,
      bet: bet('lo_truot_4', ['11', '22', '44', '55'], 3n),
      cost: vnd(3 * 1_000),
      hits: 1,
      payout: vnd(3 * 2_800),
    },
    {
      why: 'lô trượt 5 loses when one number (83) came',
      draw: north11,
      bet: bet('lo_truot_5', ['11', '22', '44', '55', '83']),
      cost: vnd(1_000),
      hits: 0,
      payout: 0n,
    },
    {
      why: 'lô trượt 10: none of 01 03 04 06 07 09 11 13 14 15 came',
      draw: north11,
      bet: bet('lo_truot_10', ['01', '03', '04', '06', '07', '09', '11', '13', '14', '15']),
      cost: vnd(1_000),
      hits: 1,
      payout: vnd(16_000),
    },
  ];
  for (const c of cases) it(c.why, () => check(c));
});

describe('vn-lottery on the real Miền Bắc draw of 15/09/2026 (special 31429)', () => {
  const cases: Case[] = [
    {
      why: 'lô 2 số 39 ×3 (63539, 70239, 339), 22 ×2 (0122, 1322)',
      draw: north15,
      bet: bet('lo_2_digits', ['39', '22']),
      cost: vnd(2 * 27_000),
      hits: 5,
      payout: vnd(5 * 99_000),
    },
    {
      why: 'đề 29, đề đầu 31, đề giải nhất 41 (56141), ba càng 429',
      draw: north15,
      bet: bet('de_special_last_2', ['29']),
      cost: vnd(1_000),
      hits: 1,
      payout: vnd(99_000),
    },
    {
      why: 'xiên 3 19 (53919) + 27 (0227) + 13 (7th prize) all appear',
      draw: north15,
      bet: bet('xien_3', ['19', '27', '13']),
      cost: vnd(1_000),
      hits: 1,
      payout: vnd(75_000),
    },
  ];
  for (const c of cases) it(c.why, () => check(c));
  it('reads 31 as the special front, 41 as the first prize, 429 as ba càng, 2 and 9 as đầu and đuôi', () => {
    const config = DEFAULT_VN_LOTTERY_CONFIGS.north;
    const won = (type: VnBetType, n: string) => settleVnBet(config, bet(type, [n]), north15.result).won;
    expect(won('de_special_first_2', '31')).toBe(true);
    expect(won('de_first_prize_last_2', '41')).toBe(true);
    expect(won('ba_cang_special_last_3', '429')).toBe(true);
    expect(won('dau_special_tens', '2')).toBe(true);
    expect(won('duoi_special_units', '9')).toBe(true);
  });
});

describe('vn-lottery on the real Miền Nam draw, Tiền Giang 27/09/2026 (special 240624)', () => {
  const cases: Case[] = [
    {
      why: 'lô 2 số over 18 prizes: 43 ×2 (8th, 70443), 15 ×2, 01 ×2 (9901, 65401), 99 ×0',
      draw: tienGiang,
      bet: bet('lo_2_digits', ['43', '15', '01', '99'], 3n),
      cost: vnd(4 * 3 * 18_000),
      hits: 6,
      payout: vnd(6 * 3 * 99_000),
    },
    {
      why: 'lô 3 số over 17 prizes: 315 (50315), 815 (31815), 015 ×0',
      draw: tienGiang,
      bet: bet('lo_3_digits', ['315', '815', '015']),
      cost: vnd(3 * 17_000),
      hits: 2,
      payout: vnd(2 * 960_000),
    },
    {
      why: 'đầu is the tens digit of the special (…24 → 2), not the 8th prize (43) some southern sites use',
      draw: tienGiang,
      bet: bet('dau_special_tens', ['2', '4']),
      cost: vnd(2 * 1_000),
      hits: 1,
      payout: vnd(9_800),
    },
    {
      why: 'đề đặc biệt 24 and đề đầu đặc biệt 24 (240624 starts and ends with 24)',
      draw: tienGiang,
      bet: bet('de_special_first_2', ['24']),
      cost: vnd(1_000),
      hits: 1,
      payout: vnd(99_000),
    },
    {
      why: 'đề giải nhất = 92 (26392)',
      draw: tienGiang,
      bet: bet('de_first_prize_last_2', ['92', '26']),
      cost: vnd(2 * 1_000),
      hits: 1,
      payout: vnd(99_000),
    },
    {
      why: 'ba càng = 624',
      draw: tienGiang,
      bet: bet('ba_cang_special_last_3', ['624']),
      cost: vnd(1_000),
      hits: 1,
      payout: vnd(960_000),
    },
    {
      why: 'xiên 4 43 15 01 24 all appear (southern rate)',
      draw: tienGiang,
      bet: bet('xien_4', ['43', '15', '01', '24']),
      cost: vnd(1_000),
      hits: 1,
      payout: vnd(1_700_000),
    },
    {
      why: 'lô trượt 4: none of 00 11 22 33 came',
      draw: tienGiang,
      bet: bet('lo_truot_4', ['00', '11', '22', '33']),
      cost: vnd(1_000),
      hits: 1,
      payout: vnd(1_950),
    },
  ];
  for (const c of cases) it(c.why, () => check(c));
});

describe('vn-lottery on the real Miền Trung draw, Đà Nẵng 08/04/2026 (special 765097)', () => {
  const cases: Case[] = [
    {
      why: 'lô 2 số: 22 ×2 (6022, 96422), 78 ×2 (678, 87078), 35 ×1 (8th prize)',
      draw: daNang,
      bet: bet('lo_2_digits', ['22', '78', '35']),
      cost: vnd(3 * 18_000),
      hits: 5,
      payout: vnd(5 * 99_000),
    },
    {
      why: 'lô 3 số: 078 (87078) and 678 (7th prize)',
      draw: daNang,
      bet: bet('lo_3_digits', ['078', '678']),
      cost: vnd(2 * 17_000),
      hits: 2,
      payout: vnd(2 * 960_000),
    },
    {
      why: 'đề 97, đuôi 7',
      draw: daNang,
      bet: bet('duoi_special_units', ['7']),
      cost: vnd(1_000),
      hits: 1,
      payout: vnd(9_800),
    },
    {
      why: 'đề đầu đặc biệt 76 (765097)',
      draw: daNang,
      bet: bet('de_special_first_2', ['76', '97']),
      cost: vnd(2 * 1_000),
      hits: 1,
      payout: vnd(99_000),
    },
    {
      why: 'xiên 2 02 (10802, 25302) + 23 (75023, 11923)',
      draw: daNang,
      bet: bet('xien_2', ['02', '23'], 4n),
      cost: vnd(4 * 1_000),
      hits: 1,
      payout: vnd(4 * 36_000),
    },
    {
      why: 'lô trượt 4 loses when one of them (23) came',
      draw: daNang,
      bet: bet('lo_truot_4', ['00', '01', '03', '23']),
      cost: vnd(1_000),
      hits: 0,
      payout: 0n,
    },
  ];
  for (const c of cases) it(c.why, () => check(c));
});

describe('vn-lottery bet validation', () => {
  const config = DEFAULT_VN_LOTTERY_CONFIGS.north;
  const refuses = (placed: VnBet, message: RegExp) => {
    expect(() => validateVnBet(config, placed)).toThrow(message);
    try {
      validateVnBet(config, placed);
    } catch (error) {
      expect(error).toBeInstanceOf(InstantGameError);
      expect((error as InstantGameError).code).toBe('invalid_bet');
    }
  };

  it('refuses wrong digit counts, letters and unpadded numbers', () => {
    refuses(bet('lo_2_digits', ['123']), /2 digit/);
    refuses(bet('lo_2_digits', ['7']), /2 digit/);
    refuses(bet('lo_2_digits', ['1a']), /2 digit/);
    refuses(bet('ba_cang_special_last_3', ['12']), /3 digit/);
    refuses(bet('dau_special_tens', ['12']), /1 digit/);
  });

  it('refuses duplicates, empty bets, and the wrong size of xiên and lô trượt', () => {
    refuses(bet('lo_2_digits', ['12', '12']), /twice/);
    refuses(bet('lo_2_digits', []), /1 to 100/);
    refuses(bet('xien_2', ['12']), /exactly 2/);
    refuses(bet('xien_3', ['12', '34', '56', '78']), /exactly 3/);
    refuses(bet('xien_4', ['12', '34', '56', '56']), /twice/);
    refuses(bet('lo_truot_4', ['12', '34', '56']), /exactly 4/);
    refuses(bet('lo_truot_10', ['01', '02', '03', '04', '05', '06', '07', '08', '09']), /exactly 10/);
  });

  it('refuses unknown types, points that are not a bigint ≥ 1, and points over the per-number limit', () => {
    refuses(bet('lo_5_digits' as VnBetType, ['12']), /bet type/);
    refuses(bet('lo_2_digits', ['12'], 0n), /points/);
    refuses({ type: 'lo_2_digits', numbers: ['12'], points: 1 as unknown as bigint }, /points/);
    refuses(bet('lo_2_digits', ['12'], 1_001n), /at most 1000/);
    expect(() => validateVnBet(config, bet('lo_2_digits', ['12'], 1_000n))).not.toThrow();
  });

  it('refuses to settle a result of another region or a malformed result', () => {
    expect(() => settleVnBet(config, bet('lo_2_digits', ['12']), tienGiang.result)).toThrow(/north config/);
    const broken = { ...north11.result, prizes: { ...north11.result.prizes, seventh: ['00', '41', '89'] } };
    expect(() => settleVnBet(config, bet('lo_2_digits', ['12']), broken)).toThrow(/seventh: 4 number/);
  });
});
