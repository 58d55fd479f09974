import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MEMBER_PAGE,
  memberPageIn,
  memberTaskIn,
  PAYMENT_PASSWORD_TASK,
  searchWith,
} from './member-centre';

describe('memberPageIn', () => {
  it('reads the open page from the address, the default for an unknown key, null when closed', () => {
    expect(memberPageIn('?mc=depositv2')).toBe('depositv2');
    expect(memberPageIn('?deposit=12&mc=withdraw')).toBe('withdraw');
    expect(memberPageIn('?mc=nonsense')).toBe(DEFAULT_MEMBER_PAGE);
    expect(memberPageIn('?mc=')).toBe(DEFAULT_MEMBER_PAGE);
    expect(memberPageIn('')).toBeNull();
    expect(memberPageIn('?gameCode=VN_LOTTO_001')).toBeNull();
  });
});

describe('a member page opened for a task', () => {
  it('carries the task and the page to come back to, and drops them on the next page', () => {
    const task = { task: PAYMENT_PASSWORD_TASK, back: 'withdraw' as const };
    const there = searchWith('?gameCode=X&mc=withdraw', 'securityCenter', task);
    expect(there).toBe('?gameCode=X&mc=securityCenter&mcTask=paymentPassword&mcBack=withdraw');
    expect(memberTaskIn(there)).toEqual(task);
    // back on the withdrawal, or closed: the task is done
    expect(searchWith(there, 'withdraw')).toBe('?gameCode=X&mc=withdraw');
    expect(searchWith(there, null)).toBe('?gameCode=X');
  });

  it('reads no task without one, nor a page to come back to that is not a member page', () => {
    expect(memberTaskIn('?mc=securityCenter')).toBeNull();
    expect(memberTaskIn('?mcTask=paymentPassword')).toBeNull();
    expect(memberTaskIn('?mc=securityCenter&mcTask=paymentPassword&mcBack=elsewhere')).toEqual({
      task: PAYMENT_PASSWORD_TASK,
    });
  });
});
