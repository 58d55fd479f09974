import { describe, expect, it } from 'vitest';
import { seededSource } from '../fair/index.ts';
import * as instant from './index.ts';
import type { BetRtp } from './shared/rtp.ts';

/**
 * What each instant game states (instantReturns: the catalogue's headline and range, and the rows its rules list)
 * against each bet's return recomputed here from the engine's own settlement over every outcome, weighted by its
 * chance. The headline is the lowest bet's return and no bet returns less.
 */
const STAKE = 1_000_000n;

function expectStated(engine: instant.InstantEngine, exact: readonly BetRtp[], listed?: readonly BetRtp[]) {
  const stated = instant.statedRtp(instant.instantReturns(engine));
  expect(stated).toEqual(instant.statedRtp(exact));
  for (const row of exact) expect(instant.rtpPercent(row.rtp), row.bet).toBeGreaterThanOrEqual(stated.rtp);
  if (listed) {
    expect(listed.map((row) => row.bet)).toEqual(exact.map((row) => row.bet));
    listed.forEach((row, i) => {
      expect(row.rtp, row.bet).toBeCloseTo(exact[i]?.rtp ?? 0, 10);
    });
  }
  return stated;
}

const ratio = (paid: bigint, staked: bigint) => Number((paid * 10n ** 12n) / staked) / 1e12;

describe('stated returns of the instant games', () => {
  it('Tài Xỉu mini states 92.13–97.22 %: the single numbers return 92.13 %, Big/Small 97.22 % (216 rolls)', () => {
    const config = instant.DEFAULT_DICE_MINI_CONFIG;
    const listed = instant.diceMiniRtpTable(config);
    const exact = listed.map(({ bet }) => {
      const [type, selection] = bet.split(' ');
      const placed = { type, stake: STAKE, ...(selection ? { selection: Number(selection) } : {}) };
      let paid = 0n;
      for (let a = 1; a <= 6; a++)
        for (let b = 1; b <= 6; b++)
          for (let c = 1; c <= 6; c++)
            paid += instant.settleDiceMini(config, [placed as instant.DiceMiniBet], [a, b, c]).totalPayout;
      return { bet, rtp: ratio(paid, 216n * STAKE), houseEdge: 0 };
    });
    expect(expectStated('dice-mini', exact, listed)).toEqual({ rtp: 92.13, rtpMax: 97.22 });
  });

  it('bầu cua states one return: every face 92.13 % (216 rolls)', () => {
    const config = instant.DEFAULT_BAU_CUA_CONFIG;
    let paid = 0n;
    for (const a of instant.BAU_CUA_FACES)
      for (const b of instant.BAU_CUA_FACES)
        for (const c of instant.BAU_CUA_FACES)
          paid += instant.settleBauCua(
            config,
            [{ type: 'face', selection: 'nai', stake: STAKE }],
            [a, b, c],
          ).totalPayout;
    const exact = [{ bet: 'face (any of the six)', rtp: ratio(paid, 216n * STAKE), houseEdge: 0 }];
    expect(expectStated('bau-cua', exact, instant.bauCuaRtpTable(config))).toEqual({ rtp: 92.13 });
  });

  it('xóc đĩa states one return: every bet 98 % (16 coin falls)', () => {
    const config = instant.DEFAULT_XOC_DIA_CONFIG;
    const listed = instant.xocDiaRtpTable(config);
    const exact = listed.map(({ bet }) => {
      let paid = 0n;
      for (let fall = 0; fall < 16; fall++) {
        const coins = [0, 1, 2, 3].map((i) => ((fall >> i) & 1 ? 'red' : 'white')) as instant.XocDiaCoin[];
        const placed = { type: bet as instant.XocDiaBetType, stake: STAKE };
        paid += instant.settleXocDia(config, [placed], coins).totalPayout;
      }
      return { bet, rtp: ratio(paid, 16n * STAKE), houseEdge: 0 };
    });
    expect(expectStated('xoc-dia', exact, listed)).toEqual({ rtp: 98 });
  });

  it('plinko states 98.91–99.16 %, each table of rows and risk its own (every landing slot, binomially)', () => {
    const config = instant.DEFAULT_PLINKO_CONFIG;
    const listed = instant.plinkoRtpTable(config);
    const exact = listed.map(({ bet }) => {
      const [, rowsText, risk] = /^(\d+) rows, (\w+)$/.exec(bet) ?? [];
      const rows = Number(rowsText);
      let paid = 0n;
      let paths = 1n;
      for (let rights = 0; rights <= rows; rights++) {
        const path = Array.from({ length: rows }, (_, i) => (i < rights ? 1 : 0));
        const placed = { stake: STAKE, rows, risk: risk as instant.PlinkoRisk };
        paid += paths * instant.settlePlinko(config, placed, path).payout;
        paths = (paths * BigInt(rows - rights)) / BigInt(rights + 1);
      }
      return { bet, rtp: ratio(paid, 2n ** BigInt(rows) * STAKE), houseEdge: 0 };
    });
    expect(expectStated('plinko', exact, listed)).toEqual({ rtp: 98.91, rtpMax: 99.16 });
  });

  it('the wheel states one return: every wheel 99 % (every segment)', () => {
    const config = instant.DEFAULT_WHEEL_CONFIG;
    const listed = instant.wheelRtpTable(config);
    const exact = listed.map(({ bet }) => {
      const [, segmentsText, risk] = /^(\d+) segments, (\w+)$/.exec(bet) ?? [];
      const segments = Number(segmentsText) as instant.WheelSegmentCount;
      const placed = { stake: STAKE, segments, risk: risk as instant.WheelRisk };
      let paid = 0n;
      for (let i = 0; i < segments; i++) paid += instant.settleWheel(config, placed, i).payout;
      return { bet, rtp: ratio(paid, BigInt(segments) * STAKE), houseEdge: 0 };
    });
    expect(expectStated('wheel', exact, listed)).toEqual({ rtp: 99 });
  });

  it('rock paper scissors states one return: any hand 98.67 % (the three house hands)', () => {
    const config = instant.DEFAULT_RPS_CONFIG;
    let paid = 0n;
    for (const house of instant.RPS_HANDS)
      paid += instant.settleRps(config, { stake: STAKE, hand: 'rock' }, house).payout;
    const exact = [{ bet: 'any hand', rtp: ratio(paid, 3n * STAKE), houseEdge: 0 }];
    expect(expectStated('rps', exact, instant.rpsRtpTable(config))).toEqual({ rtp: 98.67 });
  });

  it('mines states 98.28–99 %: each cash-out pays what the round pays, at its exact chance of surviving', () => {
    const config = instant.DEFAULT_MINES_CONFIG;
    const listed = instant.minesRtpTable(config);
    const source = seededSource(7);
    const choose = (n: number, k: number) => {
      let value = 1n;
      for (let i = 0; i < k; i++) value = (value * BigInt(n - i)) / BigInt(i + 1);
      return value;
    };
    const exact = listed.map(({ bet }) => {
      const [, minesText, revealsText] = /^(\d+) mines, (\d+) reveals$/.exec(bet) ?? [];
      const mineCount = Number(minesText);
      const reveals = Number(revealsText);
      let round = instant.startMines(config, { stake: STAKE, mines: mineCount }, source);
      const safe = Array.from({ length: instant.MINES_TILES }, (_, t) => t).filter(
        (tile) => !round.mines.includes(tile),
      );
      for (const tile of safe.slice(0, reveals)) round = instant.revealTile(round, tile);
      if (round.status === 'playing') round = instant.cashOutMines(round);
      const survive = choose(instant.MINES_TILES - mineCount, reveals);
      const rtp = ratio(round.payout * survive, choose(instant.MINES_TILES, reveals) * STAKE);
      return { bet, rtp, houseEdge: 0 };
    });
    expect(expectStated('mines', exact, listed)).toEqual({ rtp: 98.28, rtpMax: 99 });
  });

  it('hi-lo states 98.32–99 %: three 12-in-13 guesses return less than any single guess (98.46 %)', () => {
    const config = instant.DEFAULT_HILO_CONFIG;
    // every chain of up to four guesses, each winning on 1 … 12 of 13 ranks (a chain's price depends only on the
    // product of those counts); longer chains cannot go lower (hiLoRtpRange's bound). The multiplier is the one a
    // round of those guesses pays.
    const exact: BetRtp[] = [];
    let chains = new Map<bigint, string>([[1n, '']]);
    for (let wins = 1; wins <= 4; wins++) {
      const next = new Map<bigint, string>();
      for (const [ways, name] of chains)
        for (let k = 1n; k <= 12n; k++)
          if (!next.has(ways * k)) next.set(ways * k, name ? `${name}·${k}` : `${k}`);
      chains = next;
      for (const [ways, name] of chains) {
        const x100 = instant.hiLoChainMultiplierX100(config, wins, ways);
        exact.push({ bet: name, rtp: ratio(ways * BigInt(x100), 13n ** BigInt(wins) * 100n), houseEdge: 0 });
      }
    }
    expect(expectStated('hilo', exact)).toEqual({ rtp: 98.32, rtpMax: 99 });
    const lowest = exact.reduce((low, row) => (row.rtp < low.rtp ? row : low));
    expect(lowest.bet).toBe('12·12·12');

    // a round of three higher-or-same guesses on a 2 pays that chain: 2♠, then 2♥, 2♦, 2♣ (indices 4 … 7)
    let round = instant.startHiLo(config, { stake: STAKE }, scripted([4]));
    for (const next of [5, 6, 7]) round = instant.guessHiLo(round, 'higher_or_same', scripted([next]));
    expect(instant.cashOutHiLo(round).payout).toBe((STAKE * 125n) / 100n);
    expect(ratio(12n ** 3n * 125n, 13n ** 3n * 100n)).toBeCloseTo(lowest.rtp, 10);

    // each single guess the rules list is the round of that one guess
    for (const row of instant.hiLoGuessTable(config)) {
      const [guess, , rank] = row.bet.split(' ');
      const face = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].indexOf(rank ?? '') + 1;
      const start = instant.startHiLo(config, { stake: STAKE }, scripted([(face - 1) * 4]));
      const ways = instant.hiLoWinningRanks(face, guess as instant.HiLoGuess);
      const next = instant.hiLoNextMultipliers(start)[guess as instant.HiLoGuess] ?? 0;
      expect(row.rtp, row.bet).toBeCloseTo((ways * next) / 1_300, 12);
    }
  });

  it('crash states one return: every cash-out target 99 %, the model’s 1 − edge', () => {
    for (const [model, config] of Object.entries(instant.CRASH_MODELS)) {
      const stated = instant.statedRtp(instant.instantReturns('crash', model));
      expect(stated).toEqual({ rtp: (10_000 - config.houseEdgeBps) / 100 });
    }
  });
});

function scripted(words: number[]) {
  let i = 0;
  return { nextUint32: () => words[i++] ?? 0 };
}
