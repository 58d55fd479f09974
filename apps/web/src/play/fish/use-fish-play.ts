import type { FishSession } from '@app/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { newRequestId } from '../api/request-id';
import { useGame } from '../shell/game-context';
import { FishPlay, type FishSnapshot, failureDecision } from './fish-play';

export type FishLoad =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; play: FishPlay; session: FishSession };

/** Hidden for at least this long, the tab resyncs when it comes back (a short switch needs no request). */
const RESYNC_AFTER_HIDDEN_MS = 1_500;
/** Waits between attempts to open the session again after a batch got no answer. */
const RESYNC_DELAYS = [1_000, 2_000, 4_000, 8_000, 15_000] as const;
/** How often queued hits are checked when no animation frame runs (a hidden tab). */
const PUMP_MS = 200;

/**
 * The fish game's life: opens the fish session, builds the FishPlay on it and wires its host — the shoot
 * requests, the balance (settle / updateBalance), failures (fail, resync and resend), the tab's visibility —
 * and hands the controls a snapshot that changes only when something they show changes.
 */
export function useFishPlay(): {
  load: FishLoad;
  snapshot: FishSnapshot | null;
  reload: () => void;
} {
  const game = useGame();
  const shell = useRef(game);
  shell.current = game;
  const [load, setLoad] = useState<FishLoad>({ status: 'loading' });
  const [snapshot, setSnapshot] = useState<FishSnapshot | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the reload trigger
  useEffect(() => {
    let live = true;
    let play: FishPlay | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let resyncing = false;
    let failures = 0;
    let hiddenAt: number | null = null;
    setLoad({ status: 'loading' });

    const resync = () => {
      if (!live || resyncing || !play) return;
      resyncing = true;
      clearTimeout(timer);
      const target = play;
      const sentAt = performance.now();
      shell.current.client.fishSession().then(
        (session) => {
          resyncing = false;
          failures = 0;
          if (!live) return;
          if (session.model !== target.model) {
            // the session now plays another game model: start over on it (nothing held is lost: see retry)
            target.retry();
            setAttempt((n) => n + 1);
            return;
          }
          if (target.resync(session, sentAt, performance.now())) shell.current.updateBalance(session.balance);
          target.retry();
        },
        (error: unknown) => {
          resyncing = false;
          if (!live) return;
          shell.current.fail(error);
          retryLater();
        },
      );
    };
    const retryLater = () => {
      const delay = RESYNC_DELAYS[Math.min(failures, RESYNC_DELAYS.length - 1)]!;
      failures++;
      clearTimeout(timer);
      timer = setTimeout(resync, delay);
    };

    const sentAt = performance.now();
    shell.current.client.fishSession().then(
      (session) => {
        if (!live) return;
        play = new FishPlay(
          session,
          {
            send: (body) => shell.current.client.fishShoot(body),
            answered: (answer) => {
              if (answer.round) shell.current.settle(answer.round);
              else shell.current.updateBalance(answer.balance);
            },
            failed: (error) => {
              const decision = failureDecision(error);
              if (!live) return decision;
              shell.current.fail(error);
              if (decision === 'retry') retryLater();
              // refused: nothing was charged; the session's balance and captured fish are read again
              else resync();
              return decision;
            },
            changed: (next) => live && setSnapshot(next),
            requestId: () => newRequestId(),
          },
          performance.now(),
          sentAt,
        );
        play.listen({
          fired: () => shell.current.sound('tick'),
          captured: (capture) => shell.current.sound(capture.kind.multiplier100 >= 3_000 ? 'bigWin' : 'win'),
        });
        shell.current.updateBalance(session.balance);
        setSnapshot(play.snapshot);
        setLoad({ status: 'ready', play, session });
      },
      (error: unknown) => {
        if (!live) return;
        shell.current.fail(error);
        setLoad({ status: 'failed' });
      },
    );

    const pump = setInterval(() => play?.pump(performance.now()), PUMP_MS);
    const onVisibility = () => {
      if (!play) return;
      if (document.visibilityState === 'hidden') {
        hiddenAt = performance.now();
        play.pause(hiddenAt);
      } else if (hiddenAt !== null) {
        const away = performance.now() - hiddenAt;
        hiddenAt = null;
        // the clock and the captured list are read again; a short switch only drops the bullets in the air
        if (away >= RESYNC_AFTER_HIDDEN_MS) resync();
        else play.bullets.clear();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);

    return () => {
      live = false;
      clearTimeout(timer);
      clearInterval(pump);
      document.removeEventListener('visibilitychange', onVisibility);
      // hits already made are sent (their answers still reach the shell's balance)
      play?.pause(performance.now());
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { load, snapshot, reload };
}
