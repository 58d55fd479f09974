import { type RandomSource, randomFloat } from '../../fair/random.ts';
import type { TeamSide } from '../lines.ts';
import type { EsportsResult, MatchScore } from '../markets/results.ts';
import { type EsportsModel, esportsMapScoreDistribution } from '../pricing/esports-pricing.ts';

export interface EsportsEvent {
  map: number;
  winner: TeamSide;
  /** Maps won after this one. */
  maps: MatchScore;
}

/**
 * A best-of-N match (MOBA or tactical shooter alike) map by map from `source`: one randomFloat per map,
 * home wins it below `mapWin`; the match ends when a side has won ⌈N/2⌉ maps.
 */
export function simulateEsportsMatch(
  model: EsportsModel,
  source: RandomSource,
): { events: EsportsEvent[]; result: EsportsResult } {
  esportsMapScoreDistribution(model); // validates the model
  const needed = (model.bestOf + 1) / 2;
  const maps = { home: 0, away: 0 };
  const events: EsportsEvent[] = [];
  while (maps.home < needed && maps.away < needed) {
    const winner: TeamSide = randomFloat(source) < model.mapWin ? 'home' : 'away';
    maps[winner]++;
    events.push({ map: maps.home + maps.away, winner, maps: { ...maps } });
  }
  return { events, result: { sport: 'esports', bestOf: model.bestOf, maps: { ...maps } } };
}
