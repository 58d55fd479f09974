import type { Texts } from '../../i18n/texts';

const vi = {
  hint: 'Đặt cược rồi bấm Xóc',
  shake: 'Xóc',
  even: 'Chẵn',
  odd: 'Lẻ',
  four_red: '4 Đỏ',
  four_white: '4 Trắng',
  three_red: '3 Đỏ 1 Trắng',
  three_white: '3 Trắng 1 Đỏ',
  reds: '{n} đỏ',
  rules:
    'Bốn đồng xu hai mặt (đỏ/trắng) được xóc trong bát. Chẵn: 0, 2 hoặc 4 đồng đỏ; Lẻ: 1 hoặc 3 đồng đỏ. Các cửa khác thắng khi đúng số đồng đỏ đã ghi.',
} as const;

export type XocDiaKey = keyof typeof vi;

export const XOC_DIA_TEXTS: Texts<XocDiaKey> = {
  vi,
  en: {
    hint: 'Place your bets, then shake',
    shake: 'Shake',
    even: 'Even',
    odd: 'Odd',
    four_red: '4 Red',
    four_white: '4 White',
    three_red: '3 Red 1 White',
    three_white: '3 White 1 Red',
    reds: '{n} red',
    rules:
      'Four two-sided coins (red/white) are shaken under a bowl. Even: 0, 2 or 4 red; Odd: 1 or 3 red. The other bets win on exactly the coins they name.',
  },
};
