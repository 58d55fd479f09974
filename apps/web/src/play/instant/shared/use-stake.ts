import { useMemo, useState } from 'react';
import { stakeSteps } from '../../money/stake-steps';
import { useGame } from '../../shell/game-context';

/** The stake of a one-bet game: a step of the 1–2–5 series from the game's minimum to its maximum bet. */
export function useStake() {
  const { session } = useGame();
  const steps = useMemo(
    () => stakeSteps(BigInt(session.game.minBet), BigInt(session.game.maxBet), 1n, 12),
    [session.game.minBet, session.game.maxBet],
  );
  const [index, setIndex] = useState(0);
  return { steps, index, setIndex, stake: steps[index] ?? null };
}
