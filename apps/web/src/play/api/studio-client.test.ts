import { describe, expect, it } from 'vitest';
import { newRequestId } from './request-id';
import { createStudioClient } from './studio-client';
import { StudioError } from './studio-error';

type Call = { url: string; init: RequestInit };

function client(answers: (() => Response | Promise<Response>)[], calls: Call[]) {
  return createStudioClient({
    language: 'vi',
    sessionToken: () => 'session-token',
    networkMessage: 'offline',
    retryDelays: [0, 0],
    fetcher: async (url, init) => {
      calls.push({ url: String(url), init: init ?? {} });
      const next = answers.shift();
      if (!next) throw new TypeError('no more answers');
      return next();
    },
  });
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status });

describe('the studio client', () => {
  it('sends the bearer token and the language, without cookies, and unwraps the answer', async () => {
    const calls: Call[] = [];
    const value = await client([json({ success: true, value: { nonce: 3 } })], calls).fair();
    expect(value).toEqual({ nonce: 3 });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer session-token');
    expect(headers['x-lang']).toBe('vi');
    expect(calls[0]!.init.credentials).toBe('omit');
  });

  it('sends a spin again, the same request id, when no answer came', async () => {
    const calls: Call[] = [];
    const requestId = newRequestId();
    const answers = [
      () => {
        throw new TypeError('network down');
      },
      json({}, 503),
      json({ success: true, value: { roundId: '1' } }),
    ];
    const round = await client(answers, calls).spin({ requestId, bet: { betPerSpin: '2500' } });
    expect(round).toEqual({ roundId: '1' });
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((call) => call.init.body)).size).toBe(1);
    expect(JSON.parse(String(calls[0]!.init.body)).requestId).toBe(requestId);
  });

  it('throws the server’s code and message, and ends the session on its codes', async () => {
    const failure = { success: false, code: 'insufficient_funds', message: 'Số dư không đủ' };
    const error = await client([json(failure, 409)], [])
      .fair()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StudioError);
    expect(error).toMatchObject({
      code: 'insufficient_funds',
      message: 'Số dư không đủ',
      endsSession: false,
    });
    const ended = new StudioError('player_session_invalid', 'x', 401);
    expect(ended.endsSession).toBe(true);
  });

  it('gives up with its own message after the retries', async () => {
    const error = await client([json({}, 502), json({}, 502), json({}, 502)], [])
      .fair()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'network', message: 'offline', isNetwork: true });
  });

  it('makes request ids the contract accepts', () => {
    const ids = new Set(Array.from({ length: 100 }, () => newRequestId()));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});
