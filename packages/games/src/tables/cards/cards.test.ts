import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairSource, seededSource } from '../../fair/index.ts';
import { scriptedSource } from '../../instant/shared/testing.ts';
import { cardCode, dealCards, freshShoe, parseCard } from './index.ts';

describe('cards', () => {
  it('builds shoes of whole decks: 52 distinct cards a deck', () => {
    expect(freshShoe(1)).toHaveLength(52);
    expect(new Set(freshShoe(1).map(cardCode)).size).toBe(52);
    expect(freshShoe(8)).toHaveLength(416);
    expect(() => freshShoe(0)).toThrow(RangeError);
  });

  it('deals the i-th card as randomInt(source, remaining) into what is left', () => {
    // 0 takes the first card left (ace of spades), then 1 the second card left of 51 (3 of spades)
    expect(dealCards(scriptedSource([0, 1]), 1, 2).map(cardCode)).toEqual(['AS', '3S']);
  });

  it('never deals more of a card than the shoe holds', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 8 }), (seed, decks) => {
        const dealt = dealCards(seededSource(seed), decks, 30).map(cardCode);
        const counts = new Map<string, number>();
        for (const code of dealt) counts.set(code, (counts.get(code) ?? 0) + 1);
        return [...counts.values()].every((n) => n <= decks);
      }),
    );
  });

  it('deals the same cards from the same fair seeds', () => {
    const seeds = { serverSeed: 'cards-server', clientSeed: 'table', nonce: 1 };
    expect(dealCards(fairSource(seeds), 8, 6)).toEqual(dealCards(fairSource(seeds), 8, 6));
  });

  it('reads back every card code', () => {
    for (const card of freshShoe(1)) expect(parseCard(cardCode(card))).toEqual(card);
    expect(() => parseCard('1S')).toThrow(/not a card/);
    expect(() => parseCard('10X')).toThrow(/not a card/);
  });
});
