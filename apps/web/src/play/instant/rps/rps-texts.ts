import type { Texts } from '../../i18n/texts';

const vi = {
  hint: 'Chọn Búa, Bao hoặc Kéo để chơi ngay',
  rock: 'Búa',
  paper: 'Bao',
  scissors: 'Kéo',
  you: 'Bạn',
  house: 'Nhà cái',
  win: 'Thắng!',
  draw: 'Hòa',
  lose: 'Thua',
  rules:
    'Chọn Búa, Bao hoặc Kéo; nhà cái ra một tay ngẫu nhiên. Búa thắng Kéo, Kéo thắng Bao, Bao thắng Búa. Thắng trả {win} tiền cược, hòa hoàn tiền cược.',
} as const;

export type RpsKey = keyof typeof vi;

export const RPS_TEXTS: Texts<RpsKey> = {
  vi,
  en: {
    hint: 'Pick Rock, Paper or Scissors to play',
    rock: 'Rock',
    paper: 'Paper',
    scissors: 'Scissors',
    you: 'You',
    house: 'House',
    win: 'You win!',
    draw: 'Draw',
    lose: 'You lose',
    rules:
      'Pick rock, paper or scissors; the house shows a random hand. Rock beats scissors, scissors beat paper, paper beats rock. A win pays {win} the stake, a draw returns it.',
  },
};
