import { type Notice, siteDay } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { awayToday, parsePopupDays, popupsToShow, putAway } from './popup-memory';

const popup = (id: string, audience: Notice['audience']): Notice => ({
  id,
  type: 'PU',
  title: `popup ${id}`,
  content: '',
  imageUrl: null,
  link: null,
  publishedAt: '2025-03-01T00:00:00Z',
  audience,
});

const visitor = { known: true, loggedIn: false };
const member = { known: true, loggedIn: true };

describe('"don\'t show again today", per popup, in Vietnam days', () => {
  it('holds until midnight in Vietnam (17:00 UTC) and no longer', () => {
    const hiddenAt = new Date('2025-03-10T16:59:00Z'); // 23:59 in Hanoi
    const days = putAway({}, ['7'], siteDay(hiddenAt));
    expect(days).toEqual({ 7: '2025-03-10' });
    expect(awayToday(days, '7', siteDay(new Date('2025-03-10T16:59:59Z')))).toBe(true);
    expect(awayToday(days, '7', siteDay(new Date('2025-03-10T17:00:00Z')))).toBe(false);
    // hidden just after midnight in Hanoi: the whole Vietnam day, though it is still the 10th in UTC
    const early = putAway({}, ['7'], siteDay(new Date('2025-03-10T17:01:00Z')));
    expect(awayToday(early, '7', siteDay(new Date('2025-03-11T16:59:00Z')))).toBe(true);
    expect(awayToday(early, '7', siteDay(new Date('2025-03-11T17:00:00Z')))).toBe(false);
  });

  it('is per popup: hiding one leaves another showing', () => {
    const days = putAway({}, ['7'], '2025-03-10');
    expect(popupsToShow([popup('7', 'visitors'), popup('8', 'all')], visitor, [days], '2025-03-10')).toEqual([
      popup('8', 'all'),
    ]);
  });

  it("keeps today's entries and drops other days' when another popup is put away", () => {
    const days = { 1: '2025-03-09', 2: '2025-03-10' };
    expect(putAway(days, ['3'], '2025-03-10')).toEqual({ 2: '2025-03-10', 3: '2025-03-10' });
    expect(putAway(days, ['1'], '2025-03-10')).toEqual({ 1: '2025-03-10', 2: '2025-03-10' });
  });

  it('reads what it stored, and nothing from anything else', () => {
    const days = putAway({}, ['4', '5'], '2025-03-10');
    expect(parsePopupDays(JSON.stringify(days))).toEqual(days);
    for (const raw of [null, '', '2025-03-10', '[1]', 'null', '{"4":3}', '{"4":"today"}', '{oops'])
      expect(parsePopupDays(raw)).toEqual({});
    expect(parsePopupDays('{"4":"2025-03-10","5":1}')).toEqual({ 4: '2025-03-10' });
  });
});

describe('popups by audience', () => {
  const items = [popup('1', 'visitors'), popup('2', 'members'), popup('3', 'all')];

  it('shows nothing until the session is known', () => {
    expect(popupsToShow(items, { known: false, loggedIn: false }, [], '2025-03-10')).toEqual([]);
  });

  it('never shows a visitors offer to a member, nor a members one to a visitor', () => {
    expect(popupsToShow(items, member, [], '2025-03-10').map((p) => p.id)).toEqual(['2', '3']);
    expect(popupsToShow(items, visitor, [], '2025-03-10').map((p) => p.id)).toEqual(['1', '3']);
  });

  it('leaves out what either record put away today', () => {
    const closed = putAway({}, ['1'], '2025-03-10');
    const hidden = putAway({}, ['3'], '2025-03-10');
    expect(popupsToShow(items, visitor, [closed, hidden], '2025-03-10')).toEqual([]);
    expect(popupsToShow(items, visitor, [closed, hidden], '2025-03-11').map((p) => p.id)).toEqual(['1', '3']);
  });
});
