import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairSource, seededSource } from '../../fair/index.ts';
import { simulationRounds } from '../../simulation-size.ts';
import { allThreeDiceRolls } from '../shared/dice.ts';
import { InstantGameError } from '../shared/errors.ts';
import { returnRatio, scriptedSource, simulate } from '../shared/testing.ts';
import {
  BAU_CUA_FACES,
  type BauCuaBet,
  type BauCuaFace,
  bauCuaExactRtp,
  bauCuaFacesOf,
  bauCuaMultiplierX100,
  DEFAULT_BAU_CUA_CONFIG as config,
  playBauCua,
  settleBauCua,
  validateBauCuaConfig,
} from './index.ts';

const ROUNDS = simulationRounds(1_000_000);
const face = (selection: BauCuaFace, stake = 1_000n): BauCuaBet => ({ type: 'face', selection, stake });

describe('bau-cua settlement', () => {
  it('shows BAU_CUA_FACES[randomInt(source, 6)] on each die and pays 1:1 per matching die', () => {
    const result = playBauCua(config, [face('cua'), face('tom'), face('nai')], scriptedSource([4, 4, 5]));
    expect(result.dice).toEqual(['cua', 'cua', 'tom']);
    expect(result.bets.map((bet) => bet.payout)).toEqual([3_000n, 2_000n, 0n]);
    expect(result).toMatchObject({ totalStake: 3_000n, totalPayout: 5_000n });
  });

  it('pays 4× on three matching dice', () => {
    expect(settleBauCua(config, [face('ga', 250n)], ['ga', 'ga', 'ga']).totalPayout).toBe(1_000n);
  });

  it('refuses unknown faces, bet types, empty rounds and bad stakes', () => {
    const bad =
      (bets: unknown): (() => unknown) =>
      () =>
        settleBauCua(config, bets as BauCuaBet[], ['ga', 'ga', 'ca']);
    expect(bad([])).toThrow(InstantGameError);
    expect(bad([{ type: 'face', selection: 'dragon', stake: 1n }])).toThrow(/face is one of/);
    expect(bad([{ type: 'pair', selection: 'ga', stake: 1n }])).toThrow(/type/);
    expect(bad([{ type: 'face', selection: 'ga', stake: 0n }])).toThrow(/stake/);
    expect(bad(Array(19).fill(face('ga')))).toThrow(/at most 18/);
    expect(() => settleBauCua(config, [face('ga')], ['ga', 'ga'])).toThrow(/three faces/);
  });

  it('never pays below zero, nor more than 4× the stake', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.array(fc.constantFrom(...BAU_CUA_FACES), { minLength: 1, maxLength: 18 }),
        (seed, faces) => {
          const result = playBauCua(
            config,
            faces.map((selection) => face(selection, 10n)),
            seededSource(seed),
          );
          return result.bets.every((bet) => bet.payout >= 0n && bet.payout <= 40n);
        },
      ),
    );
  });

  it('shows the same faces from the same fair seeds', () => {
    const seeds = { serverSeed: 'baucua-server', clientSeed: 'player', nonce: 8 };
    const first = playBauCua(config, [face('bau')], fairSource(seeds));
    expect(playBauCua(config, [face('bau')], fairSource(seeds))).toEqual(first);
    expect(first.dice).toEqual(['cua', 'cua', 'tom']); // golden value for the verification page
  });
});

describe('bau-cua RTP', () => {
  it('is 199/216 for every face, as enumerating the 216 rolls confirms', () => {
    validateBauCuaConfig(config);
    expect(bauCuaExactRtp(config)).toBeCloseTo(199 / 216, 14);
    for (const selection of BAU_CUA_FACES) {
      let returned = 0;
      for (const roll of allThreeDiceRolls()) {
        const matches = bauCuaFacesOf(roll).filter((shown) => shown === selection).length;
        returned += bauCuaMultiplierX100(config, matches);
      }
      expect(returned / 21_600).toBeCloseTo(bauCuaExactRtp(config), 14);
    }
    expect(() => validateBauCuaConfig({ ...config, faceReturnX100: [200, 300, 2_100] })).toThrow(/RTP/);
  });

  it(`simulates ${ROUNDS.toLocaleString('en')} rounds of one face bet within 4 standard errors of the exact RTP`, () => {
    const source = seededSource(216);
    const bets = [face('cua', 10_000n)];
    const sim = simulate(ROUNDS, () => returnRatio(playBauCua(config, bets, source).totalPayout, 10_000n));
    expect(Math.abs(sim.rtp - bauCuaExactRtp(config))).toBeLessThan(4 * sim.standardError);
  });
});
