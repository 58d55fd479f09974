import { describe, expect, it } from 'vitest';
import { SportsError } from '../errors.ts';
import {
  type FootballResult,
  type MarketSpec,
  marketKey,
  marketSelections,
  parseMarketKey,
  type SportResult,
  settleMarket,
  settleSelection,
} from './index.ts';

const football = (ft: [number, number], ht: [number, number]): FootballResult => ({
  sport: 'football',
  fullTime: { home: ft[0], away: ft[1] },
  halfTime: { home: ht[0], away: ht[1] },
});

describe('market keys', () => {
  const specs: MarketSpec[] = [
    { sport: 'football', period: 'ft', kind: '1x2' },
    { sport: 'football', period: '1h', kind: 'ah', line: -3 },
    { sport: 'football', period: '1h', kind: 'ou', line: 9 },
    { sport: 'football', period: 'ft', kind: 'cs' },
    { sport: 'football', period: 'ft', kind: 'dc' },
    { sport: 'football', period: '1h', kind: 'oe' },
    { sport: 'basketball', kind: 'ml' },
    { sport: 'basketball', kind: 'ah', line: -22 },
    { sport: 'basketball', kind: 'ou', line: 850 },
    { sport: 'tennis', kind: 'winner' },
    { sport: 'tennis', kind: 'set_winner', set: 2 },
    { sport: 'esports', kind: 'winner' },
    { sport: 'esports', kind: 'ah', line: -6 },
    { sport: 'esports', kind: 'ou', line: 10 },
  ];

  it('are stable strings that parse back to the same market', () => {
    expect(specs.map(marketKey)).toEqual([
      'ft:1x2',
      '1h:ah:-3',
      '1h:ou:9',
      'ft:cs',
      'ft:dc',
      '1h:oe',
      'game:ml',
      'game:ah:-22',
      'game:ou:850',
      'match:winner',
      'set:2:winner',
      'match:winner',
      'maps:ah:-6',
      'maps:ou:10',
    ]);
    for (const spec of specs) expect(parseMarketKey(spec.sport, marketKey(spec))).toEqual(spec);
  });

  it.each([
    ['football', 'ft:ah:0.5'],
    ['football', 'ft:ah:-0'],
    ['football', 'ft:ah:007'],
    ['football', '2h:1x2'],
    ['football', 'ft:1x2:3'],
    ['basketball', 'ft:ml'],
    ['tennis', 'set:0:winner'],
    ['tennis', 'set:6:winner'],
    ['esports', 'maps:ml'],
    ['esports', 'maps:ah:99999'],
  ] as const)('refuses %s key %s', (sport, key) => {
    expect(() => parseMarketKey(sport, key)).toThrow(SportsError);
  });

  it('lists each market’s selections', () => {
    expect(marketSelections({ sport: 'football', period: 'ft', kind: '1x2' })).toEqual(['1', 'X', '2']);
    expect(marketSelections({ sport: 'football', period: 'ft', kind: 'dc' })).toEqual(['1X', '12', 'X2']);
    const scores = marketSelections({ sport: 'football', period: 'ft', kind: 'cs' });
    expect(scores).toHaveLength(26);
    expect(scores.at(0)).toBe('0-0');
    expect(scores.at(-1)).toBe('other');
  });
});

describe('football settlement', () => {
  const result = football([3, 1], [0, 1]);

  it('settles each market on its period’s score', () => {
    expect(settleMarket({ sport: 'football', period: 'ft', kind: '1x2' }, result)).toEqual({
      '1': 'win',
      X: 'lose',
      '2': 'lose',
    });
    expect(settleMarket({ sport: 'football', period: '1h', kind: '1x2' }, result)).toEqual({
      '1': 'lose',
      X: 'lose',
      '2': 'win',
    });
    expect(settleMarket({ sport: 'football', period: 'ft', kind: 'dc' }, result)).toEqual({
      '1X': 'win',
      '12': 'win',
      X2: 'lose',
    });
    expect(settleMarket({ sport: 'football', period: 'ft', kind: 'oe' }, result)).toEqual({
      odd: 'lose',
      even: 'win',
    });
    expect(settleMarket({ sport: 'football', period: 'ft', kind: 'ah', line: -7 }, result)).toEqual({
      home: 'half_win',
      away: 'half_lose',
    }); // −1.75 winning by 2
    expect(settleMarket({ sport: 'football', period: 'ft', kind: 'ou', line: 15 }, result)).toEqual({
      over: 'half_win',
      under: 'half_lose',
    }); // 3.75 with 4 goals
    expect(settleMarket({ sport: 'football', period: '1h', kind: 'ou', line: 2 }, result)).toEqual({
      over: 'win',
      under: 'lose',
    });
  });

  it('pays correct score on the listed score, or on other beyond 4 goals a side', () => {
    const cs = { sport: 'football', period: 'ft', kind: 'cs' } as const;
    const settled = settleMarket(cs, result);
    expect(Object.entries(settled).filter(([, o]) => o === 'win')).toEqual([['3-1', 'win']]);
    expect(settleSelection(cs, 'other', football([5, 0], [2, 0]))).toBe('win');
    expect(settleSelection(cs, '4-4', football([4, 4], [2, 2]))).toBe('win');
    expect(settleSelection(cs, 'other', football([4, 4], [2, 2]))).toBe('lose');
  });

  it('voids every selection of a cancelled market', () => {
    expect(settleMarket({ sport: 'football', period: 'ft', kind: 'ah', line: -1 }, 'cancelled')).toEqual({
      home: 'void',
      away: 'void',
    });
  });

  it('refuses unknown selections and mismatched or malformed results', () => {
    const ah = { sport: 'football', period: 'ft', kind: 'ah', line: -1 } as const;
    expect(() => settleSelection(ah, 'over', result)).toThrow(SportsError);
    expect(() => settleSelection(ah, 'home', { sport: 'basketball', final: { home: 1, away: 0 } })).toThrow(
      SportsError,
    );
    expect(() => settleSelection(ah, 'home', football([1, 0], [2, 0]))).toThrow(SportsError);
  });
});

describe('basketball, tennis and e-sports settlement', () => {
  it('basketball: money line, spread and total include overtime', () => {
    const result: SportResult = { sport: 'basketball', final: { home: 112, away: 108 } };
    expect(settleMarket({ sport: 'basketball', kind: 'ml' }, result)).toEqual({ home: 'win', away: 'lose' });
    expect(settleMarket({ sport: 'basketball', kind: 'ah', line: -16 }, result)).toEqual({
      home: 'push',
      away: 'push',
    });
    expect(settleMarket({ sport: 'basketball', kind: 'ah', line: -18 }, result)).toEqual({
      home: 'lose',
      away: 'win',
    });
    expect(settleMarket({ sport: 'basketball', kind: 'ou', line: 882 }, result)).toEqual({
      over: 'lose',
      under: 'win',
    });
    expect(() =>
      settleMarket(
        { sport: 'basketball', kind: 'ml' },
        { sport: 'basketball', final: { home: 100, away: 100 } },
      ),
    ).toThrow(SportsError);
  });

  it('tennis: match and set winners; a set never played is void', () => {
    const result: SportResult = {
      sport: 'tennis',
      bestOf: 3,
      setsWon: { home: 2, away: 0 },
      sets: [
        { home: 7, away: 6 },
        { home: 6, away: 3 },
      ],
    };
    expect(settleMarket({ sport: 'tennis', kind: 'winner' }, result)).toEqual({ home: 'win', away: 'lose' });
    expect(settleMarket({ sport: 'tennis', kind: 'set_winner', set: 2 }, result)).toEqual({
      home: 'win',
      away: 'lose',
    });
    expect(settleMarket({ sport: 'tennis', kind: 'set_winner', set: 3 }, result)).toEqual({
      home: 'void',
      away: 'void',
    });
    expect(() =>
      settleSelection({ sport: 'tennis', kind: 'winner' }, 'home', {
        ...result,
        setsWon: { home: 1, away: 0 },
      }),
    ).toThrow(SportsError);
  });

  it('e-sports: match winner, map handicap and total maps of a best of 3', () => {
    const result: SportResult = { sport: 'esports', bestOf: 3, maps: { home: 2, away: 1 } };
    expect(settleMarket({ sport: 'esports', kind: 'winner' }, result)).toEqual({ home: 'win', away: 'lose' });
    expect(settleMarket({ sport: 'esports', kind: 'ah', line: -6 }, result)).toEqual({
      home: 'lose',
      away: 'win',
    });
    expect(settleMarket({ sport: 'esports', kind: 'ou', line: 10 }, result)).toEqual({
      over: 'win',
      under: 'lose',
    });
    expect(() =>
      settleMarket({ sport: 'esports', kind: 'winner' }, { ...result, maps: { home: 3, away: 1 } }),
    ).toThrow(SportsError);
  });
});
