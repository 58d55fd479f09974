import type { LotteryDraw } from '@app/contracts';
import { useState } from 'react';
import type { LotterySession } from './api/session';
import { CHASE_DEFAULT_DRAWS, chaseOrder } from './chase';
import type { ChaseSettings } from './components/ChaseOption';
import { type BetTypeRates, type SlipLine, slipTotal } from './slip';
import { usePlaceSlip } from './use-place-slip';

export type RequireLogin = (onAllowed?: () => void, options?: { resume?: boolean }) => void;

/**
 * A bet slip's state on both lottery pages: its lines, the chase, the confirmation and sending them to the draw
 * taking bets. The page's picker adds lines; a slip placed empties the slip and says what was placed.
 */
export function useSlip(
  session: LotterySession,
  rates: ReadonlyMap<string, BetTypeRates> | null,
  draw: LotteryDraw | null,
) {
  const [lines, setLines] = useState<SlipLine[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [chase, setChase] = useState<ChaseSettings>({
    on: false,
    draws: String(CHASE_DEFAULT_DRAWS),
    stopOnWin: true,
  });
  const { place, errorMessage } = usePlaceSlip(session, (message, answer) => {
    setLines([]);
    setConfirming(false);
    setNotice(message);
    if (answer.chase) setChase((current) => ({ ...current, on: false }));
  });
  const order = chaseOrder(chase.on, chase.draws, chase.stopOnWin);

  return {
    lines,
    setLines,
    total: rates ? slipTotal(lines, rates) : 0n,
    chase,
    setChase,
    order,
    confirming,
    notice,
    place,
    errorMessage,
    add(added: readonly SlipLine[]) {
      setLines((list) => [...list, ...added]);
      setNotice(null);
    },
    /** Opens the confirmation (after a login when logged out, coming back to it). */
    confirm(requireLogin: RequireLogin) {
      setNotice(null);
      place.reset();
      requireLogin(() => setConfirming(true), { resume: true });
    },
    cancel: () => setConfirming(false),
    send() {
      if (!draw || lines.length === 0 || (chase.on && !order)) return;
      place.mutate({
        drawId: draw.drawId,
        lines: lines.map((line) => ({ type: line.type, numbers: line.numbers, points: line.points })),
        ...(order ? { chase: order } : {}),
      });
    },
  };
}

export type Slip = ReturnType<typeof useSlip>;
