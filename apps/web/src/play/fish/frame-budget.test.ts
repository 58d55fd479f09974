import { describe, expect, it } from 'vitest';
import { frameBudget, QUALITY_STEPS } from './frame-budget';

const LAST = QUALITY_STEPS.length - 1;
const run = (budget: ReturnType<typeof frameBudget>, frames: number, workMs: number) => {
  let changes = 0;
  for (let i = 0; i < frames; i++) if (budget.frame(workMs)) changes++;
  return changes;
};

describe('the fish scene’s frame budget', () => {
  it('starts at the cheapest quality and climbs to the best while frames stay cheap', () => {
    const budget = frameBudget();
    expect(budget.step).toBe(LAST);
    expect(run(budget, 10, 2)).toBe(1);
    expect(budget.step).toBe(LAST - 1);
    run(budget, 100, 2);
    expect(budget.step).toBe(0);
  });

  it('stays cheap on a device whose frames are dear (a browser drawing without a GPU)', () => {
    const budget = frameBudget();
    expect(run(budget, 300, 12)).toBe(0);
    expect(budget.step).toBe(LAST);
  });

  it('takes back a step that turns out too dear, and climbs no more', () => {
    const budget = frameBudget();
    run(budget, 10, 2);
    expect(budget.step).toBe(LAST - 1);
    expect(run(budget, 10, 9)).toBe(1);
    expect(budget.step).toBe(LAST);
    expect(run(budget, 300, 1)).toBe(0);
    expect(budget.step).toBe(LAST);
  });

  it('settles where frames are neither cheap nor dear, and still steps down if they become dear', () => {
    const budget = frameBudget();
    run(budget, 10, 2);
    run(budget, 10, 6);
    expect(budget.step).toBe(LAST - 1);
    expect(run(budget, 100, 6)).toBe(0);
    expect(run(budget, 10, 20)).toBe(1);
    expect(budget.step).toBe(LAST);
  });

  it('ignores nonsense measurements', () => {
    const budget = frameBudget();
    expect(run(budget, 100, Number.NaN)).toBe(0);
    expect(run(budget, 100, -3)).toBe(0);
    expect(run(budget, 100, Number.POSITIVE_INFINITY)).toBe(0);
    expect(budget.step).toBe(LAST);
  });
});
