import { TABLE_API } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { type Call, json, networkDown, scriptedFetch } from '../api/scripted-fetch';
import { StudioError } from '../api/studio-error';
import { attemptFor, createTableClient } from './table-client';

function client(answers: (() => Response)[], calls: Call[]) {
  return createTableClient({
    language: 'en',
    sessionToken: 'T'.repeat(43),
    networkMessage: 'offline',
    retryDelays: [0, 0],
    fetcher: scriptedFetch(answers, calls),
  });
}
const answer = {
  placement: { placementId: '9', tableRoundId: '4', bets: [], stake: '1000', status: 'open' },
  balance: '5',
};
const body = { requestId: 'req-12345678', tableRoundId: '4', bets: [{ type: 'player', stake: '1000' }] };

describe('the table client', () => {
  it('sends a bet again with the same body (the same request id) when no answer came', async () => {
    const calls: Call[] = [];
    const answers = [networkDown, json({}, 503), json({ success: true, value: answer })];
    expect(await client(answers, calls).bet(body)).toEqual(answer);
    expect(calls.map((call) => call.url)).toEqual([TABLE_API.bet, TABLE_API.bet, TABLE_API.bet]);
    expect(new Set(calls.map((call) => call.init.body)).size).toBe(1);
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Bearer ${'T'.repeat(43)}`);
    expect(headers['x-lang']).toBe('en');
    expect(calls[0]!.init.credentials).toBe('omit');
  });

  it('throws the server’s code and message, and its own message when the server stays silent', async () => {
    const closed = { success: false, code: 'betting_closed', message: 'Betting has closed' };
    const error = await client([json(closed, 409)], [])
      .bet(body)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StudioError);
    expect(error).toMatchObject({ code: 'betting_closed', message: 'Betting has closed', isNetwork: false });
    const silent = await client([json({}, 502), json({}, 502), json({}, 502)], [])
      .state()
      .catch((e: unknown) => e);
    expect(silent).toMatchObject({ code: 'network', message: 'offline', isNetwork: true });
  });

  it('confirms the same bets again under the same request id, other bets under a new one', () => {
    let n = 0;
    const fresh = () => `id-${++n}`;
    const first = attemptFor(null, 'round 4: player 1000', fresh);
    expect(first.requestId).toBe('id-1');
    expect(attemptFor(first, 'round 4: player 1000', fresh).requestId).toBe('id-1');
    expect(attemptFor(first, 'round 4: player 2000', fresh).requestId).toBe('id-2');
  });

  it('sends a move again under the same request id when no answer came, and throws the server’s refusal', async () => {
    const calls: Call[] = [];
    const decided = {
      decision: { tableRoundId: '4', moves: ['stand'], legal: [], extraStake: '0', view: {} },
      balance: '7',
    };
    const move = { requestId: 'mov-12345678', tableRoundId: '4', move: 'stand' as const };
    const answers = [networkDown, json({ success: true, value: decided })];
    expect(await client(answers, calls).decide(move)).toEqual(decided);
    expect(calls.map((call) => call.url)).toEqual([TABLE_API.decide, TABLE_API.decide]);
    expect(calls.map((call) => JSON.parse(String(call.init.body)))).toEqual([move, move]);
    expect(calls[0]!.init.method).toBe('POST');

    const closed = { success: false, code: 'decision_closed', message: 'Time is up' };
    const error = await client([json(closed, 409)], [])
      .decide(move)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'decision_closed',
      message: 'Time is up',
      status: 409,
      isNetwork: false,
    });
    const silent = await client([json({}, 504), json({}, 504), json({}, 504)], [])
      .decide(move)
      .catch((e: unknown) => e);
    expect(silent).toMatchObject({ code: 'network', message: 'offline', isNetwork: true });
  });
});
