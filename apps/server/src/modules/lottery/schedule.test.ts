import { describe, expect, it } from 'vitest';
import { lotteryTitle } from './catalogue.ts';
import { plannedDraws, planningWindow } from './schedule.ts';

const title = (name: string) => {
  const found = lotteryTitle(name);
  if (!found) throw new Error(name);
  return found;
};
const at = (iso: string) => new Date(iso);

describe('lottery schedule', () => {
  it('numbers a 45-second draw by its slot in the site day and closes it 5 s before', () => {
    // from just after 00:00 site time (17:00 UTC the day before)
    const draws = plannedDraws(
      title('Super Speed Lo De 45s'),
      at('2026-11-25T17:00:01Z'),
      at('2026-11-25T17:02:00Z'),
    );
    expect(draws.map((d) => [d.issueNo, d.drawsAt.toISOString(), d.closesAt.toISOString()])).toEqual([
      ['20261126-0001', '2026-11-25T17:00:45.000Z', '2026-11-25T17:00:40.000Z'],
      ['20261126-0002', '2026-11-25T17:01:30.000Z', '2026-11-25T17:01:25.000Z'],
    ]);
  });

  it('gives the last slot of a day to that day, at the next midnight, and starts the next day at 0001', () => {
    const midnight = at('2026-11-26T17:00:00Z'); // 27/11 00:00 site time
    const draws = plannedDraws(
      title('Super Speed Lo De 45s'),
      new Date(midnight.getTime() - 1000),
      new Date(midnight.getTime() + 46_000),
    );
    expect(draws.map((d) => d.issueNo)).toEqual(['20261126-1920', '20261127-0001']);
    expect(draws[0]?.drawsAt).toEqual(midnight);
  });

  it('plans the North once a day at 18:15 under its host station, closed at 18:00', () => {
    // Friday 27/11/2026: Hải Phòng hosts
    const draws = plannedDraws(
      title('Northern Lottery'),
      at('2026-11-27T00:00:00Z'),
      at('2026-11-28T00:00:00Z'),
    );
    expect(draws).toEqual([
      {
        issueNo: '20261127',
        province: 'Hải Phòng',
        drawsAt: at('2026-11-27T11:15:00Z'),
        closesAt: at('2026-11-27T11:00:00Z'),
      },
    ]);
  });

  it('plans one Central draw per province on the rota (Thursday: three)', () => {
    const draws = plannedDraws(
      title('Central Lottery'),
      at('2026-11-26T00:00:00Z'),
      at('2026-11-27T00:00:00Z'),
    );
    expect(draws.map((d) => [d.issueNo, d.province])).toEqual([
      ['20261126-1', 'Bình Định'],
      ['20261126-2', 'Quảng Trị'],
      ['20261126-3', 'Quảng Bình'],
    ]);
  });

  it('keeps fast draws ten minutes ahead and official ones two days ahead', () => {
    const now = at('2026-11-26T10:00:00Z');
    const fast = planningWindow(title('Hanoi VIP Lottery'), now);
    expect(fast.to.getTime() - now.getTime()).toBe(600_000);
    expect(plannedDraws(title('Hanoi VIP Lottery'), fast.from, fast.to)).toHaveLength(2);
    const official = planningWindow(title('Southern Lottery'), now);
    const southern = plannedDraws(title('Southern Lottery'), official.from, official.to);
    expect(southern.length).toBeGreaterThanOrEqual(6);
    // and a day back: today's draws at 16:15 (Vietnam time), already past at 17:00, wait for their results on a
    // site started after them
    expect(southern.filter((d) => d.drawsAt < now).map((d) => d.issueNo)).toEqual([
      '20261126-1',
      '20261126-2',
      '20261126-3',
    ]);
  });
});
