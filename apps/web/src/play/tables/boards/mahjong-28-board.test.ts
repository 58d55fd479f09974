import {
  compareMahjong28Hands,
  type Mahjong28Hand,
  type Mahjong28Outcome,
  type Mahjong28Tile,
  type Mahjong28Versus,
  mahjong28HandOf,
  seededSource,
  tableEngine,
} from '@app/games';
import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/texts';
import { MAHJONG_28_DONE_MS, tileDots, tileName } from '../outcomes/mahjong-tiles';
import { TABLE_TEXTS } from '../table-texts';
import {
  halfPoints,
  mahjong28Board,
  mahjong28HandText,
  mahjong28Results,
  mahjong28Summary,
} from './mahjong-28-board';

const vi = { x: translator(TABLE_TEXTS, 'vi'), lang: 'vi' as const };
const en = { x: translator(TABLE_TEXTS, 'en'), lang: 'en' as const };
const W = 10; // the white dragon

const hand = (a: number, b: number) => mahjong28HandOf([a, b] as Mahjong28Tile[]);

/** An outcome from four hands (banker first), evaluated as the engine does. */
function outcome(...seats: [number, number][]): Mahjong28Outcome {
  const [banker, player_1, player_2, player_3] = seats.map(([a, b]) => hand(a, b)) as Mahjong28Hand[] as [
    Mahjong28Hand,
    Mahjong28Hand,
    Mahjong28Hand,
    Mahjong28Hand,
  ];
  const versus = (position: Mahjong28Hand): Mahjong28Versus => {
    const order = compareMahjong28Hands(position, banker);
    return order > 0 ? 'win' : order === 0 ? 'tie' : 'lose';
  };
  return {
    banker,
    player_1,
    player_2,
    player_3,
    versusBanker: { player_1: versus(player_1), player_2: versus(player_2), player_3: versus(player_3) },
  };
}

describe('the mahjong 28 board', () => {
  const spots = mahjong28Board.sections(vi).flatMap((section) => section.spots);

  it('offers win and pair on Cửa 1, 2, 3, at the engine’s payouts', () => {
    expect(spots.map((spot) => spot.key)).toEqual(['win:1', 'win:2', 'win:3', 'pair:1', 'pair:2', 'pair:3']);
    expect(spots.map((spot) => spot.label)).toEqual(['Cửa 1', 'Cửa 2', 'Cửa 3', 'Cửa 1', 'Cửa 2', 'Cửa 3']);
    expect(spots.map((spot) => spot.odds)).toEqual(['0,95:1', '0,95:1', '0,95:1', '11:1', '11:1', '11:1']);
    expect(spots[0]?.name).toBe('Thắng cửa 1');
    expect(spots[5]?.name).toBe('Đôi cửa 3');
    const english = mahjong28Board.sections(en).flatMap((section) => section.spots);
    expect(english.map((spot) => spot.odds)).toEqual(['0.95:1', '0.95:1', '0.95:1', '11:1', '11:1', '11:1']);
    expect(english[3]?.name).toBe('Player 1 pair');
    expect(english[2]?.name).toBe('Player 3 wins');
  });

  it('places every spot at the table as one placement', () => {
    expect(mahjong28Board.maxBets).toBeGreaterThanOrEqual(spots.length);
    const engine = tableEngine('mahjong-28');
    const settled = engine.settle(
      spots.map((spot) => ({ ...spot.bet, stake: 1_000n })),
      engine.deal(seededSource(5)),
    );
    expect(settled.bets).toHaveLength(6);
  });

  it('lights a win spot when its position beats the banker (not on a tie), a pair spot on a pair', () => {
    // banker 4 points (9-5); cửa 1 the same hand (tie), cửa 2 a pair of 3s, cửa 3 bust (1-9)
    const o = outcome([9, 5], [5, 9], [3, 3], [1, 9]);
    const lit = spots.filter((spot) => spot.wins(o)).map((spot) => spot.key);
    expect(lit).toEqual(['win:2', 'pair:2']);
  });

  it('reads the road badge off the outcome: the positions that beat the banker, else the banker', () => {
    const o = outcome([9, 5], [5, 9], [7, 2], [W, 4]);
    expect(mahjong28Results(o)).toEqual({ winners: [2, 3], ties: [1], pairs: [] });
    expect(mahjong28Board.badge(o, vi)).toEqual({
      text: '2 3',
      tone: 'blue',
      label: 'Thắng: Cửa 2, Cửa 3 · Hòa: Cửa 1',
    });
    const bankerTakesAll = outcome([W, W], [9, 9], [2, 8], [4, 5]);
    expect(mahjong28Board.badge(bankerTakesAll, vi)).toEqual({
      text: 'NC',
      tone: 'red',
      label: 'Nhà cái thắng cả ba · Đôi: Cửa 1',
    });
    expect(mahjong28Board.badge(bankerTakesAll, en).label).toBe(
      'The banker beats all three · Pair: Player 1',
    );
    const pushed = outcome([1, 9], [3, 7], [4, 6], [6, 4]);
    expect(mahjong28Board.badge(pushed, vi)).toMatchObject({ text: 'NC', tone: 'red' });
    expect(mahjong28Summary(pushed, vi.x)).toBe('Không cửa nào thắng nhà cái · Hòa: Cửa 1, Cửa 2, Cửa 3');
  });

  it('names each hand: pairs, 28, points with halves, bust', () => {
    const text = (a: number, b: number, x = vi.x) => mahjong28HandText(hand(a, b), x);
    expect(text(9, 9)).toBe('Đôi 9');
    expect(text(W, W)).toBe('Đôi trắng');
    expect(text(2, 8)).toBe('28');
    expect(text(8, 2)).toBe('28');
    expect(text(W, 8)).toBe('8½ điểm');
    expect(text(W, 9)).toBe('9½ điểm');
    expect(text(7, 5)).toBe('2 điểm');
    expect(text(4, 6)).toBe('Bù');
    expect(text(W, 1)).toBe('1½ điểm');
    expect(text(3, 8, en.x)).toBe('1 point');
    expect(text(6, 6, en.x)).toBe('Pair of 6s');
    expect(text(W, W, en.x)).toBe('White pair');
    expect(text(1, 9, en.x)).toBe('Bust');
    expect(halfPoints(0.5)).toBe('0½');
    expect(halfPoints(7)).toBe('7');
  });

  it('names every hand of 100 deals, and reads every badge', () => {
    const engine = tableEngine('mahjong-28');
    for (let seed = 1; seed <= 100; seed++) {
      const o = JSON.parse(JSON.stringify(engine.deal(seededSource(seed)))) as Mahjong28Outcome;
      for (const seat of ['banker', 'player_1', 'player_2', 'player_3'] as const)
        expect(mahjong28HandText(o[seat], vi.x)).toMatch(/^(Đôi (\d|trắng)|28|\d½? điểm|Bù)$/);
      const badge = mahjong28Board.badge(o, vi);
      expect(badge.text).toMatch(/^(NC|[123]( [23])*)$/);
      expect(badge.label.length).toBeGreaterThan(0);
    }
  });

  it('lights the spots once every tile is face up', () => {
    expect(mahjong28Board.revealMs).toBeGreaterThanOrEqual(MAHJONG_28_DONE_MS);
  });
});

describe('the mahjong tiles', () => {
  it('draws n circles on the n-dots tile, inside the face, and none on the white dragon', () => {
    for (let n = 1; n <= 9; n++) {
      const dots = tileDots(n);
      expect(dots).toHaveLength(n);
      for (const dot of dots) {
        expect(dot.x - dot.r).toBeGreaterThanOrEqual(6);
        expect(dot.x + dot.r).toBeLessThanOrEqual(54);
        expect(dot.y - dot.r).toBeGreaterThanOrEqual(5);
        expect(dot.y + dot.r).toBeLessThanOrEqual(69);
      }
      // no two circles overlap
      for (const [i, a] of dots.entries())
        for (const b of dots.slice(i + 1))
          expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(a.r + b.r);
    }
    expect(tileDots(W)).toEqual([]);
  });

  it('names a tile for screen readers', () => {
    expect(tileName(9, vi.x)).toBe('9 tròn');
    expect(tileName(W, vi.x)).toBe('Bạch bản');
    expect(tileName(3, en.x)).toBe('3 dots');
    expect(tileName(W, en.x)).toBe('White dragon');
  });
});
