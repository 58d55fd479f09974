import type { TableEvent, TableRound } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { applyTableEvent, canBet, canDecide, EMPTY_FEED, phaseAt, ROAD_LENGTH } from './table-feed';

const CLOSES = '2026-01-01T00:00:15.000Z';

const round = (roundNo: number, phase: TableRound['phase'], outcome: unknown = null): TableRound => ({
  tableRoundId: String(100 + roundNo),
  roundNo,
  phase,
  serverSeedHash: 'h',
  clientSeed: 'table:BAC_1',
  bettingEndsAt: CLOSES,
  decideEndsAt: null,
  revealEndsAt: phase === 'betting' ? null : '2026-01-01T00:00:21.000Z',
  outcome: phase === 'betting' ? null : outcome,
  serverSeed: phase === 'settled' ? 's' : null,
});

const timing = { bettingMs: 15_000, revealMs: 6_000, pauseMs: 3_000, decideMs: 0 };
const state = (current: TableRound | null, history: TableRound[], serverTime = 1_000): TableEvent => ({
  type: 'state',
  family: 'baccarat',
  round: current,
  history,
  online: 3,
  timing,
  betTypes: [],
  serverTime,
});
const on = (r: TableRound, serverTime = 1): TableEvent => ({ type: 'round', round: r, serverTime });

describe('the table feed', () => {
  it('takes the state, measures the clock offset, and files settled rounds in the road, newest first', () => {
    let feed = applyTableEvent(
      EMPTY_FEED,
      state(round(7, 'betting'), [round(5, 'settled'), round(6, 'settled')]),
      900,
    );
    expect(feed.offset).toBe(100);
    expect(feed.timing).toEqual(timing);
    expect(feed.round?.roundNo).toBe(7);
    expect(feed.history.map((r) => r.roundNo)).toEqual([6, 5]);

    feed = applyTableEvent(feed, on(round(7, 'revealing', { number: 3 })), 1);
    expect(feed.round?.phase).toBe('revealing');
    expect(feed.history).toHaveLength(2);
    feed = applyTableEvent(feed, on(round(7, 'settled', { number: 3 })), 1);
    feed = applyTableEvent(feed, on(round(7, 'settled', { number: 3 })), 1);
    expect(feed.history.map((r) => r.roundNo)).toEqual([7, 6, 5]);
    feed = applyTableEvent(feed, on(round(8, 'betting')), 1);
    expect(feed.round?.roundNo).toBe(8);
    expect(feed.history.map((r) => r.roundNo)).toEqual([7, 6, 5]);
  });

  it('never goes back to an older round or an earlier phase (the HTTP state and the socket may cross)', () => {
    let feed = applyTableEvent(EMPTY_FEED, on(round(9, 'revealing', { number: 1 })), 1);
    feed = applyTableEvent(feed, on(round(9, 'betting')), 1);
    expect(feed.round?.phase).toBe('revealing');
    feed = applyTableEvent(feed, state(round(8, 'settled', { number: 2 }), [], 5_000), 4_000);
    expect(feed.round?.roundNo).toBe(9);
    expect(feed.offset).toBe(1_000);
    // the stale state's settled round still joins the road
    expect(feed.history.map((r) => r.roundNo)).toEqual([8]);
    feed = applyTableEvent(feed, { type: 'resync', serverTime: 10 }, 5);
    expect(feed.round?.roundNo).toBe(9);
    expect(feed.offset).toBe(5);
  });

  it('keeps the road to its length', () => {
    const many = Array.from({ length: ROAD_LENGTH + 10 }, (_, i) => round(i, 'settled', { number: i % 37 }));
    const feed = applyTableEvent(EMPTY_FEED, state(null, many), 0);
    expect(feed.history).toHaveLength(ROAD_LENGTH);
    expect(feed.history[0]?.roundNo).toBe(ROAD_LENGTH + 9);
  });

  it('tells the phase from the server clock, and stops bets just before the deadline', () => {
    const closes = Date.parse(CLOSES);
    expect(phaseAt(null, closes)).toEqual({ kind: 'waiting' });
    expect(phaseAt(round(1, 'betting'), closes - 2_500)).toEqual({ kind: 'betting', msLeft: 2_500 });
    expect(phaseAt(round(1, 'betting'), closes + 10)).toEqual({ kind: 'closing' });
    expect(phaseAt(round(1, 'revealing'), closes + 900)).toEqual({ kind: 'revealing', elapsedMs: 900 });
    expect(phaseAt(round(1, 'settled'), closes + 9_000)).toEqual({ kind: 'settled' });
    expect(canBet(phaseAt(round(1, 'betting'), closes - 2_500))).toBe(true);
    expect(canBet(phaseAt(round(1, 'betting'), closes - 100))).toBe(false);
    expect(canBet(phaseAt(round(1, 'revealing'), closes + 1))).toBe(false);
  });

  it('at a decision table: deciding after betting, its countdown to the decision deadline, no bets', () => {
    const closes = Date.parse(CLOSES);
    const decided = '2026-01-01T00:00:30.000Z';
    const dealt = { ...round(2, 'deciding', { player: [] }), decideEndsAt: decided };
    expect(phaseAt(dealt, closes + 5_000)).toEqual({ kind: 'deciding', msLeft: 10_000 });
    expect(phaseAt(dealt, closes + 16_000)).toEqual({ kind: 'deciding', msLeft: 0 });
    expect(canBet(phaseAt(dealt, closes + 5_000))).toBe(false);
    expect(canDecide(phaseAt(dealt, closes + 5_000))).toBe(true);
    expect(canDecide(phaseAt(dealt, Date.parse(decided) - 100))).toBe(false);
    expect(canDecide(phaseAt(round(2, 'betting'), closes - 5_000))).toBe(false);
    // the reveal counts from the end of the decision time (from the close of betting when nobody decided)
    const shown = { ...round(2, 'revealing', { player: [] }), decideEndsAt: decided };
    expect(phaseAt(shown, Date.parse(decided) + 700)).toEqual({ kind: 'revealing', elapsedMs: 700 });
    expect(phaseAt(round(2, 'revealing', {}), closes + 700)).toEqual({ kind: 'revealing', elapsedMs: 700 });
  });

  it('orders the phases betting, deciding, revealing, settled', () => {
    const at = (phase: TableRound['phase']) => ({ ...round(4, phase, { player: [] }), decideEndsAt: CLOSES });
    let feed = applyTableEvent(EMPTY_FEED, on(at('betting')), 1);
    feed = applyTableEvent(feed, on(at('deciding')), 1);
    expect(feed.round?.phase).toBe('deciding');
    // a late betting message never takes the screen back; the reveal moves it on
    feed = applyTableEvent(feed, on(at('betting')), 1);
    expect(feed.round?.phase).toBe('deciding');
    feed = applyTableEvent(feed, on(at('revealing')), 1);
    expect(feed.round?.phase).toBe('revealing');
    feed = applyTableEvent(feed, on(at('deciding')), 1);
    expect(feed.round?.phase).toBe('revealing');
    feed = applyTableEvent(feed, on(at('settled')), 1);
    expect(feed.round?.phase).toBe('settled');
    expect(feed.history.map((r) => r.roundNo)).toEqual([4]);
  });
});
