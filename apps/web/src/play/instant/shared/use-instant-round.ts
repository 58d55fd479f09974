import type { StudioRound } from '@app/contracts';
import { useCallback, useRef, useState } from 'react';
import { newRequestId } from '../../api/request-id';
import { useGame } from '../../shell/game-context';

/** How a screen plays an answer out (dice rolling, a ball falling…) before the balance settles. */
export type Present<O> = (outcome: O, round: StudioRound) => Promise<void> | void;

/**
 * Plays instant rounds: `play` starts one (`STUDIO_API.play`), `act` continues an open one
 * (`STUDIO_API.action`). While the screen plays the answer out, the balance shows the stake gone and the win
 * not yet in (both from the server's answer); then the server's balance settles and goes to the site.
 */
export function useInstantRound<O>() {
  const game = useGame();
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const latest = useRef(game);
  latest.current = game;

  const run = useCallback(async (call: () => Promise<StudioRound>, present: Present<O>) => {
    if (busyRef.current) return null;
    busyRef.current = true;
    setBusy(true);
    const current = latest.current;
    try {
      let round: StudioRound;
      try {
        round = await call();
      } catch (error) {
        current.fail(error);
        return null;
      }
      current.showBalance(String(BigInt(round.balance) - BigInt(round.win)));
      await present(round.outcome as O, round);
      if (round.status === 'settled') current.sound(BigInt(round.win) > 0n ? 'win' : 'lose');
      current.settle(round);
      return round;
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }, []);

  const play = useCallback(
    (bet: Record<string, unknown>, present: Present<O>) =>
      run(() => latest.current.client.play({ requestId: newRequestId(), bet }), present),
    [run],
  );

  const act = useCallback(
    (roundId: string, action: Record<string, unknown>, present: Present<O>) =>
      run(() => latest.current.client.action({ requestId: newRequestId(), roundId, action }), present),
    [run],
  );

  return { busy, play, act };
}

/** A pause in a presentation. */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
