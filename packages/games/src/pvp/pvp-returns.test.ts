import { describe, expect, it } from 'vitest';
import { type RandomSource, seededSource } from '../fair/index.ts';
import { statedRtp } from '../instant/shared/rtp.ts';
import { dealBaCay, settleBaCay } from './ba-cay/index.ts';
import { PVP_RAKE_BPS, PVP_SETTLEMENT, pvpPlayersReturn, pvpRakeOf, pvpReturnTable } from './pvp-returns.ts';
import {
  applyTienLenMove,
  dealTienLen,
  startTienLenHand,
  tienLenAutoMove,
  tienLenSettlement,
} from './tien-len/index.ts';

/**
 * What the rooms state (pvpReturnTable: the rules' figures by number of players, the catalogue's headline the
 * lowest) against seeded hands dealt and settled by the engines, raked by the rake the server takes. A bet of
 * 10,000 makes every 5 % rake a whole number, so the measured returns are exact.
 */
const BET = 10_000n;
const HANDS = 200;
/** The bot plays a tiến lên hand in some 20 ms. */
const TIEN_LEN_HANDS = 40;

/** What the players keep of `atStake` once the house has raked each winning seat. */
function kept(deltas: readonly bigint[], atStake: bigint): number {
  const rake = deltas.reduce((sum, delta) => sum + pvpRakeOf(delta), 0n);
  expect(deltas.reduce((sum, delta) => sum + delta, 0n)).toBe(0n);
  return Number(atStake - rake) / Number(atStake);
}

/** What changes hands, counted on both sides: no more than what is at stake (each payment is staked twice). */
const changing = (deltas: readonly bigint[]) => deltas.reduce((sum, d) => sum + (d < 0n ? -d : d), 0n);

function tienLenHand(source: RandomSource, players: number): bigint[] {
  let state = startTienLenHand(dealTienLen(source, players), { firstHand: true });
  while (!state.over)
    state = applyTienLenMove(state, state.turn as number, tienLenAutoMove(state, state.turn as number));
  return tienLenSettlement(state, BET);
}

describe('stated returns of the PVP rooms', () => {
  it('states a 5 % rake of each winning seat’s win, rounded down, and nothing on a loss', () => {
    expect(PVP_RAKE_BPS).toBe(500);
    expect(pvpRakeOf(10_000n)).toBe(500n);
    expect(pvpRakeOf(19n)).toBe(0n);
    expect(pvpRakeOf(-10_000n)).toBe(0n);
  });

  it('states 95.83–97.5 % for ba cây (by players) and 97.5 % for tiến lên and bài cào: never 100 %', () => {
    expect(statedRtp(pvpReturnTable(PVP_SETTLEMENT['ba-cay'], 6))).toEqual({ rtp: 95.83, rtpMax: 97.5 });
    expect(statedRtp(pvpReturnTable(PVP_SETTLEMENT['bai-cao'], 6))).toEqual({ rtp: 97.5 });
    expect(statedRtp(pvpReturnTable(PVP_SETTLEMENT['tien-len'], 4))).toEqual({ rtp: 97.5 });
    expect(pvpReturnTable('pot', 6).map((row) => Math.round(row.rtp * 10_000) / 100)).toEqual([
      97.5, 96.67, 96.25, 96, 95.83,
    ]);
  });

  for (let players = 2; players <= 6; players++) {
    it(`ba cây, ${players} players: every hand gives the table back exactly the stated share of the antes`, () => {
      const source = seededSource(players);
      const stated = pvpPlayersReturn('pot', players);
      for (let hand = 0; hand < HANDS; hand++) {
        const { deltas } = settleBaCay('pot', dealBaCay(source, players), BET);
        expect(kept(deltas, BigInt(players) * BET)).toBeCloseTo(stated, 12);
      }
    });

    it(`bài cào, ${players} players: every hand gives back at least the stated 97.5 % of what is at stake`, () => {
      const source = seededSource(10 + players);
      const stated = pvpPlayersReturn('payments', players);
      let exactlyStated = 0;
      for (let hand = 0; hand < HANDS; hand++) {
        const { deltas } = settleBaCay('banker', dealBaCay(source, players), BET);
        // each player's bet against the banker is one payment, staked by both: twice what the players move
        const atStake = 2n * changing(deltas.slice(1));
        const back = kept(deltas, atStake);
        expect(back).toBeGreaterThanOrEqual(stated - 1e-12);
        if (Math.abs(back - stated) < 1e-12) exactlyStated++;
      }
      // two players: one payment, always exactly 97.5 %; more: the banker is raked on its net only
      if (players === 2) expect(exactlyStated).toBe(HANDS);
    });
  }

  for (const players of [2, 3, 4]) {
    it(`tiến lên, ${players} players: every hand gives back at least the stated 97.5 % (hands played by the bot)`, () => {
      const source = seededSource(20 + players);
      const stated = pvpPlayersReturn('payments', players);
      for (let hand = 0; hand < TIEN_LEN_HANDS; hand++) {
        const deltas = tienLenHand(source, players);
        // what changes hands is at most what is at stake, so this is the least the table gets back; a hand whose
        // payments cancel out (a cut 2 paid back by the place) moves nothing and is raked nothing
        if (changing(deltas) === 0n) expect(deltas.every((delta) => delta === 0n)).toBe(true);
        else expect(kept(deltas, changing(deltas))).toBeGreaterThanOrEqual(stated - 1e-12);
      }
    });
  }
});
