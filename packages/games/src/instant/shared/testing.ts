import type { RandomSource } from '../../fair/index.ts';

/** Test helper: a RandomSource that hands out the given words, then throws (a test drew more than planned). */
export function scriptedSource(words: readonly number[]): RandomSource & { readonly remaining: number } {
  let index = 0;
  return {
    get remaining() {
      return words.length - index;
    },
    nextUint32() {
      if (index >= words.length) throw new Error('scriptedSource: out of words');
      return words[index++] as number;
    },
  };
}

export interface SimulationResult {
  rounds: number;
  /** Mean of payout ÷ stake over the rounds. */
  rtp: number;
  /** Standard deviation of one round's payout ÷ stake. */
  sd: number;
  /** sd / √rounds: the standard error of `rtp`. */
  standardError: number;
  /** Wall-clock milliseconds. */
  ms: number;
  /** CPU milliseconds of this process (the machine may be shared, so wall time alone misleads). */
  cpuMs: number;
}

/** Test helper: runs `round` (returning that round's payout ÷ stake) `rounds` times. */
export function simulate(rounds: number, round: () => number): SimulationResult {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  let sum = 0;
  let sumOfSquares = 0;
  for (let i = 0; i < rounds; i++) {
    const ratio = round();
    sum += ratio;
    sumOfSquares += ratio * ratio;
  }
  const rtp = sum / rounds;
  const sd = Math.sqrt(Math.max(0, sumOfSquares / rounds - rtp * rtp));
  const result = {
    rounds,
    rtp,
    sd,
    standardError: sd / Math.sqrt(rounds),
    ms: performance.now() - started,
    cpuMs: process.cpuUsage(cpuStarted).user / 1000,
  };
  if (process.env.SIMULATION_LOG)
    console.log(`${rounds} rounds: ${result.ms.toFixed(0)} ms wall, ${result.cpuMs.toFixed(0)} ms CPU`);
  return result;
}

/** The ratio of two bigint amounts, for simulations. */
export function returnRatio(payout: bigint, stake: bigint): number {
  return Number(payout) / Number(stake);
}
