import type { Texts } from '../../i18n/texts';

const vi = {
  hint: 'Chọn số hàng và mức rủi ro, rồi thả bóng',
  drop: 'Thả bóng',
  rows: 'Số hàng',
  rules:
    'Quả bóng nảy trái hoặc phải ở mỗi hàng đinh và rơi vào một ô; ô đó trả hệ số ghi trên ô nhân tiền cược. Nhiều hàng hơn và rủi ro cao hơn làm hai bên rìa trả cao hơn, ô giữa trả thấp hơn.',
  rulesRtp: 'Mỗi bảng hệ số (số hàng và mức rủi ro) có tỷ lệ hoàn trả riêng, từ {range}:',
  slot: 'Ô {n}',
} as const;

export type PlinkoKey = keyof typeof vi;

export const PLINKO_TEXTS: Texts<PlinkoKey> = {
  vi,
  en: {
    hint: 'Choose the rows and the risk, then drop the ball',
    drop: 'Drop',
    rows: 'Rows',
    rules:
      'The ball bounces left or right at every row of pins and lands in a slot, which pays its multiplier times the stake. More rows and higher risk pay more at the edges and less in the middle.',
    rulesRtp: 'Each table of multipliers (rows and risk) has its own return to player, {range} in all:',
    slot: 'Slot {n}',
  },
};
