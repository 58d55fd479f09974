import type { LotteryGame } from '@app/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { listProviderGames } from '../games/index.ts';
import { STUDIO } from '../studio/index.ts';
import { type LotteryTitle, lotteryGameView, lotteryTitle } from './catalogue.ts';

/** A lottery game of the catalogue: its code, names and what it draws. */
export type LotteryGameEntry = {
  code: string;
  nameVi: string;
  nameEn: string;
  minBet: bigint;
  title: LotteryTitle;
};

/** The studio's lottery games, in catalogue order. */
export async function lotteryGames(db: Db): Promise<LotteryGameEntry[]> {
  const games = await listProviderGames(db, STUDIO);
  return games.flatMap((game) => {
    const title = lotteryTitle(game.nameEn);
    return title
      ? [{ code: game.code, nameVi: game.nameVi, nameEn: game.nameEn, minBet: game.minBet, title }]
      : [];
  });
}

export async function lotteryGame(db: Db, code: string): Promise<LotteryGameEntry> {
  const game = (await lotteryGames(db)).find((entry) => entry.code === code);
  if (!game) throw new AppError('game_not_found');
  return game;
}

export function gameView(entry: LotteryGameEntry, language: 'vi' | 'en'): LotteryGame {
  return lotteryGameView(
    entry.code,
    language === 'vi' ? entry.nameVi : entry.nameEn,
    entry.title,
    entry.minBet,
  );
}
