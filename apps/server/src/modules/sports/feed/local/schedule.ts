import { addSiteDays, siteDayStart } from '@app/contracts';
import { type FootballRates, footballRates, randomInt, seededSource } from '@app/games';
import { LOCAL_LEAGUES, type LocalLeague, type Side } from './leagues.ts';

/** A match of the local feed's schedule, before it is announced. */
export type LocalFixture = {
  feedId: string;
  league: string;
  home: Side;
  away: Side;
  startsAt: Date;
  rates: FootballRates;
};

/** The sports the local feed plays out today (the other leagues' scripts come with their markets: issue 34). */
const SCRIPTED = new Set(['football']);

/** A stable 32-bit number for a text (FNV-1a): the schedule's pairings are the same on every process. */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619) >>> 0;
  return hash;
}

function fixturesOf(league: LocalLeague, day: string): LocalFixture[] {
  const start = siteDayStart(day).getTime();
  const fixtures: LocalFixture[] = [];
  for (let k = 0; k < league.perDay; k++) {
    const feedId = `${league.code}-${day}-${k + 1}`;
    // who meets whom is not a secret (it is announced a day ahead): a plain seeded pick, not the fair RNG
    const pick = seededSource(hashOf(feedId));
    const home = randomInt(pick, league.sides.length);
    const away = (home + 1 + randomInt(pick, league.sides.length - 1)) % league.sides.length;
    const [h, a] = [league.sides[home] as Side, league.sides[away] as Side];
    fixtures.push({
      feedId,
      league: league.code,
      home: h,
      away: a,
      startsAt: new Date(start + (league.firstHour * 60 + k * league.everyMinutes) * 60_000),
      rates: footballRates(h, a),
    });
  }
  return fixtures;
}

/**
 * The local feed's matches of a Vietnam day and the next (the "today" and "early" lists), every league's at its
 * times: `perDay` matches from `firstHour`, `everyMinutes` apart, each pairing two different sides of the league.
 */
export function localSchedule(day: string, leagues: readonly LocalLeague[] = LOCAL_LEAGUES): LocalFixture[] {
  return [day, addSiteDays(day, 1)].flatMap((d) =>
    leagues.filter((league) => SCRIPTED.has(league.sport)).flatMap((league) => fixturesOf(league, d)),
  );
}
