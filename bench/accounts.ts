import { ACCOUNTS_API } from '@app/contracts';
import autocannon from 'autocannon';
import type { HttpResult } from './http.ts';
import { startBenchServer } from './server.ts';

const DEMO = { username: 'demo01', password: 'Demo1234' };
const SESSIONS = 100;

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

/** Logins per second (argon2id verify + a new session each) and member info p99 over 100 live sessions. */
export async function accountsBench(
  seconds: number,
): Promise<{ logins: HttpResult; memberInfo: HttpResult }> {
  const server = await startBenchServer(3201, { ACCOUNTS_RATE_LIMIT_PER_MINUTE: '100000000' });
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
    const cookies: string[] = [];
    for (let i = 0; i < SESSIONS; i++) cookies.push(await login(server.baseUrl));
    let next = 0;
    const memberInfo = await autocannon({
      url: `${server.baseUrl}${ACCOUNTS_API.me}`,
      connections: SESSIONS,
      duration: seconds,
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            headers: { ...req.headers, cookie: cookies[next++ % SESSIONS] },
          }),
        },
      ],
    });
    return {
      logins: summarise(ACCOUNTS_API.login, logins),
      memberInfo: summarise(ACCOUNTS_API.me, memberInfo),
    };
  } finally {
    await server.stop();
  }
}
