import { isIntegerIn, sportsError } from '../errors.ts';
import { settleHandicap, settleTotal } from '../lines.ts';
import type { EsportsMarket } from '../markets/market-spec.ts';
import type { MatchScore } from '../markets/results.ts';
import { type MarketProbabilities, marketFromDistribution } from './expectation.ts';

/** A best-of-N e-sports match (N odd): home wins each map with `mapWin`, maps independent. */
export interface EsportsModel {
  mapWin: number;
  bestOf: number;
}

/** Maps won so far. */
export interface EsportsState {
  maps: MatchScore;
}

export const ESPORTS_FIRST_MAP: EsportsState = { maps: { home: 0, away: 0 } };

/** The final map score from `state`: every way the match can end, with its chance. */
export function esportsMapScoreDistribution(
  model: EsportsModel,
  state: EsportsState = ESPORTS_FIRST_MAP,
): { probability: number; cell: MatchScore }[] {
  const { mapWin, bestOf } = model;
  if (
    typeof mapWin !== 'number' ||
    !(mapWin >= 0 && mapWin <= 1) ||
    !isIntegerIn(bestOf, 1, 9) ||
    bestOf % 2 === 0
  ) {
    sportsError('invalid_model', 'an e-sports model is a map chance in [0, 1] and an odd best of 1..9');
  }
  const needed = (bestOf + 1) / 2;
  const { home, away } = state.maps;
  if (!isIntegerIn(home, 0, needed - 1) || !isIntegerIn(away, 0, needed - 1)) {
    sportsError('invalid_model', 'the maps won so far are of an unfinished match');
  }
  const finals = new Map<string, { probability: number; cell: MatchScore }>();
  const walk = (h: number, a: number, p: number): void => {
    if (p === 0) return;
    if (h === needed || a === needed) {
      const key = `${h}-${a}`;
      const entry = finals.get(key) ?? { probability: 0, cell: { home: h, away: a } };
      entry.probability += p;
      finals.set(key, entry);
      return;
    }
    walk(h + 1, a, p * mapWin);
    walk(h, a + 1, p * (1 - mapWin));
  };
  walk(home, away, 1);
  return [...finals.values()];
}

/** Fair probabilities of e-sports markets at `state`: match winner, map handicap, total maps. */
export function esportsMarketProbabilities(
  model: EsportsModel,
  specs: readonly EsportsMarket[],
  state: EsportsState = ESPORTS_FIRST_MAP,
): MarketProbabilities[] {
  const cells = esportsMapScoreDistribution(model, state);
  return specs.map((spec) =>
    marketFromDistribution(spec, cells, (selection, { home, away }) => {
      if (spec.kind === 'ah') return settleHandicap(spec.line, home, away, selection as 'home' | 'away');
      if (spec.kind === 'ou') return settleTotal(spec.line, home + away, selection as 'over' | 'under');
      return (selection === 'home') === home > away ? 'win' : 'lose';
    }),
  );
}
