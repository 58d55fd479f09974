import type { Game, LotteryKind, VendorCard } from '@app/contracts';

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

/**
 * A lottery game's page by its kind, with the game chosen: the Vietnamese lottery's, the 4D page (the SEA
 * lotteries), or the lottery hall for the other kinds.
 */
export function lotteryRoute(game: { code: string; kind: LotteryKind }): string {
  const code = encodeURIComponent(game.code);
  if (game.kind === 'vn') return `/vnlottery?gameCode=${code}`;
  return game.kind === 'four_d' ? `/seaLottery?gameCode=${code}` : `/lottery?gameCode=${code}`;
}

/**
 * Where a vendor's card ("enter the lobby") opens, by its account type as a game's (spec §2.1): a lottery vendor's
 * lobby is its lottery page (TCG_LOTTO_VN → /vnlottery, TCG_SEA → /seaLottery, LOTT and ELOTT → the /lottery hall);
 * any other vendor's, the game page.
 */
export function vendorRoute(vendor: Pick<VendorCard, 'vassalage' | 'accountTypeName'>): string {
  if (vendor.accountTypeName === 'TCG_LOTTO_VN') return '/vnlottery';
  if (vendor.accountTypeName === 'TCG_SEA') return '/seaLottery';
  if (vendor.accountTypeName === 'LOTT' || vendor.accountTypeName === 'ELOTT') return '/lottery';
  return `/game?${new URLSearchParams({ vendor: vendor.vassalage })}`;
}
