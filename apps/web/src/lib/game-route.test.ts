import { describe, expect, it } from 'vitest';
import { gameRoute, lotteryRoute, vendorRoute } from './game-route';

const game = { vassalage: 'PG', accountTypeName: 'PG', code: 'PG_1', gameId: '11', defaultPlayType: null };

describe('gameRoute', () => {
  it('sends the Vietnamese and SEA lotteries to their own pages', () => {
    expect(gameRoute({ ...game, accountTypeName: 'TCG_LOTTO_VN', code: 'VN1' })).toBe(
      '/vnlottery?gameCode=VN1',
    );
    expect(gameRoute({ ...game, accountTypeName: 'TCG_SEA', code: 'S1' })).toBe('/seaLottery?gameCode=S1');
  });

  it('sends other lottery games to /lottery with their play type', () => {
    expect(gameRoute({ ...game, accountTypeName: 'ELOTT', code: 'E1', defaultPlayType: 'BIG' })).toBe(
      '/lottery?gameCode=E1&playType=BIG',
    );
  });

  it('opens everything else on the game page', () => {
    expect(gameRoute(game)).toBe('/game?code=PG_1&gameId=11&vendor=PG');
  });
});

describe('vendorRoute', () => {
  it('opens each lottery vendor of the /elott lane on its lottery page, as its games open', () => {
    const vendor = (accountTypeName: string) => vendorRoute({ vassalage: 'V', accountTypeName });
    expect(vendor('TCG_LOTTO_VN')).toBe('/vnlottery');
    expect(vendor('TCG_SEA')).toBe('/seaLottery');
    expect(vendor('LOTT')).toBe('/lottery');
    expect(vendor('ELOTT')).toBe('/lottery');
    expect(vendor('SAIGON_LIVE')).toBe('/game?vendor=V');
  });
});

describe('lotteryRoute', () => {
  it('opens a lottery game on the page of its kind, the game chosen', () => {
    expect(lotteryRoute({ code: 'VN_LOTTO_001', kind: 'vn' })).toBe('/vnlottery?gameCode=VN_LOTTO_001');
    expect(lotteryRoute({ code: 'SEA_LOTTO_003', kind: 'four_d' })).toBe(
      '/seaLottery?gameCode=SEA_LOTTO_003',
    );
    for (const kind of ['digits', 'keno', 'pk10'] as const)
      expect(lotteryRoute({ code: 'KIM_LONG_LOTT_001', kind })).toBe('/lottery?gameCode=KIM_LONG_LOTT_001');
  });
});
