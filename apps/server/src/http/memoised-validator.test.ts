import type { FastifySchemaCompiler } from 'fastify';
import { describe, expect, it } from 'vitest';
import { memoiseQueryValidation } from './memoised-validator.ts';

/** A validator that counts its calls: `page` must be digits, and becomes a number. */
function counting() {
  const calls = { n: 0 };
  const compiler: FastifySchemaCompiler<unknown> = () => (data) => {
    calls.n++;
    const page = (data as { page?: unknown }).page;
    if (typeof page === 'string' && !/^\d+$/.test(page)) return { error: new Error('page') };
    return { value: { page: Number(page ?? 1) } };
  };
  return { calls, compiler };
}

const route = (httpPart: string) => ({ schema: {}, method: 'GET', url: '/x', httpPart }) as never;

describe('query validation remembered per distinct query', () => {
  it('parses a query once and answers the same frozen value for it again', () => {
    const { calls, compiler } = counting();
    const validate = memoiseQueryValidation(compiler)(route('querystring'));
    const first = validate({ page: '2' }) as { value: { page: number } };
    const again = validate({ page: '2' }) as { value: { page: number } };
    expect(first.value).toEqual({ page: 2 });
    expect(again.value).toBe(first.value);
    expect(Object.isFrozen(first.value)).toBe(true);
    expect(calls.n).toBe(1);
    validate({ page: '3' });
    expect(calls.n).toBe(2);
  });

  it('validates a refused query, a repeated parameter and a body every time', () => {
    const { calls, compiler } = counting();
    const memoised = memoiseQueryValidation(compiler);
    const query = memoised(route('querystring'));
    expect(query({ page: 'x' })).toHaveProperty('error');
    expect(query({ page: 'x' })).toHaveProperty('error');
    query({ page: ['1', '2'] });
    query({ page: ['1', '2'] });
    const body = memoised(route('body'));
    body({ page: '1' });
    body({ page: '1' });
    expect(calls.n).toBe(6);
  });

  it('keeps a bounded number of queries', () => {
    const { calls, compiler } = counting();
    const validate = memoiseQueryValidation(compiler)(route('querystring'));
    for (let i = 0; i < 300; i++) validate({ page: String(i) });
    calls.n = 0;
    validate({ page: '299' });
    validate({ page: '0' });
    expect(calls.n).toBe(1);
  });
});
