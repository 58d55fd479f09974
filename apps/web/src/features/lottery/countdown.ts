import type { LotteryDraw, LotteryGame } from '@app/contracts';

/**
 * The draw clock, pure: the server's clock decides when a draw closes, so every countdown runs on the browser's
 * clock corrected by the offset the last state answer showed (`serverTime` against when it arrived).
 */

/** `serverTime` in milliseconds since 1970 (a value in seconds is read as such). */
export function serverMillis(serverTime: number): number {
  return serverTime < 100_000_000_000 ? serverTime * 1000 : serverTime;
}

/** How far the server's clock is ahead of the browser's, from one answer and when it arrived. */
export function clockOffset(serverTime: number, receivedAt: number): number {
  return serverMillis(serverTime) - receivedAt;
}

/** Milliseconds left until an instant on the server's clock (negative once it has passed). */
export function msUntil(iso: string, browserNow: number, offset: number): number {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return 0;
  return at - (browserNow + offset);
}

/** The browser's clock reading at which an instant of the server's clock comes. */
export function browserTimeOf(iso: string, offset: number): number {
  return Date.parse(iso) - offset;
}

/** Whole seconds left, rounded up: 0.2 s left still shows 00:01, it reads 00:00 only once it has closed. */
export function secondsLeft(ms: number): number {
  return ms <= 0 ? 0 : Math.ceil(ms / 1000);
}

/** "mm:ss" under an hour, "h:mm:ss" from one hour (an official draw's day), never negative. */
export function formatCountdown(ms: number): string {
  const total = secondsLeft(ms);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** The draws still taking bets at `serverNow`, soonest first (a draw past its closing time is not). */
export function takingBets(open: readonly LotteryDraw[], serverNow: number): LotteryDraw[] {
  return open
    .filter((draw) => draw.status === 'open' && Date.parse(draw.closesAt) > serverNow)
    .sort((a, b) => Date.parse(a.closesAt) - Date.parse(b.closesAt));
}

/** The draw the slip bets on: the chosen province's when it has one taking bets, else the soonest. */
export function currentDraw(
  open: readonly LotteryDraw[],
  province: string | null,
  serverNow: number,
): LotteryDraw | null {
  const live = takingBets(open, serverNow);
  return live.find((draw) => province !== null && draw.province === province) ?? live[0] ?? null;
}

/** A draw with its outcome: drawn, settled or cancelled (`open` and `closed` ones still wait). */
export function hasOutcome(draw: Pick<LotteryDraw, 'status'>): boolean {
  return draw.status === 'drawn' || draw.status === 'settled' || draw.status === 'cancelled';
}

/**
 * The draws still waiting for their result: closed while watched, and not yet drawn, settled or cancelled (a draw
 * the state lists as `closed` is past its close and still waits).
 */
export function awaitingResults(closed: readonly string[], latest: readonly LotteryDraw[]): string[] {
  const done = new Set(latest.filter(hasOutcome).map((draw) => draw.drawId));
  return closed.filter((drawId) => !done.has(drawId));
}

/**
 * The draw past its close that still waits for its result, to name in the header: the one closed while watched,
 * else the newest the state lists as `closed` (the chosen province's first), else null.
 */
export function pendingDraw(
  watched: LotteryDraw | null,
  latest: readonly LotteryDraw[],
  province: string | null,
): LotteryDraw | null {
  if (watched) return watched;
  const closed = latest.filter((draw) => draw.status === 'closed');
  return closed.find((draw) => province !== null && draw.province === province) ?? closed[0] ?? null;
}

/** How often to ask for the state: every ~2 s while a draw is being drawn (10 s for official ones), else 30 s. */
export function statePollMs(waiting: boolean, source: 'fast' | 'official' | undefined): number {
  if (!waiting) return 30_000;
  return source === 'official' ? 10_000 : 2_000;
}

/**
 * An official draw past its close, still without its result, newer than the sheet shown: the results panel names it
 * above the sheet. The North draws one sheet a day whatever its host station; the South and Central one per
 * province, so theirs must be the shown sheet's province. Fast draws: none (their seconds of drawing show in the
 * header only).
 */
export function awaitedDraw(
  game: Pick<LotteryGame, 'source' | 'region'>,
  latest: readonly LotteryDraw[] | null,
  shown: LotteryDraw | null,
): LotteryDraw | null {
  if (game.source !== 'official' || !latest) return null;
  const sameSheet = (draw: LotteryDraw) => game.region === 'north' || draw.province === shown?.province;
  return (
    latest.find(
      (draw) =>
        !hasOutcome(draw) &&
        draw.drawId !== shown?.drawId &&
        (shown === null || (sameSheet(draw) && Date.parse(draw.drawsAt) > Date.parse(shown.drawsAt))),
    ) ?? null
  );
}
