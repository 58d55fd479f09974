import type { TableEvent, TableRound, TableState } from '@app/contracts';

/** The table as this screen knows it from the live socket (and the state the HTTP API answered). */
export type TableFeed = {
  round: TableRound | null;
  /** Settled rounds, newest first: the road. */
  history: TableRound[];
  timing: TableState['timing'] | null;
  /** The server's clock minus this browser's, ms (from the last message). */
  offset: number;
  /** Players at the table, as the server last counted them (null before it said). */
  online: number | null;
};

export const EMPTY_FEED: TableFeed = { round: null, history: [], timing: null, offset: 0, online: null };

/** How many settled rounds the road keeps. */
export const ROAD_LENGTH = 60;

const PHASE_ORDER: Record<TableRound['phase'], number> = {
  betting: 0,
  deciding: 1,
  revealing: 2,
  settled: 3,
};

/** Is `next` the same round or a later one, at the same phase or a later one, than `known`? */
export function isLater(next: TableRound, known: TableRound | null): boolean {
  if (!known) return true;
  if (next.roundNo !== known.roundNo) return next.roundNo > known.roundNo;
  return PHASE_ORDER[next.phase] >= PHASE_ORDER[known.phase];
}

/** The road with these rounds filed in (settled ones only, each once, newest first). */
function file(history: readonly TableRound[], rounds: readonly (TableRound | null)[]): TableRound[] {
  const byId = new Map(history.map((round) => [round.tableRoundId, round]));
  for (const round of rounds) if (round?.phase === 'settled') byId.set(round.tableRoundId, round);
  return [...byId.values()].sort((a, b) => b.roundNo - a.roundNo).slice(0, ROAD_LENGTH);
}

/**
 * Folds one message into the feed (`receivedAt` = this browser's clock when it came). A message about an older
 * round, or an earlier phase of the round on screen, never takes the screen back (the HTTP state and the socket
 * may cross); a settled round joins the road.
 */
export function applyTableEvent(feed: TableFeed, event: TableEvent, receivedAt: number): TableFeed {
  const offset = event.serverTime - receivedAt;
  switch (event.type) {
    case 'state': {
      const round = event.round && isLater(event.round, feed.round) ? event.round : feed.round;
      return {
        round,
        history: file(feed.history, [...event.history, event.round, round]),
        timing: event.timing,
        offset,
        online: event.online,
      };
    }
    case 'round': {
      const online = event.online ?? feed.online;
      if (!isLater(event.round, feed.round)) return { ...feed, offset, online };
      return { ...feed, round: event.round, history: file(feed.history, [event.round]), offset, online };
    }
    case 'resync':
      return { ...feed, offset };
  }
}

export type TablePhase =
  | { kind: 'waiting' }
  | { kind: 'betting'; msLeft: number }
  /** Betting time is up; the dealer has not shown the result yet. */
  | { kind: 'closing' }
  /** Decision tables: the shared cards are dealt; each player who bet decides on their hand until the deadline. */
  | { kind: 'deciding'; msLeft: number }
  /** The result is shown; `elapsedMs` since betting closed (after a decision time, since it ended). */
  | { kind: 'revealing'; elapsedMs: number }
  | { kind: 'settled' };

/**
 * Where the round is at `serverNow` (the server's clock): betting with its countdown, closed, (decision tables)
 * deciding with its countdown, revealing, paid.
 */
export function phaseAt(round: TableRound | null, serverNow: number): TablePhase {
  if (!round) return { kind: 'waiting' };
  if (round.phase === 'settled') return { kind: 'settled' };
  const closesAt = Date.parse(round.bettingEndsAt);
  const decidedAt = round.decideEndsAt === null ? null : Date.parse(round.decideEndsAt);
  if (round.phase === 'deciding')
    return { kind: 'deciding', msLeft: Math.max(0, (decidedAt ?? closesAt) - serverNow) };
  if (round.phase === 'revealing')
    return { kind: 'revealing', elapsedMs: Math.max(0, serverNow - (decidedAt ?? closesAt)) };
  return serverNow < closesAt ? { kind: 'betting', msLeft: closesAt - serverNow } : { kind: 'closing' };
}

/** Betting stops this long before the server's deadline: a tap in the last instant would arrive too late. */
export const CLOSE_MARGIN_MS = 300;

export function canBet(phase: TablePhase): boolean {
  return phase.kind === 'betting' && phase.msLeft > CLOSE_MARGIN_MS;
}

/** A move on the hand stops this long before the decision deadline, for the same reason. */
export function canDecide(phase: TablePhase): boolean {
  return phase.kind === 'deciding' && phase.msLeft > CLOSE_MARGIN_MS;
}
