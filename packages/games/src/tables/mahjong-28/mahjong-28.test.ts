import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairSource, seededSource } from '../../fair/index.ts';
import { InstantGameError } from '../../instant/shared/errors.ts';
import { returnRatio, scriptedSource, simulate } from '../../instant/shared/testing.ts';
import { simulationRounds } from '../../simulation-size.ts';
import {
  compareMahjong28Hands,
  DEFAULT_MAHJONG_28_CONFIG as config,
  dealMahjong28,
  dealMahjong28Tiles,
  freshMahjong28Tiles,
  MAHJONG_28_POSITIONS,
  MAHJONG_28_SEATS,
  MAHJONG_28_TILE_KINDS,
  type Mahjong28Bet,
  type Mahjong28BetType,
  type Mahjong28Config,
  type Mahjong28Hand,
  type Mahjong28Outcome,
  type Mahjong28Position,
  type Mahjong28Tile,
  type Mahjong28Versus,
  mahjong28DealCounts,
  mahjong28ExactRtp,
  mahjong28HandOf,
  mahjong28HandRank,
  mahjong28RtpTable,
  playMahjong28,
  settleMahjong28,
  validateMahjong28Config,
} from './index.ts';

const ROUNDS = simulationRounds(1_000_000);
const W = 10; // the white dragon
const hand = (first: number, second: number) => mahjong28HandOf([first, second] as Mahjong28Tile[]);
const bet = (type: Mahjong28BetType, selection: Mahjong28Position, stake = 1_000n): Mahjong28Bet => ({
  type,
  selection,
  stake,
});

/** An outcome from four hands (banker first), evaluated as the dealer would. */
function outcome(...seats: [number, number][]): Mahjong28Outcome {
  const [banker, player_1, player_2, player_3] = seats.map(([a, b]) => hand(a, b)) as [
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

/** The InstantGameError code a call throws ('none' if it returns). */
function codeOf(run: () => unknown): string {
  try {
    run();
    return 'none';
  } catch (error) {
    return error instanceof InstantGameError ? error.code : 'other';
  }
}

/** An independent ranking, written from the rules' words: [class, points in halves, higher dot]. */
function slowKey(a: number, b: number): number[] {
  if (a === b) return [3, a]; // pairs, white (10) highest
  if (a + b === 10 && (a === 2 || b === 2)) return [2]; // 2 and 8
  const value = (tile: number) => (tile === W ? 0.5 : tile);
  const points = (value(a) + value(b)) % 10;
  if (points === 0) return [0];
  return [1, points, Math.max(a === W ? 0 : a, b === W ? 0 : b)];
}
function slowCompare(x: number[], y: number[]): number {
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

describe('mahjong-28 tiles and hands', () => {
  it('shuffles the 40-tile set like dealCards: tile i is randomInt(source, 40 − i) into what is left', () => {
    expect(freshMahjong28Tiles()).toHaveLength(40);
    expect(freshMahjong28Tiles().slice(0, 6)).toEqual([1, 1, 1, 1, 2, 2]);
    expect(freshMahjong28Tiles().slice(-4)).toEqual([W, W, W, W]);
    // 39 swaps position 0 with the last (a white); 0 keeps position 1 (a 1-dot); 34 takes position 36 (a white)
    expect(dealMahjong28Tiles(scriptedSource([39, 0, 34]), 3)).toEqual([W, 1, W]);
  });

  it('ranks the white pair, then pairs 9 … 1, then 28, then points with white ½ and the higher dot breaking ties', () => {
    const ladder = [
      hand(W, W),
      hand(9, 9),
      hand(5, 5),
      hand(1, 1),
      hand(8, 2),
      hand(9, W), // 9½
      hand(1, 8), // 9, high 8
      hand(4, 5), // 9, high 5
      hand(W, 8), // 8½
      hand(7, 1), // 8, high 7
      hand(6, 2), // 8, high 6
      hand(3, 5), // 8, high 5
      hand(5, 9), // 4, high 9
      hand(6, 8), // 4, high 8
      hand(1, W), // 1½
      hand(W, 1), // the same hand
      hand(1, 9), // 0 (蹩十)
      hand(4, 6), // 0 too: every zero is equal
    ];
    for (let i = 0; i + 1 < ladder.length; i++) {
      const order = compareMahjong28Hands(ladder[i] as Mahjong28Hand, ladder[i + 1] as Mahjong28Hand);
      if (i === 14 || i === 16) expect(order, `step ${i}`).toBe(0);
      else expect(order, `step ${i}`).toBeGreaterThan(0);
    }
    expect(hand(W, 9)).toEqual({ tiles: [W, 9], category: 'points', points: 9.5 });
    expect(hand(2, 8)).toMatchObject({ category: 'twenty_eight', points: 0 });
    expect(hand(7, 7)).toMatchObject({ category: 'pair', points: 4 });
    expect(hand(3, 7).points).toBe(0);
  });

  it('agrees with a ranking written independently from the rules, on all 100 × 100 ordered pairs of hands', () => {
    for (const a of MAHJONG_28_TILE_KINDS)
      for (const b of MAHJONG_28_TILE_KINDS)
        for (const c of MAHJONG_28_TILE_KINDS)
          for (const d of MAHJONG_28_TILE_KINDS) {
            const fast = Math.sign(mahjong28HandRank(a, b) - mahjong28HandRank(c, d));
            expect(fast).toBe(Math.sign(slowCompare(slowKey(a, b), slowKey(c, d))));
          }
  });
});

describe('mahjong-28 settlement', () => {
  it('deals dealMahjong28Tiles(source, 8) two at a time, banker first', () => {
    // words of 0 keep the set's order: 1 1 | 1 1 | 2 2 | 2 2
    const bets = MAHJONG_28_POSITIONS.map((position) => bet('win', position));
    const result = playMahjong28(config, bets, scriptedSource(Array(8).fill(0)));
    expect(MAHJONG_28_SEATS.map((seat) => result.outcome[seat].tiles)).toEqual([
      [1, 1],
      [1, 1],
      [2, 2],
      [2, 2],
    ]);
    expect(result.outcome.versusBanker).toEqual({ player_1: 'tie', player_2: 'win', player_3: 'win' });
    expect(result.bets.map((settled) => [settled.multiplierX100, settled.payout, settled.won])).toEqual([
      [100, 1_000n, false], // equal pairs: pushed
      [195, 1_950n, true],
      [195, 1_950n, true],
    ]);
  });

  it('pays win 1:0.95, pushes equal hands (or loses them when ties go to the banker), and pays a pair 11:1', () => {
    const round = outcome([8, 2], [W, W], [1, 9], [4, 6]); // banker 28; white pair wins; two zeros lose
    expect(round.versusBanker).toEqual({ player_1: 'win', player_2: 'lose', player_3: 'lose' });
    const bets = [
      bet('win', 'player_1'),
      bet('pair', 'player_1'),
      bet('win', 'player_2'),
      bet('pair', 'player_3'),
    ];
    const result = settleMahjong28(config, bets, round);
    expect(result.bets.map((settled) => settled.payout)).toEqual([1_950n, 12_000n, 0n, 0n]);
    expect(result.bets.map((settled) => settled.won)).toEqual([true, true, false, false]);
    expect(result).toMatchObject({ totalStake: 4_000n, totalPayout: 13_950n });
    // zero against zero, and 9½ against 9½: equal hands
    const ties = outcome([3, 7], [1, 9], [W, 9], [5, 5]);
    expect(ties.versusBanker).toEqual({ player_1: 'tie', player_2: 'win', player_3: 'win' });
    const tied = outcome([W, 9], [9, W], [6, 3], [5, 5]);
    expect(tied.versusBanker).toEqual({ player_1: 'tie', player_2: 'lose', player_3: 'win' });
    const tieBets = [bet('win', 'player_1'), bet('pair', 'player_3')];
    expect(settleMahjong28(config, tieBets, tied).bets.map((settled) => settled.payout)).toEqual([
      1_000n,
      12_000n,
    ]);
    const bankerTakesTies: Mahjong28Config = { ...config, tiesGoToBanker: true };
    expect(settleMahjong28(bankerTakesTies, tieBets, tied).bets.map((settled) => settled.payout)).toEqual([
      0n,
      12_000n,
    ]);
    // the same points: the higher dot wins (7-1 over 6-2), and 1:0.95 floors odd stakes
    const close = outcome([6, 2], [7, 1], [3, 5], [W, 7]);
    expect(close.versusBanker).toEqual({ player_1: 'win', player_2: 'lose', player_3: 'lose' });
    const odd = settleMahjong28(config, [bet('win', 'player_1', 1_001n)], close);
    expect(odd.bets[0]).toMatchObject({ multiplierX100: 195, payout: 1_951n }); // floor(1,001 × 1.95)
  });

  it('refuses unknown bets, bad positions, empty rounds and bad stakes', () => {
    const round = dealMahjong28(seededSource(1));
    const bad =
      (bets: unknown): (() => unknown) =>
      () =>
        settleMahjong28(config, bets as Mahjong28Bet[], round);
    expect(bad([])).toThrow(InstantGameError);
    expect(bad([{ type: 'tie', selection: 'player_1', stake: 1n }])).toThrow(/bet type/);
    expect(bad([{ type: 'win', selection: 'banker', stake: 1n }])).toThrow(/position/);
    expect(bad([{ type: 'pair', selection: 'player_4', stake: 1n }])).toThrow(/position/);
    expect(bad(Array(31).fill(bet('win', 'player_1')))).toThrow(/at most 30/);
    expect(codeOf(bad([{ type: 'win', selection: 'player_1', stake: 0n }]))).toBe('invalid_stake');
    expect(codeOf(bad([{ type: 'win', selection: 'player_1', stake: 100 }]))).toBe('invalid_stake');
    expect(codeOf(bad([{ type: 'win', selection: 'player_9', stake: 5n }]))).toBe('invalid_bet');
  });

  it('refuses a malformed outcome or one its tiles do not make', () => {
    const good = outcome([8, 2], [W, W], [1, 9], [4, 6]);
    const settle = (round: unknown) => () =>
      settleMahjong28(config, [bet('win', 'player_1')], round as Mahjong28Outcome);
    expect(settle(good)).not.toThrow();
    expect(settle(JSON.parse(JSON.stringify(good)))).not.toThrow();
    expect(settle(null)).toThrow(/two tiles/);
    expect(settle({ ...good, player_3: undefined })).toThrow(/two tiles/);
    expect(settle({ ...good, player_2: { ...good.player_2, tiles: [1, 9, 3] } })).toThrow(/two tiles/);
    expect(settle({ ...good, player_2: hand(0, 9) })).toThrow(/two tiles/);
    expect(settle({ ...good, player_2: hand(1.5, 9) })).toThrow(/two tiles/);
    expect(settle(outcome([8, 2], [W, W], [1, 9], [W, W]))).not.toThrow(); // four whites: all the set has
    expect(settle(outcome([W, 1], [W, W], [1, 9], [W, W]))).toThrow(/four times/);
    expect(settle({ ...good, banker: { ...good.banker, category: 'points' } })).toThrow(/banker hand/);
    expect(settle({ ...good, player_1: { ...good.player_1, points: 9 } })).toThrow(/player_1 hand/);
    expect(settle({ ...good, versusBanker: { ...good.versusBanker, player_2: 'tie' } })).toThrow(/player_2/);
    expect(codeOf(settle(null))).toBe('invalid_bet');
  });

  it('deals legal rounds whose results agree with the independent ranking, and pays within bounds', () => {
    const bets = MAHJONG_28_POSITIONS.flatMap((position) => [bet('win', position), bet('pair', position)]);
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const result = playMahjong28(config, bets, seededSource(seed));
        const round = result.outcome;
        const tiles = MAHJONG_28_SEATS.flatMap((seat) => round[seat].tiles);
        if (tiles.length !== 8) return false;
        for (const kind of MAHJONG_28_TILE_KINDS)
          if (tiles.filter((t) => t === kind).length > 4) return false;
        const bank = slowKey(round.banker.tiles[0] as number, round.banker.tiles[1] as number);
        for (const position of MAHJONG_28_POSITIONS) {
          const [a, b] = round[position].tiles as [number, number];
          const order = slowCompare(slowKey(a, b), bank);
          const expected = order > 0 ? 'win' : order === 0 ? 'tie' : 'lose';
          if (round.versusBanker[position] !== expected) return false;
          if ((round[position].category === 'pair') !== (a === b)) return false;
        }
        if (!result.bets.every((settled) => settled.payout >= 0n && settled.payout <= 12_000n)) return false;
        const replayed = settleMahjong28(config, bets, JSON.parse(JSON.stringify(round)) as Mahjong28Outcome);
        return replayed.totalPayout === result.totalPayout;
      }),
      { numRuns: 500 },
    );
  });

  it('deals the same round from the same fair seeds (golden round)', () => {
    const seeds = { serverSeed: 'mahjong28-server', clientSeed: 'player', nonce: 8 };
    const bets = [bet('win', 'player_1'), bet('win', 'player_2'), bet('pair', 'player_3')];
    const first = playMahjong28(config, bets, fairSource(seeds));
    expect(playMahjong28(config, bets, fairSource(seeds))).toEqual(first);
    // golden values for the verification page, recomputed by the Python script in docs/games/tables/mahjong-28.md
    expect(MAHJONG_28_SEATS.map((seat) => first.outcome[seat].tiles)).toEqual(GOLDEN_TILES);
    expect(first.outcome.versusBanker).toEqual(GOLDEN_VERSUS);
    expect(first.bets.map((settled) => settled.payout)).toEqual(GOLDEN_PAYOUTS);
  });
});

describe('mahjong-28 RTP', () => {
  it('enumerates every deal of 8 tiles exactly once, the same for all three positions', () => {
    const { positions, total } = mahjong28DealCounts();
    expect(total).toBe(40n * 39n * 38n * 37n * 36n * 35n * 34n * 33n);
    for (const position of MAHJONG_28_POSITIONS) {
      const counts = positions[position];
      expect(counts).toEqual(positions.player_1);
      expect(counts.win + counts.tie + counts.lose).toBe(total);
      expect(counts.win).toBe(counts.lose); // a position and the banker are interchangeable
      expect(counts.pair * 13n).toBe(total); // 10 kinds × 4 × 3 of 40 × 39 ordered pairs
    }
    // independently: the banker's and one position's four tiles, in every order of kinds (10^4), the rest free
    let win = 0;
    let tie = 0;
    for (const a of MAHJONG_28_TILE_KINDS)
      for (const b of MAHJONG_28_TILE_KINDS)
        for (const c of MAHJONG_28_TILE_KINDS)
          for (const d of MAHJONG_28_TILE_KINDS) {
            const seen = new Map<number, number>();
            let ways = 1;
            for (const tile of [a, b, c, d]) {
              const before = seen.get(tile) ?? 0;
              ways *= 4 - before;
              seen.set(tile, before + 1);
            }
            const order = mahjong28HandRank(c, d) - mahjong28HandRank(a, b);
            if (order > 0) win += ways;
            else if (order === 0) tie += ways;
          }
    const rest = 36n * 35n * 34n * 33n;
    expect(positions.player_1.win).toBe(BigInt(win) * rest);
    expect(positions.player_1.tie).toBe(BigInt(tie) * rest);
    expect(win / (40 * 39 * 38 * 37)).toBeCloseTo(22_511 / 45_695, 15);
  });

  it('is 97.5368 % for win and 12/13 for pair, and refuses configs outside [90 %, 100 %)', () => {
    validateMahjong28Config(config);
    expect(mahjong28ExactRtp(config, 'win')).toBeCloseTo(0.9753682022103075, 15);
    expect(mahjong28ExactRtp(config, 'pair')).toBeCloseTo(12 / 13, 15);
    expect(mahjong28RtpTable(config).map((row) => row.bet)).toEqual(['win', 'pair']);
    const bankerTakesTies = { ...config, tiesGoToBanker: true };
    validateMahjong28Config(bankerTakesTies);
    expect(mahjong28ExactRtp(bankerTakesTies, 'win')).toBeCloseTo((1.95 * 22_511) / 45_695, 14);
    const withConfig = (change: Partial<Mahjong28Config>) => () =>
      validateMahjong28Config({ ...config, ...change });
    expect(withConfig({ payouts: { win: 200, pair: 1_200 } })).toThrow(/win: RTP 100/);
    expect(withConfig({ payouts: { win: 195, pair: 1_300 } })).toThrow(/pair: RTP 100/);
    expect(withConfig({ payouts: { win: 195, pair: 1_100 } })).toThrow(/pair: RTP 84/);
    expect(withConfig({ payouts: { win: 195.5, pair: 1_200 } })).toThrow(/win payout/);
    expect(withConfig({ tiesGoToBanker: 1 as unknown as boolean })).toThrow(/tiesGoToBanker/);
    expect(withConfig({ maxBetsPerRound: 0 })).toThrow(/maxBetsPerRound/);
    expect(codeOf(withConfig({ maxBetsPerRound: 0 }))).toBe('invalid_game_config');
  });

  for (const type of ['win', 'pair'] as const) {
    it(`simulates ${ROUNDS.toLocaleString('en')} rounds of ${type} on all three positions within 4 standard errors`, () => {
      const source = seededSource(type.length + 28);
      const bets = MAHJONG_28_POSITIONS.map((position) => bet(type, position, 10_000n));
      const sim = simulate(ROUNDS, () =>
        returnRatio(playMahjong28(config, bets, source).totalPayout, 30_000n),
      );
      expect(Math.abs(sim.rtp - mahjong28ExactRtp(config, type))).toBeLessThan(4 * sim.standardError);
    });
  }
});

/** 9 5 against 5 9 (the same hand: pushed), 7 2 (9 points) and W 4 (4½) beat the banker's 4 points. */
const GOLDEN_TILES = [
  [9, 5],
  [5, 9],
  [7, 2],
  [W, 4],
];
const GOLDEN_VERSUS = { player_1: 'tie', player_2: 'win', player_3: 'win' };
const GOLDEN_PAYOUTS = [1_000n, 1_950n, 0n];
