import type { Texts } from '../../i18n/texts';

const vi = {
  hint: 'Chọn tiền cược rồi chia bài',
  playingHint: 'Đoán lá tiếp theo cao hơn hay thấp hơn',
  deal: 'Chia bài',
  higher: 'Cao hơn hoặc bằng',
  lower: 'Thấp hơn hoặc bằng',
  skip: 'Đổi lá',
  current: 'Hệ số {m}',
  card: 'Lá đang mở: {card}',
  rules:
    'Một lá bài đang mở (A nhỏ nhất, K lớn nhất; chất không tính). Đoán lá tiếp theo cao hơn hoặc bằng, hay thấp hơn hoặc bằng; mỗi lá rút từ bộ 52 lá đầy đủ. Đoán đúng thì hệ số tăng, đoán sai mất tiền cược. Có thể đổi lá bất cứ lúc nào (hệ số giữ nguyên) và rút tiền sau ít nhất một lần đoán đúng.',
  rulesOdds:
    'Hệ số của một chuỗi đoán đúng là 99% chia cho xác suất của cả chuỗi, làm tròn xuống đến 0,01×. Vì phần làm tròn, mỗi lần đoán hoàn trả {single} (bảng dưới), và một chuỗi nhiều lần đoán rồi rút tiền hoàn trả {range} (dưới mức hệ số tối đa).',
  rulesCap: 'Hệ số tối đa {cap}: chuỗi đạt mức này được tự động rút với đúng {cap}.',
  faceUp: 'Lá đang mở',
} as const;

export type HiLoKey = keyof typeof vi;

export const HILO_TEXTS: Texts<HiLoKey> = {
  vi,
  en: {
    hint: 'Choose your stake, then deal',
    playingHint: 'Will the next card be higher or lower?',
    deal: 'Deal',
    higher: 'Higher or same',
    lower: 'Lower or same',
    skip: 'Skip',
    current: 'Multiplier {m}',
    card: 'Face-up card: {card}',
    rules:
      'One card is face up (ace lowest, king highest; suits do not count). Guess whether the next card is higher or the same, or lower or the same; every card comes from a full 52-card deck. A right guess raises the multiplier, a wrong one loses the stake. Skip a card at any time (the multiplier stays) and cash out after at least one right guess.',
    rulesOdds:
      'A chain of right guesses pays 99% divided by the chance of the whole chain, rounded down to 0.01×. Because of that rounding each single guess returns {single} (the table below), and a chain of guesses cashed out returns {range} (below the cap).',
    rulesCap: 'The multiplier stops at {cap}: a chain that reaches it is cashed out at exactly {cap}.',
    faceUp: 'Face-up card',
  },
};
