/**
 * How many rounds an RTP simulation runs. The simulations assert in standard errors (within 4 of the exact
 * figure), so they hold at any size: CI runs a tenth of the full size (its tolerance √10 wider);
 * `FULL_SIMULATIONS=1` runs the full size (`npm run bench -- rtp`). Test code only.
 */
export function simulationRounds(full: number): number {
  const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env;
  return env?.FULL_SIMULATIONS === '1' ? full : Math.round(full / 10);
}
