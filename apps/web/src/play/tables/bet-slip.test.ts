import type { TablePlacement } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  addChip,
  chipValues,
  doubled,
  EMPTY_SLIP,
  lastOpenPlacement,
  placedSlip,
  placedStake,
  previousSlip,
  slipBets,
  slipProblem,
  slipStake,
  upsertPlacement,
} from './bet-slip';
import { keyOf } from './boards/board-types';

const holdOf = (key: string) => (key.startsWith('double') ? 5 : 1);
const placement = (
  placementId: string,
  tableRoundId: string,
  bets: TablePlacement['bets'],
  status: TablePlacement['status'] = 'open',
): TablePlacement => ({
  placementId,
  tableRoundId,
  bets,
  stake: String(bets.reduce((sum, bet) => sum + BigInt(bet.stake), 0n)),
  status,
});

describe('the bet slip', () => {
  it('names spots by their bet', () => {
    expect(keyOf({ type: 'big' })).toBe('big');
    expect(keyOf({ type: 'total', selection: 10 })).toBe('total:10');
    expect(keyOf({ type: 'kwok', selection: [1, 2] })).toBe('kwok:1-2');
  });

  it('stacks chips, doubles, and sends one bet per spot with the hold applied', () => {
    let slip = addChip(EMPTY_SLIP, 'player', 1_000n);
    slip = addChip(slip, 'player', 5_000n);
    slip = addChip(slip, 'double:2', 1_000n);
    expect(slip).toEqual({ player: 6_000n, 'double:2': 1_000n });
    expect(doubled(slip)).toEqual({ player: 12_000n, 'double:2': 2_000n });
    expect(slipStake(slip, holdOf)).toBe(11_000n);
    const bets = slipBets(
      slip,
      (key) => (key === 'player' ? { type: 'player' } : { type: 'double', selection: 2 }),
      holdOf,
    );
    expect(bets).toEqual([
      { type: 'player', stake: '6000' },
      { type: 'double', selection: 2, stake: '5000' },
    ]);
  });

  it('refuses a spot above the maximum (hold included) and more spots than one placement takes', () => {
    const limits = { maxStake: 10_000n, maxSpots: 2, holdOf };
    expect(slipProblem({ player: 10_000n }, limits)).toBeNull();
    expect(slipProblem({ player: 10_001n }, limits)).toBe('overMax');
    expect(slipProblem({ 'double:1': 2_001n }, limits)).toBe('overMax');
    expect(slipProblem({ a: 1n, b: 1n, c: 1n }, limits)).toBe('tooManySpots');
  });

  it('reads the confirmed bets of a round, the round before for rebet, and the placement undo takes back', () => {
    let placements = [
      placement('1', '40', [{ type: 'banker', stake: '2000' }], 'settled'),
      placement('2', '41', [{ type: 'player', stake: '1000' }]),
      placement('3', '41', [
        { type: 'player', stake: '500' },
        { type: 'double', selection: 3, stake: '5000' },
      ]),
      placement('4', '41', [{ type: 'tie', stake: '100' }], 'undone'),
    ];
    expect(placedSlip(placements, '41', holdOf)).toEqual({ player: 1_500n, 'double:3': 1_000n });
    expect(placedStake(placements, '41')).toBe(6_500n);
    expect(previousSlip(placements, '41', holdOf)).toEqual({ banker: 2_000n });
    expect(previousSlip(placements, '42', holdOf)).toEqual({ player: 1_500n, 'double:3': 1_000n });
    expect(lastOpenPlacement(placements, '41')?.placementId).toBe('3');
    placements = upsertPlacement(placements, { ...placements[2]!, status: 'undone' });
    expect(lastOpenPlacement(placements, '41')?.placementId).toBe('2');
    expect(placedSlip(placements, '41', holdOf)).toEqual({ player: 1_000n });
    expect(lastOpenPlacement(placements, '40')).toBeNull();
  });

  it('offers chips of 1, 5, 10, 50 and 100 minimum bets within the maximum', () => {
    expect(chipValues(1_000n, 1_000_000n)).toEqual([1_000n, 5_000n, 10_000n, 50_000n, 100_000n]);
    expect(chipValues(1_000n, 20_000n)).toEqual([1_000n, 5_000n, 10_000n]);
    expect(chipValues(1_000n, 500n)).toEqual([1_000n]);
  });
});
