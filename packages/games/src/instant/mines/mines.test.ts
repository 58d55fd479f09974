import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairSource, seededSource } from '../../fair/index.ts';
import { simulationRounds } from '../../simulation-size.ts';
import { InstantGameError } from '../shared/errors.ts';
import { returnRatio, scriptedSource, simulate } from '../shared/testing.ts';
import {
  cashOutMines,
  DEFAULT_MINES_CONFIG as config,
  type MinesRound,
  minesExactRtp,
  minesMultiplierLadder,
  minesMultiplierX100,
  minesPlayerView,
  minesRtpTable,
  revealTile,
  startMines,
  validateMinesConfig,
} from './index.ts';

const ROUNDS = simulationRounds(1_000_000);

/** Zero words: each step swaps position i with position 0, so the mines are tiles 0, 24, 23, … */
const ZERO_WORDS = Array.from({ length: 24 }, () => 0);

describe('mines layout', () => {
  it('takes the tiles a partial Fisher–Yates shuffle moves to the last positions', () => {
    const round = startMines(config, { stake: 100n, mines: 3 }, scriptedSource(ZERO_WORDS));
    expect(round.mines).toEqual([0, 23, 24]);
    expect(round.status).toBe('playing');
    expect(round.multiplierX100).toBe(0);
  });

  it('draws the same layout from the same fair seeds', () => {
    const seeds = { serverSeed: 'mines-server', clientSeed: 'player', nonce: 4 };
    const first = startMines(config, { stake: 100n, mines: 5 }, fairSource(seeds));
    expect(startMines(config, { stake: 100n, mines: 5 }, fairSource(seeds)).mines).toEqual(first.mines);
    expect(first.mines).toEqual([12, 16, 19, 22, 24]); // golden value for the verification page
  });
});

describe('mines multipliers', () => {
  it('is (1 − edge) × C(25,k) / C(25−m,k), floored to hundredths', () => {
    expect(minesMultiplierX100(config, 1, 1)).toBe(103); // 0.99 × 25/24 = 1.03125
    expect(minesMultiplierX100(config, 3, 5)).toBe(199); // 0.99 × 53130/26334 = 1.9973…
    expect(minesMultiplierX100(config, 24, 1)).toBe(2475); // 0.99 × 25
    expect(minesMultiplierX100(config, 12, 13)).toBe(Math.floor((9_900 * 5_200_300) / 100)); // C(13,13) = 1
    expect(minesMultiplierLadder(config, 24)).toEqual([0, 2475]);
  });

  it('keeps every (mines, reveals) RTP in [90 %, 99 %]', () => {
    validateMinesConfig(config);
    for (const { rtp } of minesRtpTable(config)) {
      expect(rtp).toBeGreaterThanOrEqual(0.9);
      expect(rtp).toBeLessThanOrEqual(0.99);
    }
    expect(minesRtpTable(config)).toHaveLength(300);
  });
});

describe('mines moves', () => {
  const start = (): MinesRound => startMines(config, { stake: 1_000n, mines: 3 }, scriptedSource(ZERO_WORDS));

  it('pays the multiplier of the safe reveals on cash out', () => {
    const round = cashOutMines(revealTile(revealTile(start(), 5), 6));
    expect(round.status).toBe('cashed_out');
    expect(round.revealed).toEqual([5, 6]);
    expect(round.payout).toBe((1_000n * BigInt(minesMultiplierX100(config, 3, 2))) / 100n);
  });

  it('loses on a mine and leaves the earlier state untouched', () => {
    const before = revealTile(start(), 5);
    const after = revealTile(before, 24);
    expect(after).toMatchObject({ status: 'lost', hitMine: 24, multiplierX100: 0, payout: 0n });
    expect(before.status).toBe('playing');
    expect(before.revealed).toEqual([5]);
  });

  it('cashes out by itself when the last safe tile is revealed', () => {
    let round = startMines(config, { stake: 100n, mines: 24 }, scriptedSource(ZERO_WORDS));
    const safe = [...Array(25).keys()].find((tile) => !round.mines.includes(tile)) as number;
    round = revealTile(round, safe);
    expect(round).toMatchObject({ status: 'cashed_out', payout: 2_475n });
  });

  it('refuses bad moves and bad bets with typed errors', () => {
    const round = revealTile(start(), 5);
    expect(() => revealTile(round, 5)).toThrow(/already revealed/);
    expect(() => revealTile(round, 25)).toThrow(InstantGameError);
    expect(() => cashOutMines(start())).toThrow(/reveal a tile/);
    expect(() => revealTile(cashOutMines(round), 6)).toThrow(/over/);
    expect(() => startMines(config, { stake: 100n, mines: 0 }, seededSource(1))).toThrow(/mines/);
    expect(() => startMines(config, { stake: 100n, mines: 25 }, seededSource(1))).toThrow(InstantGameError);
    expect(() => startMines(config, { stake: -1n, mines: 3 }, seededSource(1))).toThrow(/stake/);
  });

  it('hides the mines from the player until the round is over', () => {
    const round = revealTile(start(), 5);
    expect(minesPlayerView(round).mines).toBeNull();
    expect('config' in minesPlayerView(round)).toBe(false);
    expect(minesPlayerView(revealTile(round, 0)).mines).toEqual([0, 23, 24]);
  });

  it('never calls a mine safe, and the multiplier only grows while playing', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 1, max: 24 }),
        fc.shuffledSubarray([...Array(25).keys()]),
        (seed, mines, picks) => {
          let round = startMines(config, { stake: 500n, mines }, seededSource(seed));
          let last = 0;
          for (const tile of picks) {
            if (round.status !== 'playing') break;
            round = revealTile(round, tile);
            if (round.status === 'lost') return round.mines.includes(tile) && round.payout === 0n;
            if (round.mines.includes(tile) || round.multiplierX100 < last) return false;
            last = round.multiplierX100;
          }
          return round.payout >= 0n;
        },
      ),
    );
  });
});

describe('mines RTP', () => {
  for (const [mines, reveals] of [
    [3, 5],
    [12, 3],
    [24, 1],
  ] as const) {
    it(`simulates ${ROUNDS.toLocaleString('en')} rounds of ${mines} mines, ${reveals} reveals, within 4 standard errors of the exact RTP`, () => {
      const source = seededSource(mines * 100 + reveals);
      const bet = { stake: 10_000n, mines };
      const sim = simulate(ROUNDS, () => {
        let round = startMines(config, bet, source);
        for (let tile = 0; tile < reveals && round.status === 'playing'; tile++)
          round = revealTile(round, tile);
        if (round.status === 'playing') round = cashOutMines(round);
        return returnRatio(round.payout, bet.stake);
      });
      expect(Math.abs(sim.rtp - minesExactRtp(config, mines, reveals))).toBeLessThan(4 * sim.standardError);
    });
  }
});
