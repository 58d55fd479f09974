import type { Texts } from '../../i18n/texts';

const vi = {
  hint: 'Chọn số ô và mức rủi ro, rồi quay',
  spin: 'Quay',
  segments: 'Số ô',
  rules:
    'Bánh xe dừng ngẫu nhiên ở một ô; ô đó trả hệ số ghi trên ô nhân tiền cược (0× là thua). Mọi bánh xe đều có tỷ lệ hoàn trả 99%.',
} as const;

export type WheelKey = keyof typeof vi;

export const WHEEL_TEXTS: Texts<WheelKey> = {
  vi,
  en: {
    hint: 'Choose the segments and the risk, then spin',
    spin: 'Spin',
    segments: 'Segments',
    rules:
      'The wheel stops on one segment at random; it pays its multiplier times the stake (0× loses). Every wheel returns 99%.',
  },
};
