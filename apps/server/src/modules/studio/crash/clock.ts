import { crashMultiplierAtMs } from '@app/games';
import { databaseTimeMs, sampleDatabaseClock } from '../../../db/clock.ts';
import type { Db } from '../../../db/database.ts';
import { whileLeading } from '../../../shared/leadership.ts';
import { LOCKS } from '../../../shared/locks.ts';
import { listProviderGames } from '../../games/index.ts';
import { studioTitle } from '../catalogue.ts';
import { STUDIO } from '../rounds.ts';
import { type CrashRhythm, crashConfigOf, crashRhythm } from './models.ts';
import * as q from './queries.ts';
import { bustRound, type CrashGame, cashOutAutos, closeBetting, openRound } from './rounds.ts';

export type CrashClockOptions = {
  log: (message: string, error?: unknown) => void;
  rhythm?: CrashRhythm;
  /** How often the driver looks at its rounds. */
  tickMs?: number;
  /** How long a process that is not driving waits before trying to take over. */
  standbyMs?: number;
  /**
   * The bust is settled this long after its instant, so a cash-out the server received just before the bust
   * (its request's clock read first) is decided before the losses are written.
   */
  graceMs?: number;
};

export type CrashClock = {
  /** Whether this process drives the rounds now. */
  readonly driving: boolean;
  stop(): Promise<void>;
};

const PRUNE_EVERY_MS = 60 * 60 * 1000;
const KEEP_EMPTY_ROUNDS_MS = 7 * 24 * 60 * 60 * 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The crash titles of the studio's catalogue. */
export async function crashGames(db: Db): Promise<CrashGame[]> {
  const games = await listProviderGames(db, STUDIO);
  return games.flatMap((game) => {
    const title = studioTitle({ code: game.code, nameEn: game.nameEn });
    return title.family === 'crash'
      ? [{ code: game.code, model: title.model, config: crashConfigOf(title.model) }]
      : [];
  });
}

/**
 * The crash games' clock. Every server process runs one; exactly one of them drives the rounds at a time
 * (shared/leadership.ts). If that process dies or loses its connection, another takes over, finishing the round it
 * finds from the instants stored with it (the deadlines never depend on which process is driving or when it looks).
 */
export function startCrashClock(db: Db, options: CrashClockOptions): CrashClock {
  const rhythm = options.rhythm ?? crashRhythm();
  const tickMs = options.tickMs ?? 50;
  const graceMs = options.graceMs ?? 150;

  async function drive(shouldStop: () => boolean): Promise<void> {
    const games = await crashGames(db);
    const tracks = new Map<string, Track>();
    for (const game of games) tracks.set(game.code, await takeOver(db, game));
    // the database's clock as this process sees it (db/clock.ts; the app resamples it every minute)
    await sampleDatabaseClock(db);
    let pruned = 0;
    while (!shouldStop()) {
      for (const game of games) {
        const track = tracks.get(game.code) as Track;
        try {
          await step(game, track, databaseTimeMs());
        } catch (error) {
          options.log(`crash clock: ${game.code}`, error);
          track.round = null; // read it again next time
          track.targets = null;
        }
      }
      if (Date.now() - pruned > PRUNE_EVERY_MS) {
        pruned = Date.now();
        await q.pruneEmptyRounds(db, new Date(pruned - KEEP_EMPTY_ROUNDS_MS)).catch((error: unknown) => {
          options.log('crash clock: prune', error);
        });
      }
      await sleep(tickMs);
    }
  }

  async function step(game: CrashGame, track: Track, now: number): Promise<void> {
    track.round ??= (await q.latestRound(db, game.code)) ?? null;
    const round = track.round;
    if (!round) {
      track.round = await openRound(db, game, rhythm);
      return;
    }
    const closesAt = round.betting_ends_at.getTime();
    const bustsAt = round.busts_at.getTime();
    if (round.phase === 'betting') {
      if (now < closesAt) return;
      await closeBetting(db, round);
      track.round = { ...round, phase: 'flying' };
      track.targets = null;
      return;
    }
    if (round.phase === 'flying') {
      if (now >= bustsAt + graceMs) {
        await bustRound(db, game, round);
        track.round = { ...round, phase: 'busted' };
        track.targets = null;
        return;
      }
      track.targets ??= await q.pendingTargets(db, round.id);
      const reached = Math.min(crashMultiplierAtMs(game.config, now - closesAt), Number(round.bust_x100));
      const due = track.targets.filter((target) => target <= reached);
      if (due.length > 0) {
        await cashOutAutos(db, game, round, reached);
        track.targets = track.targets.filter((target) => target > reached);
      }
      return;
    }
    if (now >= bustsAt + graceMs + rhythm.pauseMs) {
      track.round = await openRound(db, game, rhythm);
      track.targets = null;
    }
  }

  const leadership = whileLeading(
    db,
    { lock: LOCKS.crashClock, name: 'crash clock', log: options.log, standbyMs: options.standbyMs },
    drive,
  );
  return {
    get driving() {
      return leadership.leading;
    },
    stop: () => leadership.stop(),
  };
}

type Track = { round: q.CrashRoundRow | null; targets: number[] | null };

/** A new driver busts the rounds an earlier one left behind (all but the latest, which it carries on). */
async function takeOver(db: Db, game: CrashGame): Promise<Track> {
  const unfinished = await q.unfinishedRounds(db, game.code);
  const latest = await q.latestRound(db, game.code);
  for (const round of unfinished) if (round.id !== latest?.id) await bustRound(db, game, round);
  return { round: latest ?? null, targets: null };
}
