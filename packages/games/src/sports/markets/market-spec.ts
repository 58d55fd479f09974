import { isIntegerIn, sportsError } from '../errors.ts';
import { assertLine } from '../lines.ts';

/** The sports the book prices. E-sports covers MOBA and tactical shooters alike: both are won map by map. */
export type Sport = 'football' | 'basketball' | 'tennis' | 'esports';

/** Football markets settle on the full-time score (`ft`) or on the first half's (`1h`). */
export type FootballPeriod = 'ft' | '1h';

/**
 * A market as data. Lines are in quarters (lines.ts) and are the home side's (AH) or the total (O/U).
 * Football: 1X2, double chance, odd/even total, correct score, Asian handicap, over/under, each per period.
 * Basketball (overtime included): money line, point spread (`ah`), total points (`ou`). Tennis: match winner,
 * set n winner. E-sports (best of N maps): match winner, map handicap, total maps.
 */
export type MarketSpec =
  | { sport: 'football'; period: FootballPeriod; kind: '1x2' | 'dc' | 'oe' | 'cs' }
  | { sport: 'football'; period: FootballPeriod; kind: 'ah' | 'ou'; line: number }
  | { sport: 'basketball'; kind: 'ml' }
  | { sport: 'basketball'; kind: 'ah' | 'ou'; line: number }
  | { sport: 'tennis'; kind: 'winner' }
  | { sport: 'tennis'; kind: 'set_winner'; set: number }
  | { sport: 'esports'; kind: 'winner' }
  | { sport: 'esports'; kind: 'ah' | 'ou'; line: number };

export type FootballMarket = Extract<MarketSpec, { sport: 'football' }>;
export type BasketballMarket = Extract<MarketSpec, { sport: 'basketball' }>;
export type TennisMarket = Extract<MarketSpec, { sport: 'tennis' }>;
export type EsportsMarket = Extract<MarketSpec, { sport: 'esports' }>;

/** Correct-score selections list every score up to 4–4; anything else settles the `other` selection. */
export const CORRECT_SCORE_MAX_GOALS = 4;
export const CORRECT_SCORE_SELECTIONS: readonly string[] = (() => {
  const scores: string[] = [];
  for (let home = 0; home <= CORRECT_SCORE_MAX_GOALS; home++) {
    for (let away = 0; away <= CORRECT_SCORE_MAX_GOALS; away++) scores.push(`${home}-${away}`);
  }
  return [...scores, 'other'];
})();

/** Tennis set markets exist for sets 1..5 (best of 5 at most). */
export const MAX_TENNIS_SETS = 5;

/**
 * The market's stable key, the string the server stores: football `ft:1x2`, `1h:ah:-3`, `ft:ou:9`, `ft:cs`,
 * `ft:dc`, `ft:oe`; basketball `game:ml`, `game:ah:-22`, `game:ou:850`; tennis `match:winner`,
 * `set:2:winner`; e-sports `match:winner`, `maps:ah:-6`, `maps:ou:10`. The sport is the event's, not the key's.
 */
export function marketKey(spec: MarketSpec): string {
  assertMarketSpec(spec);
  switch (spec.sport) {
    case 'football':
      return spec.kind === 'ah' || spec.kind === 'ou'
        ? `${spec.period}:${spec.kind}:${spec.line}`
        : `${spec.period}:${spec.kind}`;
    case 'basketball':
      return spec.kind === 'ml' ? 'game:ml' : `game:${spec.kind}:${spec.line}`;
    case 'tennis':
      return spec.kind === 'winner' ? 'match:winner' : `set:${spec.set}:winner`;
    case 'esports':
      return spec.kind === 'winner' ? 'match:winner' : `maps:${spec.kind}:${spec.line}`;
  }
}

/** The spec a stored key stands for in a match of `sport`; throws `invalid_market` on an unknown key. */
export function parseMarketKey(sport: Sport, key: string): MarketSpec {
  const parts = key.split(':');
  const [head, kind, tail] = parts;
  // a canonical integer only (no `-0`, no leading zeros), so parse and marketKey round-trip
  const line = parts.length === 3 && /^(0|-?[1-9]\d*)$/.test(tail ?? '') ? Number(tail) : Number.NaN;
  let spec: MarketSpec | undefined;
  if (sport === 'football' && (head === 'ft' || head === '1h')) {
    if (parts.length === 2 && (kind === '1x2' || kind === 'dc' || kind === 'oe' || kind === 'cs')) {
      spec = { sport, period: head, kind };
    } else if (kind === 'ah' || kind === 'ou') spec = { sport, period: head, kind, line };
  } else if (sport === 'basketball' && head === 'game') {
    if (key === 'game:ml') spec = { sport, kind: 'ml' };
    else if (kind === 'ah' || kind === 'ou') spec = { sport, kind, line };
  } else if (sport === 'tennis') {
    if (key === 'match:winner') spec = { sport, kind: 'winner' };
    else if (head === 'set' && tail === 'winner' && /^\d$/.test(kind ?? '')) {
      spec = { sport, kind: 'set_winner', set: Number(kind) };
    }
  } else if (sport === 'esports') {
    if (key === 'match:winner') spec = { sport, kind: 'winner' };
    else if (head === 'maps' && (kind === 'ah' || kind === 'ou')) spec = { sport, kind, line };
  }
  if (!spec) sportsError('invalid_market', `unknown ${sport} market ${key}`);
  assertMarketSpec(spec);
  return spec;
}

/** Throws `invalid_market` (or `invalid_line`) unless `spec` is a well-formed market. */
export function assertMarketSpec(spec: MarketSpec): void {
  if ('line' in spec) assertLine(spec.line);
  if (spec.sport === 'tennis' && spec.kind === 'set_winner' && !isIntegerIn(spec.set, 1, MAX_TENNIS_SETS)) {
    sportsError('invalid_market', `a set market is for set 1..${MAX_TENNIS_SETS}`);
  }
}

/**
 * The selections of a market, in display order: 1X2 `1`, `X`, `2`; double chance `1X`, `12`, `X2`;
 * odd/even `odd`, `even`; correct score `0-0`…`4-4`, `other`; handicaps, winners, money line `home`, `away`;
 * totals `over`, `under`.
 */
export function marketSelections(spec: MarketSpec): readonly string[] {
  switch (spec.kind) {
    case '1x2':
      return ['1', 'X', '2'];
    case 'dc':
      return ['1X', '12', 'X2'];
    case 'oe':
      return ['odd', 'even'];
    case 'cs':
      return CORRECT_SCORE_SELECTIONS;
    case 'ou':
      return ['over', 'under'];
    default:
      return ['home', 'away'];
  }
}
