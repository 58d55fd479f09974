import type { LotteryDraw, LotteryGame } from '@app/contracts';
import { chasePlan } from '../chase';
import type { BetTypeRates } from '../slip';
import type { Slip } from '../use-slip';
import { ConfirmBet } from './ConfirmBet';
import { SlipBasket } from './SlipBasket';
import { SlipFoot } from './SlipFoot';

/**
 * What follows a slip's picker on both lottery pages: the lines, what the last send said, the chase, the total
 * and the bet button, and the confirmation. `pendingCost` is the ready line the picker holds: confirming adds it.
 */
export function SlipTail({
  slip,
  testPrefix,
  game,
  draw,
  rates,
  loggedIn,
  pendingCost,
  canConfirm,
  onConfirm,
}: {
  slip: Slip;
  /** The page's test ids: `vnl` or `elt`. */
  testPrefix: string;
  game: LotteryGame;
  draw: LotteryDraw | null;
  rates: ReadonlyMap<string, BetTypeRates> | null;
  loggedIn: boolean;
  pendingCost: bigint;
  canConfirm: boolean;
  onConfirm: () => void;
}) {
  const confirmTotal = slip.total + pendingCost;
  const plan = slip.order ? chasePlan(confirmTotal, slip.order.draws) : null;
  const confirmPlan = slip.order ? chasePlan(slip.total, slip.order.draws) : null;
  return (
    <>
      <SlipBasket
        testPrefix={testPrefix}
        lines={slip.lines}
        rates={rates}
        onLines={slip.setLines}
        notice={slip.notice}
        error={!slip.confirming && slip.place.error ? slip.errorMessage : null}
      />
      <SlipFoot
        testPrefix={testPrefix}
        chase={slip.chase}
        onChase={slip.setChase}
        plan={plan}
        total={confirmTotal}
        minBet={game.minBet}
        loggedIn={loggedIn}
        hasDraw={draw !== null}
        loading={rates === null}
        canConfirm={canConfirm}
        onConfirm={onConfirm}
      />
      <ConfirmBet
        open={slip.confirming}
        draw={draw}
        lines={slip.lines}
        rates={rates}
        total={slip.total}
        chase={confirmPlan && slip.order ? { plan: confirmPlan, stopOnWin: slip.order.stopOnWin } : null}
        busy={slip.place.isPending}
        error={slip.place.error ? slip.errorMessage : null}
        onConfirm={slip.send}
        onCancel={slip.cancel}
      />
    </>
  );
}
