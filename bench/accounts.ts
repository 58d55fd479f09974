import { ACCOUNTS_API } from '@app/contracts';
import autocannon from 'autocannon';
import type { HttpResult } from './http.ts';
import { startBenchServer } from './server.ts';

const DEMO = { username: 'demo01', password: 'Demo1234' };
/** What the bench server needs so that the bench's own logins are not rate-limited. */
export const BENCH_ACCOUNTS_ENV = { ACCOUNTS_RATE_LIMIT_PER_MINUTE: '100000000' };

async function login(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}${ACCOUNTS_API.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!res.ok) throw new Error(`bench login failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('hb_session='));
  if (!cookie) throw new Error('bench login set no session cookie');
  return cookie.split(';')[0]!;
}

function summarise(path: string, r: autocannon.Result): HttpResult {
  return {
    path,
    requestsPerSecond: Math.round(r.requests.average),
    p99Ms: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

/** `count` live sessions of the demo member (the first login registers 127.0.0.1 as a known address). */
export async function benchSessions(baseUrl: string, count: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) cookies.push(await login(baseUrl));
  return cookies;
}

/**
 * Member info (GET /api/accounts/me) over the given sessions: as many connections as sessions, each going
 * through all the sessions in turn. The requests are built once, as for the other URLs of the
 * benchmark (a per-request setupRequest costs autocannon, on the same two cores, more than the server).
 */
export async function memberInfoLoad(
  baseUrl: string,
  cookies: string[],
  seconds: number,
): Promise<HttpResult> {
  const result = await autocannon({
    url: `${baseUrl}${ACCOUNTS_API.me}`,
    connections: cookies.length,
    duration: seconds,
    requests: cookies.map((cookie) => ({ method: 'GET', path: ACCOUNTS_API.me, headers: { cookie } })),
  });
  return summarise(ACCOUNTS_API.me, result);
}

/** Logins per second: an argon2id verify and a new session each. */
export async function accountsBench(seconds: number): Promise<{ logins: HttpResult }> {
  const server = await startBenchServer(3201, BENCH_ACCOUNTS_ENV);
  try {
    await login(server.baseUrl); // the first login registers 127.0.0.1 as a known address (no second verification)
    const logins = await autocannon({
      url: `${server.baseUrl}${ACCOUNTS_API.login}`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
      connections: 16,
      duration: seconds,
    });
    return { logins: summarise(ACCOUNTS_API.login, logins) };
  } finally {
    await server.stop();
  }
}
