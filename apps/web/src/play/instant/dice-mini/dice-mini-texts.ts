import type { Texts } from '../../i18n/texts';

const vi = {
  hint: 'Đặt cược rồi bấm Lắc',
  roll: 'Lắc',
  big: 'Tài',
  small: 'Xỉu',
  odd: 'Lẻ',
  even: 'Chẵn',
  bigRange: '11–17',
  smallRange: '4–10',
  anyTriple: 'Bộ ba bất kỳ',
  total: 'Tổng {n}',
  totals: 'Tổng điểm',
  triples: 'Bộ ba',
  triple: 'Bộ ba {n}',
  singles: 'Số đơn',
  single: 'Số {n}',
  singleOdds: '1:1 · 2:1 · 3:1',
  sum: 'Tổng {n}',
  tripleShown: 'Bộ ba!',
  rules:
    'Ba viên xúc xắc được lắc. Tài thắng khi tổng 11–17, Xỉu khi tổng 4–10; Chẵn/Lẻ theo tổng. Tài, Xỉu, Chẵn, Lẻ thua khi ra bộ ba. Cược số đơn trả 1:1, 2:1 hoặc 3:1 theo số viên xúc xắc ra số đó.',
} as const;

export type DiceMiniKey = keyof typeof vi;

export const DICE_MINI_TEXTS: Texts<DiceMiniKey> = {
  vi,
  en: {
    hint: 'Place your bets, then roll',
    roll: 'Roll',
    big: 'Big',
    small: 'Small',
    odd: 'Odd',
    even: 'Even',
    bigRange: '11–17',
    smallRange: '4–10',
    anyTriple: 'Any triple',
    total: 'Total {n}',
    totals: 'Totals',
    triples: 'Triples',
    triple: 'Triple {n}',
    singles: 'Single numbers',
    single: 'Number {n}',
    singleOdds: '1:1 · 2:1 · 3:1',
    sum: 'Total {n}',
    tripleShown: 'Triple!',
    rules:
      'Three dice are rolled. Big wins on a total of 11–17, Small on 4–10; Odd and Even by the total. Big, Small, Odd and Even lose on any triple. A single number pays 1:1, 2:1 or 3:1 as one, two or three dice show it.',
  },
};
