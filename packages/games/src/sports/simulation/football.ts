import { type RandomSource, randomFloat, randomInt } from '../../fair/random.ts';
import { isIntegerIn, isProbability, sportsError } from '../errors.ts';
import type { TeamSide } from '../lines.ts';
import type { FootballResult, MatchScore } from '../markets/results.ts';
import type { FootballRates } from '../pricing/football-pricing.ts';

/** A bet stop: the moment before a possible goal. Red cards only stop betting; they do not change the rates. */
export type DangerCause = 'chance' | 'penalty' | 'red_card';

export type FootballEventKind = 'kick_off' | 'danger' | 'goal' | 'stoppage' | 'half_time' | 'full_time';

/**
 * One event of a simulated match. `minute` is the match clock's minutes elapsed: 0..44 in the first half and
 * 45.. in its stoppage time, 45..89 in the second half and 90.. in its stoppage; `second` is 0..59.
 */
export interface FootballEvent {
  half: 1 | 2;
  minute: number;
  second: number;
  kind: FootballEventKind;
  team?: TeamSide;
  cause?: DangerCause;
  /** The stoppage time announced at the end of a half's 45 minutes. */
  addedMinutes?: number;
  /** The score after a goal, at half time and at full time. */
  score?: MatchScore;
}

export interface FootballSimulationOptions {
  /** Chance per team per minute of a dangerous moment that does not end in a goal. */
  falseAlarmPerMinute: number;
  /** Stoppage time of each half, drawn uniformly in [min, max] minutes. */
  firstHalfStoppage: readonly [number, number];
  secondHalfStoppage: readonly [number, number];
  /** Share (in %) of goals that come from a penalty; the rest from an open-play chance. */
  penaltyGoalPercent: number;
}

export const DEFAULT_FOOTBALL_SIMULATION: FootballSimulationOptions = {
  falseAlarmPerMinute: 0.04,
  firstHalfStoppage: [1, 4],
  secondHalfStoppage: [2, 7],
  penaltyGoalPercent: 12,
};

const FALSE_ALARM_CAUSES: readonly DangerCause[] = ['chance', 'chance', 'chance', 'penalty', 'red_card'];

/**
 * A match minute by minute, every draw from `source` (deterministic from a seed). Each half draws its
 * stoppage time s first, then runs 45 + s minutes; in each, each side scores Poisson(rate / 2 / (45 + s))
 * goals, so a half's goals are exactly Poisson(rate / 2) whatever s — the distribution the pricing uses.
 * Each goal is preceded 5–15 seconds earlier by a dangerous moment (a chance or a penalty), the bet stop;
 * other dangerous moments (chances, missed penalties, red cards) come at `falseAlarmPerMinute`.
 * Draw order per half: randomInt(stoppage range), then per minute home then away: randomFloat (the goals
 * by Poisson inversion, or a false alarm when it falls under P(0) × falseAlarmPerMinute), then per goal
 * randomInt(100) for the cause, randomInt(40) for the second, randomInt(11) for the lead; per false alarm
 * randomInt(5) for the cause and randomInt(60) for the second.
 */
export function simulateFootballMatch(
  rates: FootballRates,
  source: RandomSource,
  options: FootballSimulationOptions = DEFAULT_FOOTBALL_SIMULATION,
): { events: FootballEvent[]; result: FootballResult } {
  const positive = (x: unknown) => typeof x === 'number' && Number.isFinite(x) && x >= 0 && x <= 20;
  const range = ([min, max]: readonly [number, number]) =>
    isIntegerIn(min, 0, 15) && isIntegerIn(max, min, 15);
  if (
    !positive(rates?.home) ||
    !positive(rates?.away) ||
    !isProbability(options.falseAlarmPerMinute) ||
    !range(options.firstHalfStoppage) ||
    !range(options.secondHalfStoppage) ||
    !isIntegerIn(options.penaltyGoalPercent, 0, 100)
  ) {
    sportsError(
      'invalid_model',
      'goal rates in [0, 20], a false-alarm probability, stoppage 0..15, penalties 0..100 %',
    );
  }
  const score = { home: 0, away: 0 };
  const events: FootballEvent[] = [{ half: 1, minute: 0, second: 0, kind: 'kick_off' }];
  let halfTime: MatchScore = { home: 0, away: 0 };
  for (const half of [1, 2] as const) {
    const [min, max] = half === 1 ? options.firstHalfStoppage : options.secondHalfStoppage;
    const added = min + randomInt(source, max - min + 1);
    const start = (half - 1) * 45;
    if (half === 2) events.push({ half, minute: 45, second: 0, kind: 'kick_off' });
    const raw: FootballEvent[] = [
      { half, minute: start + 45, second: 0, kind: 'stoppage', addedMinutes: added },
    ];
    const sides = (['home', 'away'] as const).map((team) => {
      const mean = rates[team] / 2 / (45 + added);
      return { team, mean, none: Math.exp(-mean) };
    });
    for (let m = 0; m < 45 + added; m++) {
      for (const side of sides) {
        const u = randomFloat(source);
        // the usual minute: no goal and no false alarm
        if (u < side.none && u >= side.none * options.falseAlarmPerMinute) continue;
        drawMoment(source, options, side, u, { half, minute: start + m }, raw);
      }
    }
    raw.sort((a, b) => a.minute - b.minute || a.second - b.second);
    for (const event of raw) {
      if (event.kind === 'goal' && event.team) {
        score[event.team]++;
        event.score = { ...score };
      }
      events.push(event);
    }
    const end: FootballEvent = {
      half,
      minute: start + 45 + added,
      second: 0,
      kind: half === 1 ? 'half_time' : 'full_time',
      score: { ...score },
    };
    events.push(end);
    if (half === 1) halfTime = { ...score };
  }
  return { events, result: { sport: 'football', fullTime: { ...score }, halfTime } };
}

/** A minute with something in it: a false alarm (u under P(0) × its rate) or goals by Poisson inversion. */
function drawMoment(
  source: RandomSource,
  options: FootballSimulationOptions,
  side: { team: TeamSide; mean: number; none: number },
  u: number,
  at: { half: 1 | 2; minute: number },
  raw: FootballEvent[],
): void {
  const { team, mean, none } = side;
  // events are written field by field: spreading `at` into them made the whole simulation ~8× slower
  if (u < none) {
    const cause = FALSE_ALARM_CAUSES[randomInt(source, FALSE_ALARM_CAUSES.length)] as DangerCause;
    raw.push({
      half: at.half,
      minute: at.minute,
      second: randomInt(source, 60),
      kind: 'danger',
      team,
      cause,
    });
    return;
  }
  let goals = 0;
  let term = none;
  let cumulative = none;
  while (u >= cumulative && goals < 10) {
    goals++;
    term *= mean / goals;
    cumulative += term;
  }
  for (let g = 0; g < goals; g++) {
    const cause: DangerCause = randomInt(source, 100) < options.penaltyGoalPercent ? 'penalty' : 'chance';
    const second = 20 + randomInt(source, 40);
    raw.push({
      half: at.half,
      minute: at.minute,
      second: second - 5 - randomInt(source, 11),
      kind: 'danger',
      team,
      cause,
    });
    raw.push({ half: at.half, minute: at.minute, second, kind: 'goal', team });
  }
}
