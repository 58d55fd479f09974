import type { CrashEvent, CrashPublicBet, CrashRound, CrashTiming } from '@app/contracts';

/** The round as this screen knows it from the live socket. */
export type CrashFeed = {
  round: CrashRound | null;
  bets: CrashPublicBet[];
  /** Busted rounds, newest first. */
  history: CrashRound[];
  timing: CrashTiming | null;
  /** The server's clock minus this browser's, ms (from the last message). */
  offset: number;
};

export const EMPTY_FEED: CrashFeed = { round: null, bets: [], history: [], timing: null, offset: 0 };
const HISTORY = 20;

function upsert(bets: CrashPublicBet[], bet: CrashPublicBet): CrashPublicBet[] {
  const at = bets.findIndex((b) => b.betId === bet.betId);
  if (at < 0) return [...bets, bet];
  return bets.map((b, i) => (i === at ? bet : b));
}

/** Folds one message of the socket into the feed (`receivedAt` = this browser's clock when it came). */
export function applyCrashEvent(feed: CrashFeed, event: CrashEvent, receivedAt: number): CrashFeed {
  const offset = event.serverTime - receivedAt;
  switch (event.type) {
    case 'state':
      return { round: event.round, bets: event.bets, history: event.history, timing: event.timing, offset };
    case 'round': {
      const round = event.round;
      const same = feed.round?.crashRoundId === round.crashRoundId;
      const history =
        round.phase === 'busted' && !feed.history.some((h) => h.crashRoundId === round.crashRoundId)
          ? [round, ...feed.history].slice(0, HISTORY)
          : feed.history;
      return { ...feed, round, bets: same ? feed.bets : [], history, offset };
    }
    case 'bet':
    case 'cashout':
      if (feed.round?.crashRoundId !== event.crashRoundId) return { ...feed, offset };
      return { ...feed, bets: upsert(feed.bets, event.bet), offset };
    case 'resync':
      return { ...feed, offset };
  }
}

export type CrashPhase =
  | { kind: 'waiting' }
  | { kind: 'betting'; msLeft: number }
  | { kind: 'flying'; elapsedMs: number }
  | { kind: 'busted'; bustX100: number };

/** Where the round is at `serverNow`: betting with its countdown, flying for so long, or busted. */
export function phaseAt(round: CrashRound | null, serverNow: number): CrashPhase {
  if (!round) return { kind: 'waiting' };
  if (round.phase === 'busted' && round.bustX100 !== null)
    return { kind: 'busted', bustX100: round.bustX100 };
  const closesAt = Date.parse(round.bettingEndsAt);
  if (serverNow < closesAt && round.phase === 'betting')
    return { kind: 'betting', msLeft: closesAt - serverNow };
  return { kind: 'flying', elapsedMs: Math.max(0, serverNow - closesAt) };
}
