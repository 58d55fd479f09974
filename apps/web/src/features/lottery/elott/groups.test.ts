import { describe, expect, it } from 'vitest';
import { BIG, CAR, FOUR_D_BIG, FOUR_D_SMALL, PK10_SUM, rates, SPOTS, SUM_BIG } from './fixtures';
import { offeredGroups, preselect } from './groups';

describe('bet groups', () => {
  it('groups the offered types in order, the unknown last', () => {
    const groups = offeredGroups('pk10', [PK10_SUM, CAR, SUM_BIG, BIG, rates({ type: 'mystery' })]);
    expect(groups.map((group) => [group.key, group.types.map((t) => t.type)])).toEqual([
      ['car', ['car']],
      ['bigSmall', ['big']],
      ['sum', ['sum_big', 'sum']],
      ['other', ['mystery']],
    ]);
  });
  it('reads playType as an alias, a group or a type', () => {
    const keno = offeredGroups('keno', [SPOTS, SUM_BIG]);
    expect(preselect(keno, 'SUM')).toEqual({ group: 'sum', type: null });
    expect(preselect(keno, 'LO')).toBeNull();
    expect(preselect(keno, null)).toBeNull();
    const fourD = offeredGroups('four_d', [FOUR_D_BIG, FOUR_D_SMALL]);
    expect(preselect(fourD, '4D')).toEqual({ group: 'fourD', type: null });
    expect(preselect(fourD, 'small')).toEqual({ group: 'fourD', type: 'small' });
    expect(preselect(fourD, 'SUM')).toBeNull();
  });
});
