import { STUDIO_API } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { createJsonCaller, type JsonCallerOptions } from './json-client';
import { newRequestId } from './request-id';
import { type Call, json, networkDown, scriptedFetch } from './scripted-fetch';
import { StudioError } from './studio-error';

function caller(
  answers: (() => Response | Promise<Response>)[],
  calls: Call[],
  options: Partial<JsonCallerOptions> = {},
) {
  return createJsonCaller({
    language: 'vi',
    sessionToken: () => 'session-token',
    networkMessage: 'offline',
    retryDelays: [0, 0],
    timeoutMs: 1_000,
    fetcher: scriptedFetch(answers, calls),
    ...options,
  });
}

const headersOf = (call: Call | undefined) => call?.init.headers as Record<string, string>;

describe('the game client’s JSON calls', () => {
  it('sends the bearer token and the language, without cookies, and unwraps the answer', async () => {
    const calls: Call[] = [];
    const value = await caller([json({ success: true, value: { nonce: 3 } })], calls)('GET', STUDIO_API.fair);
    expect(value).toEqual({ nonce: 3 });
    const headers = headersOf(calls[0]);
    expect(headers.authorization).toBe('Bearer session-token');
    expect(headers['x-lang']).toBe('vi');
    expect(headers.accept).toBe('application/json');
    expect(headers['content-type']).toBeUndefined();
    expect(calls[0]!.init.body).toBeUndefined();
    expect(calls[0]!.init.credentials).toBe('omit');
    expect(calls[0]!.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('reads the token at each call, and sends none before there is one', async () => {
    const calls: Call[] = [];
    let token: string | null = null;
    const call = caller([json({ success: true, value: 1 }), json({ success: true, value: 2 })], calls, {
      sessionToken: () => token,
    });
    await call('POST', STUDIO_API.session, { launchToken: 'L' });
    token = 'fresh';
    await call('GET', STUDIO_API.fair);
    expect(headersOf(calls[0]).authorization).toBeUndefined();
    expect(headersOf(calls[0])['content-type']).toBe('application/json');
    expect(headersOf(calls[1]).authorization).toBe('Bearer fresh');
  });

  it('sends a call again, the same body (so the same request id), when no answer came', async () => {
    const calls: Call[] = [];
    const requestId = newRequestId();
    const answers = [networkDown, json({}, 503), json({ success: true, value: { roundId: '1' } })];
    const body = { requestId, bet: { betPerSpin: '2500' } };
    const round = await caller(answers, calls)('POST', STUDIO_API.spin, body);
    expect(round).toEqual({ roundId: '1' });
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((call) => call.init.body)).size).toBe(1);
    expect(JSON.parse(String(calls[0]!.init.body)).requestId).toBe(requestId);
  });

  it('counts a gateway’s 502/504, a body that is not JSON and one without the envelope as no answer', async () => {
    const calls: Call[] = [];
    const answers = [
      json({}, 502),
      json({}, 504),
      () => new Response('<html>bad gateway</html>', { status: 200 }),
      json({ success: false }, 500),
      json({ success: true, value: 'ok' }),
    ];
    const value = await caller(answers, calls, { retryDelays: [0, 0, 0, 0] })('GET', STUDIO_API.fair);
    expect(value).toBe('ok');
    expect(calls).toHaveLength(5);
  });

  it('throws the server’s code and message at once, and ends the session on its codes', async () => {
    const calls: Call[] = [];
    const failure = { success: false, code: 'insufficient_funds', message: 'Số dư không đủ' };
    const error = await caller([json(failure, 409)], calls)('GET', STUDIO_API.fair).catch((e: unknown) => e);
    expect(calls).toHaveLength(1);
    expect(error).toBeInstanceOf(StudioError);
    expect(error).toMatchObject({
      code: 'insufficient_funds',
      message: 'Số dư không đủ',
      status: 409,
      endsSession: false,
      isNetwork: false,
    });
    const ended = new StudioError('player_session_invalid', 'x', 401);
    expect(ended.endsSession).toBe(true);
  });

  it('gives up with its own message after the retries', async () => {
    for (const status of [502, 503, 504]) {
      const calls: Call[] = [];
      const silent = [json({}, status), json({}, status), json({}, status)];
      const error = await caller(silent, calls)('GET', STUDIO_API.fair).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'network', message: 'offline', status, isNetwork: true });
      expect(calls).toHaveLength(3);
    }
    const down = await caller([networkDown], [], { retryDelays: [] })('GET', STUDIO_API.fair).catch(
      (e: unknown) => e,
    );
    expect(down).toMatchObject({ code: 'network', message: 'offline', status: null });
  });

  it('stops waiting for an answer after its timeout', async () => {
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const error = await createJsonCaller({
      language: 'en',
      sessionToken: () => 'T',
      networkMessage: 'offline',
      retryDelays: [],
      timeoutMs: 10,
      fetcher: hanging,
    })('GET', STUDIO_API.fair).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'network', message: 'offline', isNetwork: true });
  });
});
