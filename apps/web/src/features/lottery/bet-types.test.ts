import { VN_BET_TYPES } from '@app/games';
import { describe, expect, it } from 'vitest';
import { RequestKey } from '../../lib/request-key';
import { BET_GROUPS, betTypeName, hotAndCold, offeredGroups } from './bet-types';
import { launchTokenOf } from './launch-token';

describe('bet type groups', () => {
  it('hold every engine type exactly once', () => {
    const grouped = BET_GROUPS.flatMap((group) => group.types);
    expect([...grouped].sort()).toEqual([...VN_BET_TYPES].sort());
  });

  it('keep only the types the game offers, dropping empty groups', () => {
    const groups = offeredGroups(new Set(['lo_2_digits', 'xien_2']));
    expect(groups).toEqual([
      { key: 'lo', types: ['lo_2_digits'] },
      { key: 'xien', types: ['xien_2'] },
    ]);
    expect(offeredGroups(null)).toHaveLength(BET_GROUPS.length);
  });

  it('names types in the language', () => {
    expect(betTypeName('lo_2_digits', 'vi')).toBe('Lô 2 số');
    expect(betTypeName('xien_2', 'en')).toBe('Parlay of 2');
    expect(betTypeName('mystery', 'en')).toBe('mystery');
  });

  it('ranks hot by hits and cold by absence', () => {
    const stats = [
      { number: '01', hits: 5, absent: 0 },
      { number: '02', hits: 9, absent: 3 },
      { number: '03', hits: 0, absent: 40 },
      { number: '04', hits: 9, absent: 1 },
    ];
    const { hot, cold } = hotAndCold(stats, 2);
    expect(hot.map((s) => s.number)).toEqual(['04', '02']);
    expect(cold.map((s) => s.number)).toEqual(['03', '02']);
  });
});

describe('request ids and launch tokens', () => {
  it('keeps the id for the same slip and makes a new one after a change or renew', () => {
    let n = 0;
    const key = new RequestKey(() => `request-${++n}`);
    const body = { drawId: '1', lines: [{ type: 'lo_2_digits', numbers: ['01'], points: '1' }] };
    expect(key.for(body)).toBe('request-1');
    expect(key.for({ ...body })).toBe('request-1');
    expect(key.for({ ...body, drawId: '2' })).toBe('request-2');
    key.renew();
    expect(key.for({ ...body, drawId: '2' })).toBe('request-3');
  });

  it('makes ids the contract takes', () => {
    expect(new RequestKey().for({})).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('reads the token from a launch address', () => {
    expect(launchTokenOf(`/play/?token=${'a'.repeat(43)}&lang=vi&game=VN_LOTTO_005`)).toBe('a'.repeat(43));
    expect(launchTokenOf('/play/?lang=vi')).toBeNull();
    expect(launchTokenOf('https://example.com/play/?token=abc')).toBe('abc');
  });
});
