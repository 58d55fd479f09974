import { sportsError } from '../errors.ts';
import { type BetOutcome, type SettledOutcome, settleHandicap, settleTotal } from '../lines.ts';
import { settleFootballOnScore } from './football-settlement.ts';
import { assertMarketSpec, type MarketSpec, marketSelections } from './market-spec.ts';
import { assertResult, type MatchScore, type SportResult } from './results.ts';

/** Settles one selection of a market on a match result (validated); `void` only for a set never played. */
export function settleSelection(spec: MarketSpec, selection: string, result: SportResult): SettledOutcome {
  assertMarketSpec(spec);
  assertResult(spec.sport, result);
  return settleValid(spec, selection, result);
}

/**
 * Settles every selection of a market, keyed by selection. `cancelled` (the match abandoned, the market
 * withdrawn) settles every selection `void`: the stakes are returned and a parlay counts the leg at 1.
 */
export function settleMarket(
  spec: MarketSpec,
  result: SportResult | 'cancelled',
): Readonly<Record<string, SettledOutcome>> {
  assertMarketSpec(spec);
  if (result !== 'cancelled') assertResult(spec.sport, result);
  const settled: Record<string, SettledOutcome> = {};
  for (const selection of marketSelections(spec)) {
    settled[selection] = result === 'cancelled' ? 'void' : settleValid(spec, selection, result);
  }
  return settled;
}

function twoWay(selection: string, score: MatchScore): BetOutcome {
  if (selection === 'home') return score.home > score.away ? 'win' : 'lose';
  if (selection === 'away') return score.away > score.home ? 'win' : 'lose';
  return sportsError('invalid_market', `no selection ${selection}: home or away`);
}

function lineSide(
  spec: { kind: 'ah' | 'ou'; line: number },
  selection: string,
  score: MatchScore,
): BetOutcome {
  if (spec.kind === 'ah' && (selection === 'home' || selection === 'away')) {
    return settleHandicap(spec.line, score.home, score.away, selection);
  }
  if (spec.kind === 'ou' && (selection === 'over' || selection === 'under')) {
    return settleTotal(spec.line, score.home + score.away, selection);
  }
  return sportsError('invalid_market', `no selection ${selection} in ${spec.kind}`);
}

function settleValid(spec: MarketSpec, selection: string, result: SportResult): SettledOutcome {
  if (!marketSelections(spec).includes(selection)) {
    sportsError('invalid_market', `no selection ${selection} in ${spec.sport} ${spec.kind}`);
  }
  if (spec.sport === 'football' && result.sport === 'football') {
    return settleFootballOnScore(spec, selection, spec.period === 'ft' ? result.fullTime : result.halfTime);
  }
  if (spec.sport === 'basketball' && result.sport === 'basketball') {
    return spec.kind === 'ml' ? twoWay(selection, result.final) : lineSide(spec, selection, result.final);
  }
  if (spec.sport === 'tennis' && result.sport === 'tennis') {
    if (spec.kind === 'winner') return twoWay(selection, result.setsWon);
    const set = result.sets[spec.set - 1];
    return set === undefined ? 'void' : twoWay(selection, set);
  }
  if (spec.sport === 'esports' && result.sport === 'esports') {
    return spec.kind === 'winner' ? twoWay(selection, result.maps) : lineSide(spec, selection, result.maps);
  }
  return sportsError('invalid_result', `a ${spec.sport} market needs a ${spec.sport} result`);
}
