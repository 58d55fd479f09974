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

  it('asks for a pvp table by its id, and posts a move with the hand, the seat and its request id', async () => {
    const calls: Call[] = [];
    const table = { tableId: '42', mySeat: 1, myCards: ['3S'] };
    const api = client(
      [json({ success: true, value: table }), json({}, 503), json({ success: true, value: table })],
      calls,
    );
    expect(await api.pvpTable('42')).toEqual(table);
    expect(calls[0]!.url).toBe('/api/studio/pvp/table?tableId=42');
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.init.body).toBeUndefined();

    const requestId = newRequestId();
    const move = { kind: 'play' as const, cards: ['3S'] };
    await api.pvpMove({ requestId, tableId: '42', handId: '7', seat: 1, move });
    expect(calls.slice(1).map((call) => call.url)).toEqual(['/api/studio/pvp/move', '/api/studio/pvp/move']);
    expect(calls[1]!.init.method).toBe('POST');
    expect(calls[1]!.init.body).toBe(calls[2]!.init.body);
    expect(JSON.parse(String(calls[2]!.init.body))).toEqual({
      requestId,
      tableId: '42',
      handId: '7',
      seat: 1,
      move,
    });
  });

  it('joins a pvp room and throws the server’s message when every table is full', async () => {
    const calls: Call[] = [];
    const full = { success: false, code: 'pvp_table_full', message: 'Phòng đã hết chỗ' };
    const error = await client([json(full, 409)], calls)
      .pvpJoin({ requestId: newRequestId(), room: 'high' })
      .catch((e: unknown) => e);
    expect(calls[0]!.url).toBe('/api/studio/pvp/join');
    expect(JSON.parse(String(calls[0]!.init.body)).room).toBe('high');
    expect(error).toBeInstanceOf(StudioError);
    expect(error).toMatchObject({ code: 'pvp_table_full', message: 'Phòng đã hết chỗ', status: 409 });
  });

  it('makes request ids the contract accepts', () => {
    const ids = new Set(Array.from({ length: 100 }, () => newRequestId()));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});
