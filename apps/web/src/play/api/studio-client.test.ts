import { STUDIO_API } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { newRequestId } from './request-id';
import { type Call, json, scriptedFetch } from './scripted-fetch';
import { createStudioClient } from './studio-client';
import { StudioError } from './studio-error';

function client(answers: (() => Response | Promise<Response>)[], calls: Call[]) {
  return createStudioClient({
    language: 'vi',
    sessionToken: () => 'session-token',
    networkMessage: 'offline',
    retryDelays: [0, 0],
    fetcher: scriptedFetch(answers, calls),
  });
}

describe('the studio client', () => {
  it('opens the session with the launch token, then calls with the session’s token and the language', async () => {
    const calls: Call[] = [];
    let token: string | null = null;
    const api = createStudioClient({
      language: 'en',
      sessionToken: () => token,
      networkMessage: 'offline',
      fetcher: scriptedFetch([json({ success: true, value: {} }), json({ success: true, value: {} })], calls),
    });
    await api.openSession('launch-1');
    token = 'session-token';
    await api.fair();
    expect(calls.map((call) => [call.init.method, call.url])).toEqual([
      ['POST', STUDIO_API.session],
      ['GET', STUDIO_API.fair],
    ]);
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ launchToken: 'launch-1' });
    expect((calls[1]!.init.headers as Record<string, string>).authorization).toBe('Bearer session-token');
    expect((calls[1]!.init.headers as Record<string, string>)['x-lang']).toBe('en');
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
