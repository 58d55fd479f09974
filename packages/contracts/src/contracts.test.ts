import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERRORS, errorMessage, isErrorCode } from './errors.ts';
import { gameListQuery } from './games.ts';
import { noticesQuery } from './platform.ts';

describe('error catalogue', () => {
  it('has a Vietnamese and an English message and a client or server status for every code', () => {
    for (const [code, entry] of Object.entries(ERRORS)) {
      expect(entry.vi.length, code).toBeGreaterThan(0);
      expect(entry.en.length, code).toBeGreaterThan(0);
      expect(entry.status >= 400 && entry.status < 600, code).toBe(true);
    }
    expect(errorMessage('system_maintenance', 'vi')).toBe('Hệ thống đang bảo trì');
    expect(isErrorCode('nope')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });
});

describe('page query', () => {
  it('defaults to the spec page sizes', () => {
    expect(noticesQuery.parse({})).toEqual({ pageNo: 1, pageSize: 9 });
    expect(gameListQuery.parse({}).pageSize).toBe(24);
  });

  it('rejects out-of-range pages with the catalogue code as the message', () => {
    const issue = (input: unknown) => noticesQuery.safeParse(input).error?.issues[0]?.message;
    expect(issue({ pageNo: '-1' })).toBe('invalid_page');
    expect(issue({ pageNo: 'abc' })).toBe('invalid_page');
    expect(issue({ pageNo: '1.5' })).toBe('invalid_page');
    expect(issue({ pageSize: '100000' })).toBe('invalid_page_size');
    expect(issue({ pageSize: '0' })).toBe('invalid_page_size');
  });

  it('accepts every page number in range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 100 }),
        (pageNo, pageSize) => {
          const parsed = noticesQuery.parse({ pageNo: String(pageNo), pageSize: String(pageSize) });
          expect(parsed).toEqual({ pageNo, pageSize });
        },
      ),
    );
  });

  it('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('pageNo', 'pageSize', 'gameType', 'vassalage', 'gameName'),
          fc.string(),
        ),
        (q) => {
          const result = gameListQuery.safeParse(q);
          if (!result.success) expect(result.error).toBeInstanceOf(z.ZodError);
        },
      ),
    );
  });
});
