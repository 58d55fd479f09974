import { addSiteDays, DAY_MS, siteDay, siteDayStart } from '@app/contracts';
import { VN_WEEKDAYS, vnProvincesDrawing } from '@app/games';
import type { LotteryTitle } from './catalogue.ts';

/** A draw the schedule calls for: its issue number, its province (official South/Central) and its times. */
export type PlannedDraw = { issueNo: string; province: string | null; closesAt: Date; drawsAt: Date };

const compactDay = (day: string) => day.replaceAll('-', '');

function weekdayOf(day: string) {
  const sundayFirst = new Date(Date.parse(`${day}T00:00:00Z`)).getUTCDay();
  return VN_WEEKDAYS[(sundayFirst + 6) % 7] as (typeof VN_WEEKDAYS)[number];
}

/**
 * The draws of a title whose draw time falls in [from, to), in draw order. Days are site days (Vietnam time).
 * A fast draw every N seconds is slot n of its day, drawn at midnight + n·N (n from 1; the last slot of a day may
 * fall on the next midnight), numbered `yyyymmdd-nnnn`; an official draw is drawn daily at its draw time, numbered
 * `yyyymmdd` (North: one sheet, under its host station) or `yyyymmdd-k` for the k-th province drawing that day.
 */
export function plannedDraws(title: LotteryTitle, from: Date, to: Date): PlannedDraw[] {
  const draws: PlannedDraw[] = [];
  const { schedule } = title;
  const closeMs = schedule.closeBeforeSeconds * 1000;
  // a day's draws may run up to its next midnight: start with the day before `from`
  for (let day = siteDay(from.getTime() - DAY_MS); ; ) {
    const start = siteDayStart(day).getTime();
    if (start >= to.getTime()) break;
    if (schedule.source === 'fast') {
      const everyMs = schedule.everySeconds * 1000;
      const slots = Math.floor(DAY_MS / everyMs);
      const first = Math.max(1, Math.ceil((from.getTime() - start) / everyMs));
      for (let n = first; n <= slots; n++) {
        const drawsAt = start + n * everyMs;
        if (drawsAt >= to.getTime()) break;
        if (drawsAt < from.getTime()) continue;
        draws.push({
          issueNo: `${compactDay(day)}-${String(n).padStart(4, '0')}`,
          province: null,
          closesAt: new Date(drawsAt - closeMs),
          drawsAt: new Date(drawsAt),
        });
      }
    } else if (title.kind === 'vn') {
      const [hours, minutes] = schedule.drawTime.split(':').map(Number) as [number, number];
      const drawsAt = start + (hours * 60 + minutes) * 60_000;
      if (drawsAt >= from.getTime() && drawsAt < to.getTime()) {
        const provinces = vnProvincesDrawing(title.region, weekdayOf(day));
        provinces.forEach((province, i) => {
          draws.push({
            issueNo: title.region === 'north' ? compactDay(day) : `${compactDay(day)}-${i + 1}`,
            province,
            closesAt: new Date(drawsAt - closeMs),
            drawsAt: new Date(drawsAt),
          });
        });
      }
    }
    day = addSiteDays(day, 1);
  }
  return draws;
}

/**
 * How far ahead the schedule keeps draws ready: fast draws 10 minutes (at least two), official ones two days. An
 * official window also reaches a day back, so a site started after a draw day (a fresh install) holds that day's
 * draws, closed and waiting for the operator's result, rather than showing its newest sheet as if nothing came since.
 */
export function planningWindow(title: LotteryTitle, now: Date): { from: Date; to: Date } {
  const { schedule } = title;
  if (schedule.source !== 'fast')
    return { from: new Date(now.getTime() - DAY_MS), to: new Date(now.getTime() + 2 * DAY_MS) };
  const ahead = Math.max(10 * 60_000, 2 * schedule.everySeconds * 1000);
  return { from: now, to: new Date(now.getTime() + ahead) };
}
