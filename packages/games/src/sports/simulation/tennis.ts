import { type RandomSource, randomFloat } from '../../fair/random.ts';
import type { TeamSide } from '../lines.ts';
import type { MatchScore, TennisResult } from '../markets/results.ts';
import { assertTennisModel, type TennisModel } from '../pricing/tennis-pricing.ts';

export interface TennisEvent {
  kind: 'game' | 'tiebreak' | 'set' | 'match';
  /** The set being played (1-based). */
  set: number;
  winner: TeamSide;
  /** Games in the set and sets in the match, after the event. */
  games: MatchScore;
  sets: MatchScore;
}

const other = (side: TeamSide): TeamSide => (side === 'home' ? 'away' : 'home');

/**
 * A match point by point from `source` (one randomFloat per point: the server wins it below their serve
 * chance): games to 4 by two, a 7-point tie-break at 6–6 in every set (serve changing every two points),
 * best of 3 or 5 — the model tennis-pricing.ts prices.
 */
export function simulateTennisMatch(
  model: TennisModel,
  source: RandomSource,
  firstServer: TeamSide = 'home',
): { events: TennisEvent[]; result: TennisResult } {
  assertTennisModel(model);
  const serve = { home: model.homeServe, away: model.awayServe };
  const needed = (model.bestOf + 1) / 2;
  const pointTo = (server: TeamSide): TeamSide =>
    randomFloat(source) < serve[server] ? server : other(server);
  const race = (target: number, serverOf: (point: number) => TeamSide): TeamSide => {
    const won = { home: 0, away: 0 };
    for (let n = 0; ; n++) {
      won[pointTo(serverOf(n))]++;
      if (won.home >= target && won.home - won.away >= 2) return 'home';
      if (won.away >= target && won.away - won.home >= 2) return 'away';
    }
  };
  const events: TennisEvent[] = [];
  const sets = { home: 0, away: 0 };
  const played: MatchScore[] = [];
  let server = firstServer;
  while (sets.home < needed && sets.away < needed) {
    const games = { home: 0, away: 0 };
    const set = played.length + 1;
    for (;;) {
      const tiebreak = games.home === 6 && games.away === 6;
      const first = server;
      const winner = tiebreak
        ? race(7, (n) => (((n + 1) >> 1) % 2 === 0 ? first : other(first)))
        : race(4, () => first);
      games[winner]++;
      server = other(server); // a tie-break counts as one game for the serve order
      events.push({
        kind: tiebreak ? 'tiebreak' : 'game',
        set,
        winner,
        games: { ...games },
        sets: { ...sets },
      });
      const lead = games[winner] - games[other(winner)];
      if (tiebreak || (games[winner] >= 6 && lead >= 2)) {
        sets[winner]++;
        played.push({ ...games });
        events.push({ kind: 'set', set, winner, games: { ...games }, sets: { ...sets } });
        if (sets[winner] === needed)
          events.push({ kind: 'match', set, winner, games: { ...games }, sets: { ...sets } });
        break;
      }
    }
  }
  return { events, result: { sport: 'tennis', bestOf: model.bestOf, setsWon: { ...sets }, sets: played } };
}
