import type { SpinBody, StudioRound } from '@app/contracts';
import type { SlotModel } from '@app/games';
import { useCallback, useEffect, useRef, useState } from 'react';
import { newRequestId } from '../api/request-id';
import { useGame } from '../shell/game-context';
import {
  type AutoplayRun,
  type AutoplaySettings,
  type AutoplayStop,
  afterAutoplayRound,
  startAutoplay,
} from './autoplay';
import { freeSpinSteps } from './free-spins';
import { restingWindow } from './slot-model';
import type { SlotOutcome, SlotSpin } from './slot-outcome';
import { NORMAL_TIMING, type SlotTiming, TURBO_TIMING } from './timing';
import { useWaits } from './use-waits';
import { type Highlight, winSequence } from './win-sequence';
import { type WinTier, winTier } from './win-tier';

export type SlotBet = { body: SpinBody['bet']; stake: bigint };

export type Feature = { number: number; total: number; win: bigint };
export type BigWin = { amount: bigint; tier: WinTier; done: () => void };
export type Banner =
  | { kind: 'freeSpins' | 'moreFreeSpins'; count: number }
  | { kind: 'featureTotal'; amount: bigint };

export type SlotView = {
  window: string[][];
  /** Per reel: spinning now. */
  spinning: boolean[];
  /** Per reel: bumped at each landing, so the landing animation plays again. */
  landings: number[];
  phase: 'base' | 'free';
  highlight: Highlight | null;
  feature: Feature | null;
  banner: Banner | null;
  /** The round's win so far (the Win display); null before the first round. */
  win: bigint | null;
  bigWin: BigWin | null;
  busy: boolean;
  autoplay: AutoplayRun | null;
  autoStopped: AutoplayStop | null;
};

/**
 * Plays slot rounds: asks the server for a spin, then shows its answer — the reels stopping one by one on the
 * window the server drew, the wins lit one after another, every free spin of the feature, a big-win count-up —
 * and settles the balance the server answered. Autoplay repeats that until a stop rule says so.
 */
export function useSlotMachine(model: SlotModel, bet: SlotBet, turbo: boolean) {
  const game = useGame();
  const { wait, hurry, relax } = useWaits();
  const reels = model.reels.length;
  const [view, setView] = useState<SlotView>(() => ({
    window: restingWindow(model),
    spinning: Array(reels).fill(false),
    landings: Array(reels).fill(0),
    phase: 'base',
    highlight: null,
    feature: null,
    banner: null,
    win: null,
    bigWin: null,
    busy: false,
    autoplay: null,
    autoStopped: null,
  }));
  const update = useCallback((changes: Partial<SlotView>) => setView((v) => ({ ...v, ...changes })), []);

  // the loop reads the latest choices, not those of the render that started it
  const latest = useRef({ bet, turbo, game });
  latest.current = { bet, turbo, game };
  const busy = useRef(false);
  const autoplay = useRef<AutoplayRun | null>(null);
  const timing = useCallback((): SlotTiming => (latest.current.turbo ? TURBO_TIMING : NORMAL_TIMING), []);
  const quick = useCallback(() => latest.current.turbo || autoplay.current !== null, []);

  const spinAll = useCallback(() => {
    setView((v) => ({ ...v, spinning: Array(reels).fill(true), highlight: null, banner: null }));
  }, [reels]);

  const land = useCallback(
    async (window: string[][]) => {
      for (let reel = 0; reel < reels; reel++) {
        setView((v) => ({
          ...v,
          window: v.window.map((column, i) => (i === reel ? window[reel]! : column)),
          spinning: v.spinning.map((on, i) => (i === reel ? false : on)),
          landings: v.landings.map((n, i) => (i === reel ? n + 1 : n)),
        }));
        latest.current.game.sound('stop');
        await wait(timing().reelGap);
      }
      await wait(timing().land - timing().reelGap);
    },
    [reels, timing, wait],
  );

  const present = useCallback(
    async (spin: SlotSpin) => {
      const steps = winSequence(spin);
      if (steps.length === 0) return;
      const t = timing();
      const each = quick() ? [] : steps.slice(1);
      update({ highlight: steps[0]! });
      latest.current.game.sound('tick');
      await wait(t.highlightAll);
      for (const step of each) {
        update({ highlight: step });
        latest.current.game.sound('tick');
        await wait(t.highlightEach);
      }
      if (each.length > 0) update({ highlight: steps[0]! });
    },
    [quick, timing, update, wait],
  );

  const celebrate = useCallback(
    (amount: bigint, tier: WinTier) =>
      new Promise<void>((resolve) => {
        latest.current.game.sound('bigWin');
        update({ bigWin: { amount, tier, done: resolve } });
      }).then(() => update({ bigWin: null })),
    [update],
  );

  /** One paid round: null when the server refused it (the failure is on screen). */
  const playRound = useCallback(async (): Promise<StudioRound | null> => {
    const { game, bet: current } = latest.current;
    relax();
    update({ busy: true, win: null, feature: null, phase: 'base', autoStopped: null });
    game.sound('spin');
    spinAll();
    const started = performance.now();
    let round: StudioRound;
    try {
      round = await game.client.spin({ requestId: newRequestId(), bet: current.body });
    } catch (error) {
      setView((v) => ({ ...v, spinning: Array(reels).fill(false), busy: false }));
      game.fail(error);
      return null;
    }
    // the stake is gone, the win not yet shown: the server's balance less the server's win
    game.showBalance(String(BigInt(round.balance) - BigInt(round.win)));
    const outcome = round.outcome as unknown as SlotOutcome;
    await wait(timing().minSpin - (performance.now() - started));
    await land(outcome.base.window);
    let shown = BigInt(outcome.base.win);
    update({ win: shown });
    await present(outcome.base);

    if (outcome.freeSpins.length > 0) {
      const steps = freeSpinSteps(outcome);
      update({ banner: { kind: 'freeSpins', count: outcome.base.freeSpinsAwarded }, phase: 'free' });
      game.sound('feature');
      await wait(timing().featureIntro);
      let featureWin = 0n;
      for (const [index, spin] of outcome.freeSpins.entries()) {
        const step = steps[index]!;
        update({ feature: { number: step.number, total: step.total, win: featureWin } });
        spinAll();
        game.sound('spin');
        await wait(timing().freeSpin);
        await land(spin.window);
        featureWin += BigInt(spin.win);
        shown += BigInt(spin.win);
        update({ win: shown, feature: { number: step.number, total: step.total, win: featureWin } });
        await present(spin);
        if (step.retrigger > 0) {
          update({ banner: { kind: 'moreFreeSpins', count: step.retrigger } });
          game.sound('feature');
          await wait(timing().featureIntro);
          update({ banner: null });
        }
      }
      update({ banner: { kind: 'featureTotal', amount: featureWin } });
      await wait(timing().featureEnd);
      update({ banner: null, phase: 'base', feature: null });
    }

    const tier = winTier(round.win, round.stake);
    if (tier) await celebrate(BigInt(round.win), tier);
    else if (BigInt(round.win) > 0n) game.sound('win');
    game.settle(round);
    update({ win: BigInt(round.win), busy: false });
    return round;
  }, [celebrate, land, present, reels, relax, spinAll, timing, update, wait]);

  const spin = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      await playRound();
    } finally {
      busy.current = false;
    }
  }, [playRound]);

  const stopAutoplay = useCallback(
    (reason: AutoplayStop | null = null) => {
      autoplay.current = null;
      update({ autoplay: null, autoStopped: reason });
    },
    [update],
  );

  const runAutoplay = useCallback(
    async (settings: AutoplaySettings) => {
      if (busy.current) return;
      busy.current = true;
      autoplay.current = startAutoplay(settings, latest.current.game.balance);
      update({ autoplay: autoplay.current, autoStopped: null });
      try {
        while (autoplay.current) {
          const round = await playRound();
          if (!autoplay.current) break;
          if (!round) {
            stopAutoplay();
            break;
          }
          const { run, stop } = afterAutoplayRound(autoplay.current, round, latest.current.bet.stake);
          if (stop) {
            stopAutoplay(stop);
            break;
          }
          autoplay.current = run;
          update({ autoplay: run });
          await wait(timing().autoPause);
        }
      } finally {
        busy.current = false;
      }
    },
    [playRound, stopAutoplay, timing, update, wait],
  );

  useEffect(
    () => () => {
      autoplay.current = null;
    },
    [],
  );

  return { view, spin, hurry, runAutoplay, stopAutoplay };
}
