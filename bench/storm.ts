import { ACCOUNTS_API, CSRF_COOKIE, CSRF_HEADER, WALLET_API } from '@app/contracts';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { createDb } from '../apps/server/src/db/database.ts';
import { hashPassword } from '../apps/server/src/modules/accounts/index.ts';
import { memberMainAccount, worldAccount } from '../apps/server/src/modules/wallet/accounts.ts';
import { transferAlone } from '../apps/server/src/modules/wallet/ledger.ts';
import { BENCH_ACCOUNTS_ENV, benchSessions } from './accounts.ts';
import { startBenchServer } from './server.ts';

/** One member's withdrawals sent this many at once, once a second, while another member reads the balance. */
export const STORM_SIZE = 200;
const READERS = 10;
const PAYMENT_PASSWORD = '246810';

export type StormResult = {
  idle: { p99Ms: number; requestsPerSecond: number; fiveHundreds: number };
  storm: { p99Ms: number; requestsPerSecond: number; fiveHundreds: number };
  withdrawals: {
    sent: number;
    accepted: number;
    inProgress: number;
    other: number;
    otherCodes: Record<string, number>;
    fiveHundreds: number;
  };
};

async function balanceReads(baseUrl: string, cookie: string, seconds: number) {
  const r = await autocannon({
    url: `${baseUrl}${WALLET_API.balance}`,
    connections: READERS,
    duration: seconds,
    headers: { cookie },
  });
  const fiveHundreds = Object.entries(r.statusCodeStats ?? {})
    .filter(([code]) => code.startsWith('5'))
    .reduce((sum, [, s]) => sum + (s as { count: number }).count, 0);
  return { p99Ms: r.latency.p99, requestsPerSecond: Math.round(r.requests.average), fiveHundreds };
}

/** Logs a member in and answers its cookie header (session + CSRF) and CSRF token. */
async function login(baseUrl: string, username: string) {
  const res = await fetch(`${baseUrl}${ACCOUNTS_API.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo1234' }),
  });
  if (!res.ok) throw new Error(`storm login failed: ${res.status}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0] as string);
  const csrf = cookies.find((c) => c.startsWith(`${CSRF_COOKIE}=`))?.split('=')[1] ?? '';
  return { cookie: cookies.join('; '), csrf };
}

/**
 * Issue 32's storm: STORM_SIZE withdrawals of one member at once, a wave a second for `seconds`, while another
 * member reads the balance on READERS connections; beside it, the same reads with nothing else going on.
 */
export async function stormBench(seconds: number): Promise<StormResult> {
  const server = await startBenchServer(3203, BENCH_ACCOUNTS_ENV);
  const db = createDb(server.databaseUrl, 2);
  try {
    const hash = await hashPassword(PAYMENT_PASSWORD);
    const { rows } = await sql<{ id: bigint }>`
      INSERT INTO members (merchant, username, nickname, password_hash, password_changed_at, type, payee_name,
                           payment_password_hash)
      SELECT merchant, 'benchstorm', 'benchstorm', password_hash, now(), 0, payee_name, ${hash}
      FROM members WHERE username = 'demo01' RETURNING id`.execute(db);
    const stormer = rows[0]?.id as bigint;
    await transferAlone(db, {
      key: 'bench-storm-fund',
      kind: 'deposit',
      moves: [
        {
          from: await worldAccount(db, 'sandbox'),
          to: await memberMainAccount(db, stormer),
          amount: 1_000_000_000_000n,
        },
      ],
    });
    const [reader] = await benchSessions(server.baseUrl, 1);
    const storm = await login(server.baseUrl, 'benchstorm');
    const post = (path: string, body: unknown) =>
      fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: storm.cookie, [CSRF_HEADER]: storm.csrf },
        body: JSON.stringify(body),
      });
    const card = await post(WALLET_API.cards, {
      bankCode: 'VCB',
      accountNumber: '012345678901',
      payeeName: 'Nguyen Van An',
    });
    const cardId = ((await card.json()) as { value?: { id?: string } }).value?.id;
    if (!cardId) throw new Error('storm: binding the card failed');
    // the seed may leave the merchant on the defaults (no row): upsert, so no daily cap refuses the storm
    await sql`
      INSERT INTO withdrawal_settings (merchant, daily_count, daily_amount, turnover_multiplier)
      SELECT merchant, 1000000, 100000000000000, 0 FROM members WHERE id = ${stormer}
      ON CONFLICT (merchant) DO UPDATE
        SET daily_count = 1000000, daily_amount = 100000000000000, turnover_multiplier = 0`.execute(db);

    await balanceReads(server.baseUrl, reader as string, 2); // warm-up
    const idle = await balanceReads(server.baseUrl, reader as string, seconds);
    const withdrawals = {
      sent: 0,
      accepted: 0,
      inProgress: 0,
      other: 0,
      otherCodes: {} as Record<string, number>,
      fiveHundreds: 0,
    };
    let stormGoing = true;
    const waves = (async () => {
      while (stormGoing) {
        const next = Date.now() + 1000;
        const answers = await Promise.all(
          Array.from({ length: STORM_SIZE }, () =>
            post(WALLET_API.withdrawals, {
              cardId,
              amount: '10000000',
              paymentPassword: PAYMENT_PASSWORD,
            }).then(async (res) => ({
              status: res.status,
              code: ((await res.json()) as { code?: string }).code,
            })),
          ),
        );
        for (const a of answers) {
          withdrawals.sent += 1;
          if (a.status === 200) withdrawals.accepted += 1;
          else if (a.code === 'request_in_progress') withdrawals.inProgress += 1;
          else if (a.status >= 500) withdrawals.fiveHundreds += 1;
          else {
            withdrawals.other += 1;
            withdrawals.otherCodes[a.code ?? String(a.status)] =
              (withdrawals.otherCodes[a.code ?? String(a.status)] ?? 0) + 1;
          }
        }
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
      }
    })();
    const during = await balanceReads(server.baseUrl, reader as string, seconds);
    stormGoing = false;
    await waves;
    return { idle, storm: during, withdrawals };
  } finally {
    await db.destroy();
    await server.stop();
  }
}
