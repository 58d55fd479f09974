import { describe, expect, it } from 'vitest';
import { seededSource } from '../../fair/index.ts';
import { InstantGameError } from '../../instant/shared/errors.ts';
import { scriptedSource } from '../../instant/shared/testing.ts';
import {
  drawVnResult,
  parseVnNumbers,
  VN_BET_TYPE_INFO,
  VN_BET_TYPES,
  VN_DRAW_ROTA,
  VN_REGIONS,
  VN_WEEKDAYS,
  type VnResult,
  validateVnResult,
  vnDrawDays,
  vnLoNumbers,
  vnPrizeCount,
  vnProvincesDrawing,
} from './index.ts';
import { NORTH_2026_09_11, REAL_DRAWS } from './vn-real-draws.ts';

describe('vn-lottery result structures', () => {
  it('counts 27 / 23 numbers North and 18 / 17 South and Central (≥ 2 / ≥ 3 digits)', () => {
    expect([vnPrizeCount('north', 2), vnPrizeCount('north', 3)]).toEqual([27, 23]);
    expect([vnPrizeCount('south', 2), vnPrizeCount('south', 3)]).toEqual([18, 17]);
    expect([vnPrizeCount('central', 2), vnPrizeCount('central', 3)]).toEqual([18, 17]);
  });

  it('accepts every real published draw used by the tests', () => {
    for (const draw of REAL_DRAWS) expect(() => validateVnResult(draw.result)).not.toThrow();
  });

  it('refuses a malformed result with invalid_game_action', () => {
    const north = NORTH_2026_09_11.result;
    const withPrizes = (prizes: VnResult['prizes']): VnResult => ({ region: 'north', prizes });
    const bad: [VnResult, RegExp][] = [
      [withPrizes({ ...north.prizes, special: ['2935'] }), /special: '2935' is not 5 digits/],
      [withPrizes({ ...north.prizes, third: ['88200'] }), /third: 6 number/],
      [withPrizes({ ...north.prizes, fifth: ['2110', '3571', '3864', '5633', '8', '2974'] }), /'8'/],
      [withPrizes({ ...north.prizes, seventh: ['0O', '41', '89', '12'] }), /'0O'/],
      [withPrizes({ ...north.prizes, eighth: ['12'] }), /north has no eighth prize/],
      [{ region: 'south', prizes: north.prizes }, /south eighth/],
      [{ region: 'east' as VnResult['region'], prizes: north.prizes }, /region/],
    ];
    for (const [result, message] of bad) {
      expect(() => validateVnResult(result)).toThrow(message);
      expect(() => validateVnResult(result)).toThrow(InstantGameError);
    }
  });
});

describe('vn-lottery weekly rota', () => {
  it('has the host station North and 2–4 provinces a day South and Central, every day', () => {
    for (const day of VN_WEEKDAYS) {
      expect(vnProvincesDrawing('north', day)).toHaveLength(1);
      expect(vnProvincesDrawing('south', day).length).toBeGreaterThanOrEqual(3);
      expect(vnProvincesDrawing('central', day).length).toBeGreaterThanOrEqual(2);
    }
    expect(VN_DRAW_ROTA.north.tuesday).toEqual(['Quảng Ninh']);
    expect(VN_DRAW_ROTA.south.monday).toEqual(['TP. Hồ Chí Minh', 'Đồng Tháp', 'Cà Mau']);
    expect(VN_DRAW_ROTA.central.monday).toEqual(['Thừa Thiên Huế', 'Phú Yên']);
    expect(vnDrawDays('central', 'Đà Nẵng')).toEqual(['wednesday', 'saturday']);
    expect(vnDrawDays('south', 'TP. Hồ Chí Minh')).toEqual(['monday', 'saturday']);
  });

  it('agrees with the date, weekday and province of every real draw', () => {
    for (const draw of REAL_DRAWS) {
      const [year, month, day] = draw.date.split('-').map(Number) as [number, number, number];
      const weekday = VN_WEEKDAYS[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7];
      expect(weekday).toBe(draw.weekday);
      expect(vnProvincesDrawing(draw.result.region, draw.weekday)).toContain(draw.province);
    }
  });
});

describe('vn-lottery fast draws', () => {
  it('draws a valid result of each region, prize by prize in sheet order', () => {
    for (const region of VN_REGIONS) {
      const result = drawVnResult(region, seededSource(7));
      expect(() => validateVnResult(result)).not.toThrow();
      expect(vnLoNumbers(result, 2)).toHaveLength(vnPrizeCount(region, 2));
    }
  });

  it('zero-pads randomInt(source, 10^digits) for each number', () => {
    // South order: 8th (10^2), 7th (10^3), 6th ×3 (10^4), 5th, 4th ×7, 3rd ×2, 2nd, 1st (10^5), special (10^6).
    const source = scriptedSource([7, 42, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 999_999]);
    const result = drawVnResult('south', source);
    expect(source.remaining).toBe(0);
    expect(result.prizes.eighth).toEqual(['07']);
    expect(result.prizes.seventh).toEqual(['042']);
    expect(result.prizes.sixth).toEqual(['0005', '0006', '0007']);
    expect(result.prizes.first).toEqual(['00011']);
    expect(result.prizes.special).toEqual(['999999']);
  });

  it('draws the same result from the same seed', () => {
    expect(drawVnResult('north', seededSource(99))).toEqual(drawVnResult('north', seededSource(99)));
  });
});

describe('vn-lottery bet type descriptions', () => {
  it('names every type in Vietnamese and English with its settling rule', () => {
    for (const type of VN_BET_TYPES) {
      const info = VN_BET_TYPE_INFO[type];
      expect(info.type).toBe(type);
      expect(info.vi.name.length * info.vi.description.length).toBeGreaterThan(0);
      expect(info.en.name.length * info.en.description.length).toBeGreaterThan(0);
    }
    expect(VN_BET_TYPE_INFO.dau_special_tens.en.description).toMatch(/tens digit of the special/);
  });
});

describe('parseVnNumbers', () => {
  it('splits on spaces, commas, semicolons and new lines, keeping the typed order', () => {
    expect(parseVnNumbers('12, 07;99\n 45\t00', 2)).toEqual({
      numbers: ['12', '07', '99', '45', '00'],
      duplicates: [],
      malformed: [],
    });
  });

  it('reports each duplicate and each malformed token with its position', () => {
    expect(parseVnNumbers('12 7 12 ab 123 12 1a', 2)).toEqual({
      numbers: ['12'],
      duplicates: [
        { token: '12', position: 2 },
        { token: '12', position: 5 },
      ],
      malformed: [
        { token: '7', position: 1, reason: 'wrong_length' },
        { token: 'ab', position: 3, reason: 'not_digits' },
        { token: '123', position: 4, reason: 'wrong_length' },
        { token: '1a', position: 6, reason: 'not_digits' },
      ],
    });
  });

  it('reads three-digit and one-digit entries, and an empty slip', () => {
    expect(parseVnNumbers('083;383', 3).numbers).toEqual(['083', '383']);
    expect(parseVnNumbers('5 2', 1).numbers).toEqual(['5', '2']);
    expect(parseVnNumbers('  \n ', 2)).toEqual({ numbers: [], duplicates: [], malformed: [] });
  });
});
