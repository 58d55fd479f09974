import type { Game } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { withFavourite } from './favourite-list';

function card(code: string): Game {
  return {
    gameId: code,
    nodeId: '1',
    code,
    vassalage: 'V',
    accountTypeName: 'V',
    gameName: code,
    displayName: code,
    nodeName: 'Vendor',
    gameType: 'RNG',
    showIcon: '',
    smallIcon: '',
    supportPlay: true,
    defaultPlayType: null,
    isGame: null,
    isHot: 0,
    minBet: '100',
    maintenanceUntil: null,
  };
}

const codes = (list: Game[] | undefined) => list?.map((game) => game.code);

describe('the favourites list after a change (optimistic update)', () => {
  const list = [card('B'), card('C')];

  it('puts a game added first, as the server lists the latest added', () => {
    expect(codes(withFavourite(list, { code: 'A', favourite: true, game: card('A') }))).toEqual([
      'A',
      'B',
      'C',
    ]);
  });

  it('takes a game out', () => {
    expect(codes(withFavourite(list, { code: 'C', favourite: false }))).toEqual(['B']);
    expect(codes(withFavourite(list, { code: 'Z', favourite: false }))).toEqual(['B', 'C']);
  });

  it('changes nothing when a favourite is added again or its card is unknown', () => {
    expect(codes(withFavourite(list, { code: 'C', favourite: true, game: card('C') }))).toEqual(['B', 'C']);
    expect(codes(withFavourite(list, { code: 'A', favourite: true }))).toEqual(['B', 'C']);
  });

  it('leaves a list not fetched yet alone, and never changes the list it is given', () => {
    expect(withFavourite(undefined, { code: 'A', favourite: true, game: card('A') })).toBeUndefined();
    withFavourite(list, { code: 'B', favourite: false });
    expect(codes(list)).toEqual(['B', 'C']);
  });
});
