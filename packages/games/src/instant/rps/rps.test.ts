import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairSource, seededSource } from '../../fair/index.ts';
import { simulationRounds } from '../../simulation-size.ts';
import { InstantGameError } from '../shared/errors.ts';
import { returnRatio, scriptedSource, simulate } from '../shared/testing.ts';
import {
  DEFAULT_RPS_CONFIG as config,
  playRps,
  RPS_HANDS,
  type RpsHand,
  rpsExactRtp,
  rpsOutcome,
  settleRps,
  validateRpsConfig,
} from './index.ts';

const ROUNDS = simulationRounds(1_000_000);

describe('rock paper scissors', () => {
  it('draws the house hand RPS_HANDS[randomInt(source, 3)]', () => {
    expect(playRps(config, { stake: 1_000n, hand: 'rock' }, scriptedSource([2]))).toMatchObject({
      houseHand: 'scissors',
      outcome: 'win',
      payout: 1_960n,
    });
  });

  it('wins, draws and loses by the usual rules', () => {
    expect(rpsOutcome('paper', 'rock')).toBe('win');
    expect(rpsOutcome('scissors', 'paper')).toBe('win');
    expect(rpsOutcome('rock', 'paper')).toBe('lose');
    expect(settleRps(config, { stake: 777n, hand: 'paper' }, 'paper')).toMatchObject({
      outcome: 'draw',
      payout: 777n,
    });
    expect(settleRps(config, { stake: 777n, hand: 'paper' }, 'scissors')).toMatchObject({
      outcome: 'lose',
      payout: 0n,
    });
  });

  it('refuses unknown hands and bad stakes', () => {
    expect(() => playRps(config, { stake: 1n, hand: 'lizard' as RpsHand }, seededSource(1))).toThrow(
      InstantGameError,
    );
    expect(() => playRps(config, { stake: 0n, hand: 'rock' }, seededSource(1))).toThrow(/stake/);
    expect(() => validateRpsConfig({ winX100: 200, drawX100: 100 })).toThrow(/RTP/);
  });

  it('never pays below zero', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(...RPS_HANDS), (seed, hand) => {
        return playRps(config, { stake: 3n, hand }, seededSource(seed)).payout >= 0n;
      }),
    );
  });

  it('draws the same house hand from the same fair seeds', () => {
    const seeds = { serverSeed: 'rps-server', clientSeed: 'player', nonce: 1 };
    const first = playRps(config, { stake: 1n, hand: 'rock' }, fairSource(seeds));
    expect(playRps(config, { stake: 1n, hand: 'rock' }, fairSource(seeds))).toEqual(first);
    expect(first.houseHand).toBe('rock'); // golden value for the verification page
  });

  it('returns (1.96 + 1) / 3 = 98.67 %', () => {
    validateRpsConfig(config);
    expect(rpsExactRtp(config)).toBeCloseTo(296 / 300, 14);
  });

  it(`simulates ${ROUNDS.toLocaleString('en')} rounds within 4 standard errors of the exact RTP`, () => {
    const source = seededSource(3);
    const bet = { stake: 10_000n, hand: 'paper' as const };
    const sim = simulate(ROUNDS, () => returnRatio(playRps(config, bet, source).payout, bet.stake));
    expect(Math.abs(sim.rtp - rpsExactRtp(config))).toBeLessThan(4 * sim.standardError);
  });
});
