import type { Game } from '@app/contracts';

/**
 * Where a chosen game opens (spec §2.1, game-launch routing), by its account type: the
 * Vietnamese (TCG_LOTTO_VN) and SEA (TCG_SEA) lotteries have their own pages, LOTT and ELOTT
 * games open the lottery page, everything else the game page.
 */
export function gameRoute(
  game: Pick<Game, 'vassalage' | 'accountTypeName' | 'code' | 'gameId' | 'defaultPlayType'>,
) {
  if (game.accountTypeName === 'TCG_LOTTO_VN') return `/vnlottery?gameCode=${encodeURIComponent(game.code)}`;
  if (game.accountTypeName === 'TCG_SEA') return `/seaLottery?gameCode=${encodeURIComponent(game.code)}`;
  if (game.accountTypeName === 'LOTT' || game.accountTypeName === 'ELOTT') {
    const search = new URLSearchParams({ gameCode: game.code });
    if (game.defaultPlayType) search.set('playType', game.defaultPlayType);
    return `/lottery?${search}`;
  }
  return `/game?${new URLSearchParams({ code: game.code, gameId: game.gameId, vendor: game.vassalage })}`;
}
