import type { Texts } from '../../i18n/texts';

const vi = {
  hint: 'Đặt chip lên linh vật rồi bấm Lắc',
  roll: 'Lắc',
  nai: 'Nai',
  bau: 'Bầu',
  ga: 'Gà',
  ca: 'Cá',
  cua: 'Cua',
  tom: 'Tôm',
  odds: '1:1 mỗi viên',
  rules:
    'Ba viên xúc xắc sáu mặt: nai, bầu, gà, cá, cua, tôm. Đặt cược vào các mặt; mỗi viên ra mặt bạn chọn trả 1:1 (một viên: gấp 2, hai viên: gấp 3, ba viên: gấp 4, đã gồm tiền cược). Không viên nào ra mặt đó thì thua cược.',
  matches: '{n} viên',
} as const;

export type BauCuaKey = keyof typeof vi;

export const BAU_CUA_TEXTS: Texts<BauCuaKey> = {
  vi,
  en: {
    hint: 'Put chips on the animals, then roll',
    roll: 'Roll',
    nai: 'Deer',
    bau: 'Gourd',
    ga: 'Rooster',
    ca: 'Fish',
    cua: 'Crab',
    tom: 'Shrimp',
    odds: '1:1 per die',
    rules:
      'Three six-sided dice: deer, gourd, rooster, fish, crab, shrimp. Bet on faces; each die showing your face pays 1:1 (one die: 2×, two: 3×, three: 4×, the stake included). No die showing it loses the bet.',
    matches: '{n} dice',
  },
};
