import { ACCOUNTS_API } from '@app/contracts';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { createDb } from '../apps/server/src/db/database.ts';
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

const LOGIN_CONNECTIONS = 16;

/**
 * Logins per second: an argon2id verify and a new session each. Each connection logs in its own member from its
 * own address, as many players do: logins of one account (or from one address) at once are counted as failures
 * until their password is checked (the guessing limits), so one account hammered 16-wide would measure refusals.
 */
export async function accountsBench(seconds: number): Promise<{ logins: HttpResult }> {
  const server = await startBenchServer(3201, { ...BENCH_ACCOUNTS_ENV, TRUST_PROXY: 'true' });
  const db = createDb(server.databaseUrl, 2);
  try {
    await sql`
      INSERT INTO members (merchant, username, nickname, password_hash, password_changed_at)
      SELECT merchant, 'benchlogin' || g, 'benchlogin' || g, password_hash, now()
      FROM members, generate_series(1, ${LOGIN_CONNECTIONS}) g WHERE username = ${DEMO.username}`.execute(db);
    let client = 0;
    const logins = await autocannon({
      url: `${server.baseUrl}${ACCOUNTS_API.login}`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
      connections: LOGIN_CONNECTIONS,
      duration: seconds,
      setupClient: (c) => {
        client += 1;
        c.setHeaders({ 'content-type': 'application/json', 'x-forwarded-for': `10.77.0.${client}` });
        c.setBody(JSON.stringify({ username: `benchlogin${client}`, password: DEMO.password }));
      },
    });
    return { logins: summarise(ACCOUNTS_API.login, logins) };
  } finally {
    await db.destroy();
    await server.stop();
  }
}
