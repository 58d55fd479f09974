import { describe, expect, it } from 'vitest';
import { DEFAULT_MEMBER_PAGE, memberPageIn } from './member-centre';

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
