import {
  type FootballEvent,
  type FootballMarket,
  type FootballRates,
  footballMarketProbabilities,
  type MatchScore,
  marketKey,
  marketSelections,
  priceWithMargin,
  type RandomSource,
  settleMarket,
  simulateFootballMatch,
} from '@app/games';
import type { MatchState, UnstampedMessage } from '../messages.ts';

/** A message of a match's script, `offsetMs` after kick-off (before the producer numbers and stamps it). */
export type ScriptedMessage = { offsetMs: number; body: ScriptBody };
export type ScriptBody = Exclude<UnstampedMessage, { kind: 'fixture_change' }>;

/** The pace of a match: real milliseconds per match minute, and the half-time break in match minutes. */
export type MatchPace = { msPerMinute: number; breakMinutes: number };

/** How long after a bet stop the market reopens with fresh prices (match seconds). */
const REOPEN_AFTER_SECONDS = 20;
/** Prices are refreshed every this many match minutes between events. */
const REPRICE_EVERY_MINUTES = 2;

/**
 * The markets offered on a football match: 1X2, double chance, odd/even and correct score for the match; the
 * Asian handicap's balanced line (the one nearest an even chance before kick-off) with its two neighbours; over/under
 * 2.25, 2.5 and 2.75; and the first half's 1X2, level handicap and over/under 0.75, 1 and 1.25.
 */
export function footballMarkets(rates: FootballRates): FootballMarket[] {
  const candidates: FootballMarket[] = [];
  for (let line = -12; line <= 12; line++)
    candidates.push({ sport: 'football', period: 'ft', kind: 'ah', line });
  const books = footballMarketProbabilities(rates, candidates);
  let balanced = 0;
  let closest = Number.POSITIVE_INFINITY;
  for (const [i, book] of books.entries()) {
    const home = book?.selections[0]?.probability ?? 0;
    if (Math.abs(home - 0.5) < closest) {
      closest = Math.abs(home - 0.5);
      balanced = (candidates[i] as { line: number }).line;
    }
  }
  const ft = (kind: '1x2' | 'dc' | 'oe' | 'cs'): FootballMarket => ({
    sport: 'football',
    period: 'ft',
    kind,
  });
  const line = (period: 'ft' | '1h', kind: 'ah' | 'ou', value: number): FootballMarket => ({
    sport: 'football',
    period,
    kind,
    line: value,
  });
  return [
    ft('1x2'),
    ft('dc'),
    ft('oe'),
    ft('cs'),
    ...[balanced - 1, balanced, balanced + 1].map((l) => line('ft', 'ah', l)),
    ...[9, 10, 11].map((l) => line('ft', 'ou', l)),
    { sport: 'football', period: '1h', kind: '1x2' },
    line('1h', 'ah', 0),
    ...[3, 4, 5].map((l) => line('1h', 'ou', l)),
  ];
}

/** Every open market priced at `minute` with `score` (markets past their time, or priced away, suspended). */
function prices(
  rates: FootballRates,
  specs: readonly FootballMarket[],
  minute: number,
  score: MatchScore,
  margin: number,
): Extract<ScriptBody, { kind: 'odds_change' }>['markets'] {
  const books = footballMarketProbabilities(rates, specs, { minute: Math.min(90, minute), score });
  const markets: Extract<ScriptBody, { kind: 'odds_change' }>['markets'] = [];
  for (const [i, spec] of specs.entries()) {
    const book = books[i];
    if (!book) {
      markets.push({ key: marketKey(spec), status: 'suspended', odds: {} });
      continue;
    }
    const price = priceWithMargin(
      book.selections.map((s) => s.probability),
      margin,
    );
    const selections = marketSelections(spec);
    const odds: Record<string, number> = {};
    if (price.status === 'open')
      for (const [j, sel] of selections.entries()) odds[sel] = price.odds[j] as number;
    markets.push({ key: marketKey(spec), status: price.status === 'open' ? 'active' : 'suspended', odds });
  }
  return markets;
}

type Moment = { half: 1 | 2; minute: number; second: number; event?: FootballEvent };

/** The match's events and its regular repricing ticks, in match-clock order (an event before a tick at its time). */
function momentsOf(events: readonly FootballEvent[], firstHalfEnd: number, fullTime: number): Moment[] {
  const moments: Moment[] = events.map((event) => ({
    half: event.half,
    minute: event.minute,
    second: event.second,
    event,
  }));
  for (let m = REPRICE_EVERY_MINUTES; m < firstHalfEnd; m += REPRICE_EVERY_MINUTES)
    moments.push({ half: 1, minute: m, second: 0 });
  for (let m = 45 + REPRICE_EVERY_MINUTES; m < fullTime; m += REPRICE_EVERY_MINUTES)
    moments.push({ half: 2, minute: m, second: 0 });
  const rank = (x: Moment) => (x.half * 1000 + x.minute) * 60 + x.second;
  return moments.sort((a, b) => rank(a) - rank(b) || (a.event ? 0 : 1) - (b.event ? 0 : 1));
}

/**
 * A football match's whole message script, from its seed: the simulated match (packages/games
 * `simulateFootballMatch`) told as the feed tells a match — prices at each kick-off and every two minutes with
 * the score and clock, a bet stop at every dangerous moment and fresh prices 20 seconds after it (with the goal,
 * if it came), the first half's markets settled at half time, the match's at full time. Deterministic: the same
 * seed and pace give the same messages, so a producer restarted mid-match re-derives what it has not sent yet,
 * and any match can be replayed.
 */
export function footballScript(
  feedId: string,
  rates: FootballRates,
  source: RandomSource,
  pace: MatchPace,
  marginThousandths: number,
): { messages: ScriptedMessage[]; durationMs: number } {
  const { events, result } = simulateFootballMatch(rates, source);
  const specs = footballMarkets(rates);
  const firstHalfEnd = (events.find((e) => e.kind === 'half_time') as FootballEvent).minute;
  const fullTime = (events.find((e) => e.kind === 'full_time') as FootballEvent).minute;
  const offsetOf = (e: { half: 1 | 2; minute: number; second: number }) =>
    Math.round(
      ((e.half === 1 ? e.minute : firstHalfEnd + pace.breakMinutes + (e.minute - 45)) + e.second / 60) *
        pace.msPerMinute,
    );
  const messages: ScriptedMessage[] = [];
  const score: MatchScore = { home: 0, away: 0 };
  let halfTime: MatchScore | undefined;
  const state = (minute: number, period: string): MatchState => ({
    home: score.home,
    away: score.away,
    period,
    clock: minute,
    periods: halfTime
      ? [
          [halfTime.home, halfTime.away],
          [score.home - halfTime.home, score.away - halfTime.away],
        ]
      : [],
  });
  const send = (offsetMs: number, body: ScriptBody) => messages.push({ offsetMs, body });
  // `minute` is the pricing clock: at half time the match has 45 minutes to go whatever the first half's stoppage
  // a message's prices are worked out when first read (a whole script's take ~0.3 s of pricing, and a producer
  // reads only the messages whose time has come), from the score of its moment
  const priceAt = (at: Moment, period: string, minute = at.minute) => {
    const scoreNow = { ...score };
    let markets: ReturnType<typeof prices> | undefined;
    send(offsetOf(at), {
      kind: 'odds_change',
      feedId,
      state: state(at.minute, period),
      get markets() {
        markets ??= prices(rates, specs, minute, scoreNow, marginThousandths);
        return markets;
      },
    });
  };
  const settle = (period: 'ft' | '1h') => ({
    kind: 'bet_settlement' as const,
    feedId,
    markets: specs
      .filter((spec) => spec.period === period)
      .map((spec) => ({ key: marketKey(spec), outcomes: { ...settleMarket(spec, result) } })),
  });
  // a bet stop holds until this moment, when fresh prices reopen the markets
  let reopen: Moment | undefined;
  const reopenBefore = (at: Moment) => {
    if (reopen && offsetOf(reopen) <= offsetOf(at)) {
      priceAt(reopen, reopen.half === 1 ? '1h' : '2h');
      reopen = undefined;
    }
  };
  for (const at of momentsOf(events, firstHalfEnd, fullTime)) {
    reopenBefore(at);
    const event = at.event;
    const period = at.half === 1 ? '1h' : '2h';
    if (!event) {
      if (!reopen) priceAt(at, period);
    } else if (event.kind === 'kick_off') {
      reopen = undefined;
      priceAt(at, period);
    } else if (event.kind === 'danger') {
      send(offsetOf(at), { kind: 'bet_stop', feedId });
      const second = at.second + REOPEN_AFTER_SECONDS;
      reopen = { half: at.half, minute: at.minute + Math.floor(second / 60), second: second % 60 };
    } else if (event.kind === 'goal' && event.team) {
      score[event.team]++;
    } else if (event.kind === 'half_time') {
      reopen = undefined;
      halfTime = { ...score };
      send(offsetOf(at), settle('1h'));
      priceAt(at, 'ht', 45);
    } else if (event.kind === 'full_time') {
      reopen = undefined;
      send(offsetOf(at), { kind: 'bet_stop', feedId });
      send(offsetOf(at), { kind: 'odds_change', feedId, state: state(at.minute, 'ft'), markets: [] });
      send(offsetOf(at), settle('ft'));
    }
  }
  return { messages, durationMs: messages.at(-1)?.offsetMs ?? 0 };
}
