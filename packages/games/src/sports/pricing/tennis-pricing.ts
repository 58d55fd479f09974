import { isIntegerIn, sportsError } from '../errors.ts';
import type { TeamSide } from '../lines.ts';
import type { TennisMarket } from '../markets/market-spec.ts';
import type { MatchScore } from '../markets/results.ts';
import { type MarketProbabilities, marketFromDistribution } from './expectation.ts';

/**
 * Each player's chance of winning a point on their own serve (points independent, the classic model):
 * it gives the hold probability of a game and the odds of a 7-point tie-break, and sets follow by dynamic
 * programming over games, with a tie-break at 6–6 in every set.
 */
export interface TennisModel {
  homeServe: number;
  awayServe: number;
  bestOf: 3 | 5;
}

/** Where a match stands, between games: sets won, games in the current set, who serves the next game. */
export interface TennisState {
  sets: MatchScore;
  games: MatchScore;
  server: TeamSide;
}

export const TENNIS_FIRST_SERVE: TennisState = {
  sets: { home: 0, away: 0 },
  games: { home: 0, away: 0 },
  server: 'home',
};

const other = (side: TeamSide): TeamSide => (side === 'home' ? 'away' : 'home');

/** P(the server holds) when they win each point with probability p: p⁴(1 + 4q + 10q²) + 20p³q³ · p²/(1 − 2pq). */
export function holdProbability(p: number): number {
  const q = 1 - p;
  return p ** 4 * (1 + 4 * q + 10 * q * q) + (20 * p ** 3 * q ** 3 * p * p) / (1 - 2 * p * q);
}

/**
 * P(home wins a 7-point tie-break, by two) when `firstServer` serves point 1 and the serve then changes
 * every two points. From 6–6 each pair of points has one serve each, so home wins from there with
 * x / (x + y), x and y the chances of either taking both points of a pair.
 */
export function tiebreakProbability(model: TennisModel, firstServer: TeamSide): number {
  const homeWinsPoint = (n: number): number => {
    const server = ((n + 1) >> 1) % 2 === 0 ? firstServer : other(firstServer);
    return server === 'home' ? model.homeServe : 1 - model.awayServe;
  };
  const x = homeWinsPoint(12) * homeWinsPoint(13);
  const y = (1 - homeWinsPoint(12)) * (1 - homeWinsPoint(13));
  const memo = new Map<number, number>();
  const from = (a: number, b: number): number => {
    if (a === 7) return 1;
    if (b === 7) return 0;
    if (a === 6 && b === 6) return x / (x + y);
    const key = a * 8 + b;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const p = homeWinsPoint(a + b);
    const value = p * from(a + 1, b) + (1 - p) * from(a, b + 1);
    memo.set(key, value);
    return value;
  };
  return from(0, 0);
}

/** The chances of [home wins the set, away wins it], each split by who serves first in the next set. */
type SetOutcome = Record<TeamSide, Record<TeamSide, number>>;

function setOutcome(model: TennisModel, games: MatchScore, server: TeamSide): SetOutcome {
  const hold = { home: holdProbability(model.homeServe), away: holdProbability(model.awayServe) };
  const tiebreak = { home: tiebreakProbability(model, 'home'), away: tiebreakProbability(model, 'away') };
  const memo = new Map<string, SetOutcome>();
  const from = (h: number, a: number, serving: TeamSide): SetOutcome => {
    const done: SetOutcome = { home: { home: 0, away: 0 }, away: { home: 0, away: 0 } };
    if ((h >= 6 && h - a >= 2) || h === 7) return { ...done, home: { ...done.home, [serving]: 1 } };
    if ((a >= 6 && a - h >= 2) || a === 7) return { ...done, away: { ...done.away, [serving]: 1 } };
    if (h === 6 && a === 6) {
      const p = tiebreak[serving]; // the tie-break counts as one game for the serve order
      return { home: { ...done.home, [other(serving)]: p }, away: { ...done.away, [other(serving)]: 1 - p } };
    }
    const key = `${h}-${a}-${serving}`;
    const known = memo.get(key);
    if (known) return known;
    const pHome = serving === 'home' ? hold.home : 1 - hold.away;
    const win = from(h + 1, a, other(serving));
    const lose = from(h, a + 1, other(serving));
    const mix = (w: TeamSide, s: TeamSide) => pHome * win[w][s] + (1 - pHome) * lose[w][s];
    const value = {
      home: { home: mix('home', 'home'), away: mix('home', 'away') },
      away: { home: mix('away', 'home'), away: mix('away', 'away') },
    };
    memo.set(key, value);
    return value;
  };
  return from(games.home, games.away, server);
}

/** Throws `invalid_model` unless serve point chances are in 0.01..0.99 and the match is best of 3 or 5. */
export function assertTennisModel(model: TennisModel): void {
  const serve = (p: unknown) => typeof p === 'number' && p >= 0.01 && p <= 0.99;
  if (!serve(model?.homeServe) || !serve(model.awayServe) || (model.bestOf !== 3 && model.bestOf !== 5)) {
    sportsError('invalid_model', 'serve point chances are in 0.01..0.99, best of 3 or 5');
  }
}

function assertTennis(model: TennisModel, state: TennisState): void {
  assertTennisModel(model);
  const needed = (model.bestOf + 1) / 2;
  const { sets, games, server } = state;
  const gamesOk =
    isIntegerIn(games?.home, 0, 6) &&
    isIntegerIn(games?.away, 0, 6) &&
    !(games.home === 6 && games.away <= 4) &&
    !(games.away === 6 && games.home <= 4);
  if (
    !isIntegerIn(sets?.home, 0, needed - 1) ||
    !isIntegerIn(sets?.away, 0, needed - 1) ||
    !gamesOk ||
    (server !== 'home' && server !== 'away')
  ) {
    sportsError('invalid_model', 'the tennis state is an unfinished match between games');
  }
}

/**
 * Fair probabilities of tennis markets at `state`: the match winner, and set n's winner (a set that may
 * never be played carries its chance of not being played as `push`: its bets would be void). A market on
 * a set already finished answers `undefined`.
 */
export function tennisMarketProbabilities(
  model: TennisModel,
  specs: readonly TennisMarket[],
  state: TennisState = TENNIS_FIRST_SERVE,
): (MarketProbabilities | undefined)[] {
  assertTennis(model, state);
  const needed = (model.bestOf + 1) / 2;
  const match = { home: 0, away: 0 };
  const setWinner = new Map<number, MatchScore>();
  let frontier = [{ sets: state.sets, games: state.games, server: state.server, p: 1 }];
  while (frontier.length > 0) {
    const next = new Map<string, (typeof frontier)[number]>();
    for (const { sets, games, server, p } of frontier) {
      const n = sets.home + sets.away + 1;
      const outcome = setOutcome(model, games, server);
      const tally = setWinner.get(n) ?? { home: 0, away: 0 };
      setWinner.set(n, tally);
      for (const winner of ['home', 'away'] as const) {
        for (const nextServer of ['home', 'away'] as const) {
          const q = p * outcome[winner][nextServer];
          tally[winner] += q;
          const after = { ...sets, [winner]: sets[winner] + 1 };
          if (after[winner] === needed) match[winner] += q;
          else {
            const key = `${after.home}-${after.away}-${nextServer}`;
            const entry = next.get(key) ?? {
              sets: after,
              games: { home: 0, away: 0 },
              server: nextServer,
              p: 0,
            };
            entry.p += q;
            next.set(key, entry);
          }
        }
      }
    }
    frontier = [...next.values()];
  }
  const current = state.sets.home + state.sets.away + 1;
  return specs.map((spec) => {
    const won =
      spec.kind === 'winner'
        ? match
        : spec.set >= current
          ? (setWinner.get(spec.set) ?? { home: 0, away: 0 })
          : undefined;
    if (!won) return undefined;
    const cells = [
      { probability: won.home, cell: 'home' as const },
      { probability: won.away, cell: 'away' as const },
      { probability: Math.max(0, 1 - won.home - won.away), cell: 'not_played' as const },
    ];
    return marketFromDistribution(spec, cells, (selection, cell) =>
      cell === 'not_played' ? 'push' : selection === cell ? 'win' : 'lose',
    );
  });
}
