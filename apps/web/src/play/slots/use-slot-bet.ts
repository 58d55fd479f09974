import type { SlotModel } from '@app/games';
import { useMemo, useState } from 'react';
import { lineBetSteps, nearestStep, stakeSteps } from '../money/stake-steps';
import type { SlotBet } from './use-slot-machine';

export type SlotBetChoice = {
  /** Per bet level: the line bet (line slots) or the stake (ways slots). */
  steps: bigint[];
  level: number;
  setLevel: (level: number) => void;
  /** Lines played (line slots); null for ways slots. */
  lines: number | null;
  maxLines: number;
  setLines: (lines: number) => void;
  /** The stake of a level at the lines played. */
  stakeAt: (level: number) => bigint;
  /** Null when no bet fits the game's limits. */
  bet: SlotBet | null;
};

/**
 * The bet of a slot: a level among the stake steps from the game's minimum to its maximum and, on a line slot,
 * the lines played (1…N, stake = line bet × lines). Ways slots bet multiples of the model's bet multiplier.
 */
export function useSlotBet(model: SlotModel, minBet: string, maxBet: string): SlotBetChoice {
  const min = BigInt(minBet);
  const max = BigInt(maxBet);
  const maxLines = model.kind === 'lines' ? model.lines.length : 0;
  const [lines, setLineCount] = useState(maxLines);
  const steps = useMemo(
    () =>
      model.kind === 'lines'
        ? lineBetSteps(min, max, Math.max(1, lines))
        : stakeSteps(min, max, BigInt(model.betMultiplier)),
    [model, min, max, lines],
  );
  const [level, setLevelState] = useState(0);
  const safeLevel = Math.min(level, Math.max(0, steps.length - 1));
  const stakeAt = (at: number) => (steps[at] ?? 0n) * (model.kind === 'lines' ? BigInt(lines) : 1n);

  const setLines = (next: number) => {
    if (model.kind !== 'lines') return;
    const clamped = Math.min(maxLines, Math.max(1, next));
    // keep the line bet where it fits the new line count
    const lineBet = steps[safeLevel] ?? 0n;
    setLineCount(clamped);
    setLevelState(nearestStep(lineBetSteps(min, max, clamped), lineBet));
  };

  const step = steps[safeLevel];
  const bet: SlotBet | null =
    step === undefined
      ? null
      : model.kind === 'lines'
        ? { body: { lineBet: String(step), lines }, stake: step * BigInt(lines) }
        : { body: { betPerSpin: String(step) }, stake: step };

  return {
    steps,
    level: safeLevel,
    setLevel: (next) => setLevelState(Math.min(Math.max(0, next), steps.length - 1)),
    lines: model.kind === 'lines' ? lines : null,
    maxLines,
    setLines,
    stakeAt,
    bet,
  };
}
