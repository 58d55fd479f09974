import { describe, expect, it } from 'vitest';
import { readLaunchParams } from './launch-params';

const TOKEN = 'A'.repeat(43);

describe('the launch address', () => {
  it('reads the token, the language and the game', () => {
    expect(readLaunchParams(`?token=${TOKEN}&lang=en&game=BAMBOO_STUDIO_003`)).toEqual({
      token: TOKEN,
      lang: 'en',
      game: 'BAMBOO_STUDIO_003',
    });
  });

  it('plays in Vietnamese unless English is asked for, and drops what is malformed', () => {
    expect(readLaunchParams('?token=short&lang=fr&game=abc<1>')).toEqual({
      token: null,
      lang: 'vi',
      game: 'ABC1',
    });
    expect(readLaunchParams('').lang).toBe('vi');
  });
});
