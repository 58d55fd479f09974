import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/texts';
import {
  cardName,
  cardsName,
  keepHeld,
  parseCode,
  shortCards,
  sortTienLen,
  tienLenValue,
  toggleCard,
} from './pvp-cards';
import { PVP_TEXTS } from './pvp-texts';

const vi = translator(PVP_TEXTS, 'vi');
const en = translator(PVP_TEXTS, 'en');

describe('tiến lên card order', () => {
  it('sorts 3 low … K, A, then 2 high', () => {
    expect(sortTienLen(['2H', 'AS', 'KD', '10C', '3D', 'JS', '9H', '4C'])).toEqual([
      '3D',
      '4C',
      '9H',
      '10C',
      'JS',
      'KD',
      'AS',
      '2H',
    ]);
  });

  it('sorts the same rank by suit: ♠ < ♣ < ♦ < ♥', () => {
    expect(sortTienLen(['3H', '3D', '3S', '3C'])).toEqual(['3S', '3C', '3D', '3H']);
    expect(tienLenValue('3S')).toBe(0);
    expect(tienLenValue('2H')).toBe(51);
  });

  it('leaves the input alone and puts an unknown code last', () => {
    const hand = ['2S', 'XX', '3S'];
    expect(sortTienLen(hand)).toEqual(['3S', '2S', 'XX']);
    expect(hand).toEqual(['2S', 'XX', '3S']);
  });
});

describe('picking cards', () => {
  it('toggles a card in and out, keeping the order they were picked in', () => {
    let picked = toggleCard([], '5H');
    picked = toggleCard(picked, '3S');
    expect(picked).toEqual(['5H', '3S']);
    expect(toggleCard(picked, '5H')).toEqual(['3S']);
    expect(toggleCard(['3S'], '3S')).toEqual([]);
  });

  it('drops picked cards that are no longer in hand, and keeps the same array when none went', () => {
    const picked = ['3S', '4S'];
    expect(keepHeld(picked, ['3S', '4S', '9D'])).toBe(picked);
    expect(keepHeld(picked, ['4S', '9D'])).toEqual(['4S']);
    expect(keepHeld(picked, [])).toEqual([]);
  });
});

describe('card names', () => {
  it('reads cards out in Vietnamese and English', () => {
    expect(cardName('3S', vi)).toBe('3 bích');
    expect(cardName('AH', vi)).toBe('Át cơ');
    expect(cardName('10D', vi)).toBe('10 rô');
    expect(cardName('QC', vi)).toBe('Q chuồn');
    expect(cardName('3S', en)).toBe('3 of spades');
    expect(cardName('KH', en)).toBe('King of hearts');
    expect(cardsName(['3S', '4S'], vi)).toBe('3 bích, 4 bích');
  });

  it('writes cards short with suit signs', () => {
    expect(shortCards(['3S', '10H', 'QD', 'AC'])).toBe('3♠ 10♥ Q♦ A♣');
  });

  it('parses a code for the card face, and gives null for a code it cannot draw', () => {
    expect(parseCode('AS')).toEqual({ rank: 1, suit: 'spades' });
    expect(parseCode('10H')).toEqual({ rank: 10, suit: 'hearts' });
    expect(parseCode('1Z')).toBeNull();
  });
});
