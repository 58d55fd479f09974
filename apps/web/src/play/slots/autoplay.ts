/** Autoplay's choices: how many spins, and the limits that stop it early (minor units; null for none). */
export type AutoplaySettings = { spins: number; lossLimit: bigint | null; singleWinLimit: bigint | null };

export const AUTOPLAY_SPINS = [10, 25, 50, 100] as const;
/** The limits offered, as multiples of the stake at the start (null: no limit). */
export const LIMIT_MULTIPLES = [null, 10n, 25n, 50n, 100n] as const;

export type AutoplayRun = { settings: AutoplaySettings; played: number; startBalance: bigint };

export type AutoplayStop = 'done' | 'lossLimit' | 'winLimit' | 'funds';

export function startAutoplay(settings: AutoplaySettings, balance: string | bigint): AutoplayRun {
  return { settings, played: 0, startBalance: BigInt(balance) };
}

/**
 * After a round of an autoplay run: the run with the round counted, and why it stops, if it does. It stops when
 * the spins are played, when a single win exceeds the win limit, when the next spin could take the losses
 * since the start past the loss limit, or when the balance no longer covers the next stake.
 */
export function afterAutoplayRound(
  run: AutoplayRun,
  round: { win: string; balance: string },
  nextStake: bigint,
): { run: AutoplayRun; stop: AutoplayStop | null } {
  const next = { ...run, played: run.played + 1 };
  const { lossLimit, singleWinLimit, spins } = run.settings;
  const balance = BigInt(round.balance);
  const loss = run.startBalance - balance;
  let stop: AutoplayStop | null = null;
  if (singleWinLimit !== null && BigInt(round.win) > singleWinLimit) stop = 'winLimit';
  else if (lossLimit !== null && loss + nextStake > lossLimit) stop = 'lossLimit';
  else if (next.played >= spins) stop = 'done';
  else if (balance < nextStake) stop = 'funds';
  return { run: next, stop };
}

/** Spins left in a run (for the button's counter). */
export function spinsLeft(run: AutoplayRun): number {
  return Math.max(0, run.settings.spins - run.played);
}
