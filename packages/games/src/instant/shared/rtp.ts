import { configError } from './errors.ts';

/** Every bet an operator config offers must return at least this share of stakes… */
export const RTP_FLOOR = 0.9;
/** …and strictly less than all of it. */
export const RTP_CEILING = 1;

/** One bet type's long-run return to player and house edge (1 − rtp). */
export interface BetRtp {
  bet: string;
  rtp: number;
  houseEdge: number;
}

export function betRtp(bet: string, rtp: number): BetRtp {
  return { bet, rtp, houseEdge: 1 - rtp };
}

/** A return as the site states it: percent with two decimals (0.921296… → 92.13). */
export function rtpPercent(rtp: number): number {
  return Math.round(rtp * 10_000) / 100;
}

/**
 * What a game states (docs/decisions.md, "Stated returns"): `rtp` is the LOWEST of its bets' returns, so no bet
 * returns less than the headline; `rtpMax` the highest, present only when the bets return differently. Percent.
 */
export interface StatedRtp {
  rtp: number;
  rtpMax?: number;
}

/** The stated returns of a game from its bets' exact returns (fractions). */
export function statedRtp(rows: readonly { rtp: number }[]): StatedRtp {
  if (rows.length === 0) throw new Error('stated RTP: a game has at least one bet');
  const low = rtpPercent(Math.min(...rows.map((row) => row.rtp)));
  const high = rtpPercent(Math.max(...rows.map((row) => row.rtp)));
  return high > low ? { rtp: low, rtpMax: high } : { rtp: low };
}

/** Throws `invalid_game_config` unless RTP_FLOOR ≤ rtp < RTP_CEILING. */
export function assertRtpInBounds(bet: string, rtp: number): void {
  if (!(rtp >= RTP_FLOOR && rtp < RTP_CEILING)) {
    configError(`${bet}: RTP ${(rtp * 100).toFixed(4)} % is outside [90 %, 100 %)`);
  }
}

/** An exact ratio of bigints as a number (the rationals are exact; only the last division rounds). */
export function ratioToNumber(numerator: bigint, denominator: bigint): number {
  const whole = numerator / denominator;
  const rest = numerator % denominator;
  // Scale the remainder so the quotient keeps ~18 significant digits before the float division.
  const scale = 10n ** 18n;
  return Number(whole) + Number((rest * scale) / denominator) / 1e18;
}
