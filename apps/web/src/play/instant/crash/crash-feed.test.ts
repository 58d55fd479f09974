import type { CrashPublicBet, CrashRound } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { applyCrashEvent, EMPTY_FEED, phaseAt } from './crash-feed';

const round = (id: string, phase: CrashRound['phase'], bustX100: number | null = null): CrashRound => ({
  crashRoundId: id,
  roundNo: Number(id),
  phase,
  serverSeedHash: 'h',
  clientSeed: 'c',
  bettingEndsAt: '2026-01-01T00:00:10.000Z',
  bustX100,
  serverSeed: bustX100 === null ? null : 's',
});
const bet = (betId: string, cashoutX100: number | null = null): CrashPublicBet => ({
  betId,
  player: 'ab***',
  stake: '1000',
  cashoutX100,
  payout: cashoutX100 === null ? null : '2000',
});

describe('the crash feed', () => {
  it('keeps the bets of the round, clears them for a new round, and files busted rounds in the history', () => {
    let feed = applyCrashEvent(
      EMPTY_FEED,
      { type: 'round', round: round('1', 'betting'), serverTime: 1_000 },
      900,
    );
    expect(feed.offset).toBe(100);
    feed = applyCrashEvent(feed, { type: 'bet', crashRoundId: '1', bet: bet('7'), serverTime: 1 }, 1);
    feed = applyCrashEvent(feed, { type: 'bet', crashRoundId: '0', bet: bet('8'), serverTime: 1 }, 1);
    expect(feed.bets.map((b) => b.betId)).toEqual(['7']);
    feed = applyCrashEvent(
      feed,
      { type: 'cashout', crashRoundId: '1', bet: bet('7', 200), serverTime: 1 },
      1,
    );
    expect(feed.bets).toEqual([bet('7', 200)]);
    feed = applyCrashEvent(feed, { type: 'round', round: round('1', 'busted', 250), serverTime: 1 }, 1);
    feed = applyCrashEvent(feed, { type: 'round', round: round('1', 'busted', 250), serverTime: 1 }, 1);
    expect(feed.history.map((h) => h.bustX100)).toEqual([250]);
    expect(feed.bets).toHaveLength(1);
    feed = applyCrashEvent(feed, { type: 'round', round: round('2', 'betting'), serverTime: 1 }, 1);
    expect(feed.bets).toEqual([]);
  });

  it('tells the phase from the server clock', () => {
    const closes = Date.parse('2026-01-01T00:00:10.000Z');
    expect(phaseAt(null, closes)).toEqual({ kind: 'waiting' });
    expect(phaseAt(round('1', 'betting'), closes - 2_500)).toEqual({ kind: 'betting', msLeft: 2_500 });
    expect(phaseAt(round('1', 'betting'), closes + 40)).toEqual({ kind: 'flying', elapsedMs: 40 });
    expect(phaseAt(round('1', 'flying'), closes + 900)).toEqual({ kind: 'flying', elapsedMs: 900 });
    expect(phaseAt(round('1', 'busted', 312), closes + 900)).toEqual({ kind: 'busted', bustX100: 312 });
  });
});
