import type { Executor } from '../../db/database.ts';
import { findMemberSummary, maskNickname } from '../accounts/index.ts';
import { insertBigWin } from './queries.ts';

/**
 * What makes a win big enough for the winners board (docs/decisions.md): at least 15 times what the round staked
 * and at least 20,000 ₫, or 2,000,000 ₫ and more whatever the stake. Minor units.
 */
export const BIG_WIN = { multiple: 15n, least: 2_000_000n, always: 200_000_000n } as const;

export function isBigWin(staked: bigint, win: bigint): boolean {
  if (win <= 0n || staked <= 0n) return false;
  return win >= BIG_WIN.always || (win >= staked * BIG_WIN.multiple && win >= BIG_WIN.least);
}

/** A settled real-money round with a big win goes on the winners board, the player's nickname masked. */
export async function noteBigWin(
  tx: Executor,
  round: { memberId: bigint; gameCode: string; isDemo: boolean; stake: bigint; refunded: bigint },
  win: bigint,
): Promise<void> {
  if (round.isDemo || !isBigWin(round.stake - round.refunded, win)) return;
  const member = await findMemberSummary(tx, round.memberId);
  if (!member) return;
  await insertBigWin(tx, {
    playerMasked: maskNickname(member.nickname),
    gameCode: round.gameCode,
    prize: win,
  });
}
