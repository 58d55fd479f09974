import { describe, expect, it } from 'vitest';
import { gameRoute } from './game-route';

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
