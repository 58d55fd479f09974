import type { LotteryDraw } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  awaitedDraw,
  awaitingResults,
  browserTimeOf,
  clockOffset,
  currentDraw,
  formatCountdown,
  msUntil,
  pendingDraw,
  secondsLeft,
  serverMillis,
  statePollMs,
  takingBets,
} from './countdown';

function draw(id: string, closesAt: string, extra: Partial<LotteryDraw> = {}): LotteryDraw {
  return {
    drawId: id,
    gameCode: 'VN_LOTTO_005',
    issueNo: `20261126-${id}`,
    province: null,
    status: 'open',
    closesAt,
    drawsAt: closesAt,
    serverSeedHash: null,
    serverSeed: null,
    clientSeed: null,
    result: null,
    outcome: null,
    ...extra,
  };
}

describe('the draw clock', () => {
  it('corrects the browser clock by the server’s', () => {
    const server = Date.parse('2026-11-26T10:00:30Z');
    // the browser is 5 s behind the server
    const offset = clockOffset(server, server - 5000);
    expect(offset).toBe(5000);
    const browserNow = server - 5000;
    expect(msUntil('2026-11-26T10:00:45Z', browserNow, offset)).toBe(15_000);
    expect(browserTimeOf('2026-11-26T10:00:45Z', offset)).toBe(Date.parse('2026-11-26T10:00:40Z'));
  });

  it('reads a serverTime in seconds as seconds', () => {
    expect(serverMillis(1_795_000_000)).toBe(1_795_000_000_000);
    expect(serverMillis(1_795_000_000_123)).toBe(1_795_000_000_123);
  });

  it('counts whole seconds up, and never below zero', () => {
    expect(secondsLeft(200)).toBe(1);
    expect(secondsLeft(1000)).toBe(1);
    expect(secondsLeft(1001)).toBe(2);
    expect(secondsLeft(0)).toBe(0);
    expect(secondsLeft(-5000)).toBe(0);
    expect(formatCountdown(-1)).toBe('00:00');
    expect(formatCountdown(45_000)).toBe('00:45');
    expect(formatCountdown(299_001)).toBe('05:00');
    expect(formatCountdown(3_600_000)).toBe('1:00:00');
    expect(formatCountdown(5 * 3_600_000 + 62_000)).toBe('5:01:02');
  });

  it('bets on the soonest draw still open, or the chosen province’s', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    const past = draw('1', '2026-11-26T09:59:59Z');
    const a = draw('2', '2026-11-26T10:15:00Z', { province: 'Tiền Giang' });
    const b = draw('3', '2026-11-26T10:15:00Z', { province: 'Kiên Giang' });
    const drawn = draw('4', '2026-11-26T10:30:00Z', { status: 'drawn' });
    expect(takingBets([past, b, a, drawn], now).map((d) => d.drawId)).toEqual(['3', '2']);
    expect(currentDraw([past, a, b], null, now)?.drawId).toBe('2');
    expect(currentDraw([past, a, b], 'Kiên Giang', now)?.drawId).toBe('3');
    expect(currentDraw([past, a, b], 'Đà Lạt', now)?.drawId).toBe('2');
    expect(currentDraw([past], null, now)).toBeNull();
  });

  it('waits for a closed draw until it is drawn, settled or cancelled', () => {
    const latest = [draw('7', 'x', { status: 'settled' }), draw('8', 'x', { status: 'drawn' })];
    expect(awaitingResults(['7', '8', '9'], latest)).toEqual(['9']);
    expect(awaitingResults([], latest)).toEqual([]);
  });

  it('keeps waiting for a draw the state lists as closed (past its close, no result yet)', () => {
    const latest = [draw('9', 'x', { status: 'closed' }), draw('8', 'x', { status: 'cancelled' })];
    expect(awaitingResults(['8', '9'], latest)).toEqual(['9']);
  });

  it('names the draw waiting for its result: the watched one, else the chosen province’s closed one', () => {
    const watched = draw('5', 'x');
    const latest = [
      draw('9', 'x', { status: 'closed', province: 'Vĩnh Long' }),
      draw('10', 'x', { status: 'closed', province: 'Bình Dương' }),
      draw('4', 'x', { status: 'settled', province: 'Bình Dương' }),
    ];
    expect(pendingDraw(watched, latest, null)).toBe(watched);
    expect(pendingDraw(null, latest, 'Bình Dương')?.drawId).toBe('10');
    expect(pendingDraw(null, latest, null)?.drawId).toBe('9');
    expect(pendingDraw(null, [draw('4', 'x', { status: 'settled' })], null)).toBeNull();
  });

  it('polls every 2 s while a fast draw is drawn', () => {
    expect(statePollMs(true, 'fast')).toBe(2000);
    expect(statePollMs(true, 'official')).toBe(10_000);
    expect(statePollMs(false, 'fast')).toBe(30_000);
  });
});

describe('the official draw awaiting its result, named above the sheet', () => {
  const settled = (id: string, province: string, at: string) =>
    draw(id, at, { status: 'settled', province, drawsAt: at });
  const waitingDraw = (id: string, province: string, at: string) =>
    draw(id, at, { status: 'closed', province, drawsAt: at });
  const north = { source: 'official', region: 'north' } as const;
  const south = { source: 'official', region: 'south' } as const;

  it('the North: the newest closed draw, whatever its host station (a fresh install after months)', () => {
    const shown = settled('1', 'Quảng Ninh', '2026-09-15T11:15:00Z');
    const today = waitingDraw('2', 'Bắc Ninh', '2026-12-02T11:15:00Z');
    expect(awaitedDraw(north, [today, shown], shown)?.drawId).toBe('2');
  });

  it('the South: only a newer draw of the province shown; fast draws and older ones: none', () => {
    const shown = settled('1', 'An Giang', '2026-08-20T09:15:00Z');
    const other = waitingDraw('2', 'Tây Ninh', '2026-08-27T09:15:00Z');
    const same = waitingDraw('3', 'An Giang', '2026-08-27T09:15:00Z');
    expect(awaitedDraw(south, [other, shown], shown)).toBeNull();
    expect(awaitedDraw(south, [other, same, shown], shown)?.drawId).toBe('3');
    expect(awaitedDraw({ source: 'fast', region: null }, [same, shown], shown)).toBeNull();
    expect(awaitedDraw(north, [shown, waitingDraw('4', 'Hà Nội', '2026-08-01T11:15:00Z')], shown)).toBeNull();
  });
});
