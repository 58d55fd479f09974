import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en/lottery.json';
import vi from '../../i18n/vi/lottery.json';
import { moneyFor } from '../../lib/money';
import {
  CHASE_MAX_DRAWS,
  CHASE_MIN_DRAWS,
  chaseOrder,
  chasePlan,
  chaseSummary,
  clampChaseDraws,
  parseChaseDraws,
  stepChaseDraws,
} from './chase';

async function texts(language: 'vi' | 'en') {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { vi: { lottery: vi }, en: { lottery: en } },
    defaultNS: 'lottery',
    interpolation: { escapeValue: false },
  });
  const money = moneyFor(language);
  const t = instance.getFixedT(language, 'lottery');
  return (plan: ReturnType<typeof chasePlan>) =>
    chaseSummary(
      (key, values) => t(key, values),
      (minor) => money.format(minor, { decimals: 'ifAny' }).replaceAll('\u00a0', ' '),
      plan,
    );
}

describe('chase maths', () => {
  it('charges the slip now and at most draws × cost in all', () => {
    const plan = chasePlan(2_700_000n, 5);
    expect(plan).toEqual({ draws: 5, now: 2_700_000n, later: 4, each: 2_700_000n, most: 13_500_000n });
  });

  it('stays exact in bigint past 2^53', () => {
    const cost = 9_007_199_254_740_993n; // 2^53 + 1: a float would lose the last unit
    expect(chasePlan(cost, 50).most).toBe(450_359_962_737_049_650n);
    expect(chasePlan(cost, 50).now).toBe(cost);
  });

  it('reads the draws 2–50 only', () => {
    expect(parseChaseDraws('2')).toBe(2);
    expect(parseChaseDraws(' 50 ')).toBe(50);
    expect(parseChaseDraws('1')).toBeNull();
    expect(parseChaseDraws('51')).toBeNull();
    expect(parseChaseDraws('')).toBeNull();
    expect(parseChaseDraws('3.5')).toBeNull();
    expect(parseChaseDraws('007')).toBeNull();
  });

  it('steps and clamps within 2 and 50', () => {
    expect(stepChaseDraws('2', -1)).toBe(String(CHASE_MIN_DRAWS));
    expect(stepChaseDraws('50', 1)).toBe(String(CHASE_MAX_DRAWS));
    expect(stepChaseDraws('9', 1)).toBe('10');
    expect(stepChaseDraws('45', 10)).toBe('50');
    expect(clampChaseDraws('1')).toBe('2');
    expect(clampChaseDraws('99')).toBe('50');
    expect(clampChaseDraws('')).toBe('5');
  });

  it('sends a chase only when it is on and its draws are 2–50', () => {
    expect(chaseOrder(false, '5', true)).toBeUndefined();
    expect(chaseOrder(true, '1', true)).toBeUndefined();
    expect(chaseOrder(true, '12', false)).toEqual({ draws: 12, stopOnWin: false });
  });
});

describe('chase text', () => {
  it('says in Vietnamese what is charged now and what the later draws may charge', async () => {
    const say = await texts('vi');
    expect(say(chasePlan(2_700_000n, 5))).toEqual({
      summary:
        'Kỳ này trừ 27.000 ₫; 4 kỳ sau, mỗi kỳ 27.000 ₫, chỉ trừ khi kỳ trước đã mở thưởng; dừng nếu số dư không đủ.',
      most: 'Tối đa cả chuỗi 5 kỳ: 135.000 ₫',
    });
  });

  it('says it in English, one or many later draws', async () => {
    const say = await texts('en');
    expect(say(chasePlan(2_700_050n, 2))).toEqual({
      summary:
        'This draw: 27,000.50 ₫ now; 1 later draw, 27,000.50 ₫, charged only once the draw before it has been drawn; stops if your balance is short.',
      most: 'At most 54,001 ₫ over all 2 draws',
    });
    expect(say(chasePlan(100_000n, 50)).summary).toBe(
      'This draw: 1,000 ₫ now; 49 later draws, 1,000 ₫ each, each charged only once the draw before it has been drawn; stops if your balance is short.',
    );
  });
});
