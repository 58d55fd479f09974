import type { Texts } from '../../i18n/texts';

const vi = {
  hint: 'Chọn số mìn và tiền cược, rồi bắt đầu',
  playingHint: 'Lật ô để tăng hệ số, rút tiền bất cứ lúc nào',
  start: 'Bắt đầu',
  mines: 'Số mìn',
  tile: 'Ô {n}',
  safe: 'Ô an toàn',
  mine: 'Mìn',
  current: 'Hiện tại {m}',
  next: 'Ô tiếp theo {m}',
  boom: 'Trúng mìn!',
  rules:
    'Bàn 5 × 5 giấu từ 1 đến 24 quả mìn. Lật từng ô: mỗi ô an toàn làm hệ số tăng; lật trúng mìn thì mất tiền cược. Sau ô an toàn đầu tiên bạn có thể rút tiền bất cứ lúc nào với hệ số hiện tại; lật hết ô an toàn sẽ tự động rút.',
  rulesOdds:
    'Hệ số khi rút là 99% chia cho xác suất lật được ngần ấy ô an toàn, làm tròn xuống đến 0,01×; vì phần làm tròn, mỗi lần rút hoàn trả {range} tùy số mìn và số ô đã lật (bảng dưới).',
  byReveals: 'Hoàn trả (RTP) theo số ô lật',
} as const;

export type MinesKey = keyof typeof vi;

export const MINES_TEXTS: Texts<MinesKey> = {
  vi,
  en: {
    hint: 'Choose the mines and the stake, then start',
    playingHint: 'Reveal tiles to raise the multiplier, cash out any time',
    start: 'Start',
    mines: 'Mines',
    tile: 'Tile {n}',
    safe: 'Safe tile',
    mine: 'Mine',
    current: 'Now {m}',
    next: 'Next tile {m}',
    boom: 'Boom!',
    rules:
      'A 5 × 5 board hides 1 to 24 mines. Reveal tiles one by one: each safe tile raises the multiplier; a mine loses the stake. After the first safe tile you may cash out at the current multiplier at any time; revealing every safe tile cashes out by itself.',
    rulesOdds:
      'A cash-out pays 99% divided by the chance of revealing that many safe tiles, rounded down to 0.01×; because of that rounding a cash-out returns {range}, by the mines and the tiles revealed (the table below).',
    byReveals: 'Return (RTP) by tiles revealed',
  },
};
