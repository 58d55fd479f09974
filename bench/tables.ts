import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { STUDIO_API, TABLE_API, type TableEvent, type TableRound } from '@app/contracts';
import { sql } from 'kysely';
import WebSocket from 'ws';
import { createDb, type Db } from '../apps/server/src/db/database.ts';
import { launchGame } from '../apps/server/src/modules/games/index.ts';
import { tableTitle } from '../apps/server/src/modules/studio/catalogue.ts';
import { memberMainAccount, transferAlone, worldAccount } from '../apps/server/src/modules/wallet/index.ts';
import { insertTestMember } from '../apps/server/src/modules/wallet/testing.ts';
import { startBenchServer } from './server.ts';

/** Players at the one table, each on a WebSocket of their own. */
export const TABLE_PLAYERS = Number(process.env.BENCH_TABLE_PLAYERS ?? 1000);
/** How long they play: 10 minutes unless asked for less (BENCH_TABLE_SECONDS). */
export const TABLE_SECONDS = Number(process.env.BENCH_TABLE_SECONDS ?? 600);
const FUNDS = 10_000_000_000n;

export type TableBenchResult = {
  players: number;
  seconds: number;
  table: string;
  rounds: number;
  betsSent: number;
  betsAccepted: number;
  betsRefused: number;
  betsFailed: number;
  betsPerSecond: number;
  /** A bet's answer. */
  betP99Ms: number;
  /** From the round's payment (settled_at, the database's clock) to each player's message saying so. */
  payoutP50Ms: number;
  payoutP99Ms: number;
  /** The slowest player's message in the slowest round. */
  payoutMaxMs: number;
  /** Accepted answers with no placement row, or placements no answer accepted: 0 and 0. */
  lostBets: number;
  duplicatedBets: number;
  /** Placements still open after the last round was paid (0), and ledger checks that failed (0). */
  unpaid: number;
  ledgerErrors: string[];
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function request(baseUrl: string, path: string, body: unknown, bearer?: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = http.request(
      `${baseUrl}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A speed baccarat table of the seed (8 s of betting, 4 of result, 2 of pause): the most rounds in the time. */
async function speedTable(db: Db): Promise<{ code: string; minBet: bigint }> {
  const rows = await db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.vassalage', 'g.vassalage')
    .select(['g.code', 'g.name_en', 'g.min_bet'])
    .where('v.provider', '=', 'studio')
    .where('g.category', '=', 'LIVE')
    .where('g.active', '=', true)
    .orderBy('g.code')
    .execute();
  const table =
    rows.find(
      (r) => tableTitle(r.name_en)?.family === 'baccarat' && tableTitle(r.name_en)?.variant === 'speed',
    ) ?? rows.find((r) => tableTitle(r.name_en)?.family === 'baccarat');
  if (!table) throw new Error('no baccarat table in the seed');
  return { code: table.code, minBet: table.min_bet };
}

async function sessions(db: Db, baseUrl: string, gameCode: string) {
  const world = await worldAccount(db, 'bench');
  const out: { memberId: bigint; bearer: string }[] = [];
  for (let i = 0; i < TABLE_PLAYERS; i++) {
    const memberId = await insertTestMember(db);
    await transferAlone(db, {
      key: `bench-table-fund:${memberId}`,
      kind: 'deposit',
      moves: [{ from: world, to: await memberMainAccount(db, memberId), amount: FUNDS }],
    });
    const launch = await launchGame(db, { memberId, isDemo: false, language: 'vi' }, gameCode);
    const launchToken = new URL(launch.url, 'http://site').searchParams.get('token') as string;
    const res = await request(baseUrl, STUDIO_API.session, { launchToken });
    if (res.status !== 200) throw new Error(`no studio session: ${res.text}`);
    out.push({
      memberId,
      bearer: (JSON.parse(res.text) as { value: { sessionToken: string } }).value.sessionToken,
    });
  }
  return out;
}

/**
 * One live table, TABLE_PLAYERS players on WebSockets, each placing one bet in every round while betting is open
 * (spread over the first part of it), for TABLE_SECONDS; then every answer is checked against the placements, every
 * placement against its payment, and the ledger against itself.
 */
export async function tableBench(): Promise<TableBenchResult> {
  const server = await startBenchServer(3260, { JOBS: 'false', CRASH_CLOCK: 'false', PVP_CLOCK: 'false' });
  const db = createDb(server.databaseUrl, 4);
  const sockets: WebSocket[] = [];
  try {
    const table = await speedTable(db);
    const players = await sessions(db, server.baseUrl, table.code);
    const run = randomBytes(3).toString('hex');
    const accepted = new Map<string, bigint>(); // requestId → member
    const betLatencies: number[] = [];
    /** Each player's message that a round was paid: which round, when it arrived. */
    const payoutMessages: { round: string; at: number }[] = [];
    let sent = 0;
    let refused = 0;
    let failed = 0;
    let maxPayout = 0;
    const rounds = new Set<string>();
    const deadline = Date.now() + TABLE_SECONDS * 1000;
    const wsBase = server.baseUrl.replace('http', 'ws');

    const bet = async (player: (typeof players)[number], index: number, round: TableRound) => {
      const bettingMs = Date.parse(round.bettingEndsAt) - Date.now();
      // spread over the first 60 % of what is left of betting
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.max(0, bettingMs * 0.6)));
      const requestId = `b${run}x${index}x${round.tableRoundId}`;
      sent += 1;
      const started = performance.now();
      try {
        const res = await request(
          server.baseUrl,
          TABLE_API.bet,
          {
            requestId,
            tableRoundId: round.tableRoundId,
            bets: [{ type: index % 2 ? 'banker' : 'player', stake: String(table.minBet) }],
          },
          player.bearer,
        );
        betLatencies.push(performance.now() - started);
        if (res.status === 200) accepted.set(requestId, player.memberId);
        else if (res.status === 409) refused += 1;
        else failed += 1;
      } catch {
        failed += 1;
      }
    };

    await Promise.all(
      players.map(
        (player, index) =>
          new Promise<void>((resolve, reject) => {
            const socket = new WebSocket(`${wsBase}${TABLE_API.live}?game=${table.code}`);
            sockets.push(socket);
            let lastBetRound = '';
            socket.on('open', () => resolve());
            socket.on('error', reject);
            socket.on('message', (data) => {
              const event = JSON.parse(String(data)) as TableEvent;
              const round =
                event.type === 'state' ? event.round : event.type === 'round' ? event.round : null;
              if (!round) return;
              if (round.phase === 'betting' && round.tableRoundId !== lastBetRound && Date.now() < deadline) {
                lastBetRound = round.tableRoundId;
                rounds.add(round.tableRoundId);
                void bet(player, index, round);
              }
              if (event.type === 'round' && round.phase === 'settled') {
                payoutMessages.push({ round: round.tableRoundId, at: Date.now() });
              }
            });
          }),
      ),
    );
    // play until the deadline, then let the last round be paid
    while (Date.now() < deadline + 20_000) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const open = await db
        .selectFrom('table_placements')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (Date.now() > deadline && Number(open?.n ?? 0) === 0) break;
    }
    for (const socket of sockets) socket.close();

    // the payment messages against the payments: latency from settled_at to each player's message
    const settled = await db
      .selectFrom('table_rounds')
      .select(['id', 'settled_at'])
      .where('game_code', '=', table.code)
      .where('settled_at', 'is not', null)
      .execute();
    const paidAt = new Map(settled.map((r) => [String(r.id), r.settled_at?.getTime() ?? 0]));
    const payouts = payoutMessages.map(({ round, at }) => at - (paidAt.get(round) ?? at));
    maxPayout = payouts.reduce((max, ms) => Math.max(max, ms), 0);
    payouts.sort((a, b) => a - b);
    betLatencies.sort((a, b) => a - b);

    // every accepted bet is one placement, and every placement an accepted bet
    const placements = await db
      .selectFrom('table_placements')
      .select(['member_id', 'request_id', 'status'])
      .where('request_id', 'like', `b${run}x%`)
      .execute();
    const placed = new Set(placements.map((p) => p.request_id));
    const lost = [...accepted.keys()].filter((id) => !placed.has(id)).length;
    const duplicated =
      placements.length - new Set(placements.map((p) => `${p.member_id}:${p.request_id}`)).size;
    const unknown = placements.filter((p) => !accepted.has(p.request_id)).length;
    const unpaid = placements.filter((p) => p.status === 'open').length;

    // the ledger: every account equals its postings, every transfer sums to zero, each player's balance equals
    // the funds less the stakes plus the payouts
    const ledgerErrors: string[] = [];
    const drift = await sql<{ n: string }>`
      SELECT count(*)::text AS n FROM (SELECT a.id FROM ledger_accounts a LEFT JOIN ledger_postings p ON p.account_id = a.id
      GROUP BY a.id HAVING a.balance <> coalesce(sum(p.amount), 0)) d`.execute(db);
    if (drift.rows[0]?.n !== '0')
      ledgerErrors.push(`${drift.rows[0]?.n} accounts differ from their postings`);
    const unbalanced = await sql<{ n: string }>`
      SELECT count(*)::text AS n FROM (SELECT transfer_id FROM ledger_postings GROUP BY transfer_id
      HAVING sum(amount) <> 0) u`.execute(db);
    if (unbalanced.rows[0]?.n !== '0')
      ledgerErrors.push(`${unbalanced.rows[0]?.n} transfers do not sum to zero`);
    const wrong = await sql<{ n: string }>`
      SELECT count(*)::text AS n FROM (
        SELECT a.member_id FROM ledger_accounts a
        JOIN (SELECT member_id, sum(stake) AS staked, sum(coalesce(payout, 0)) AS paid FROM table_placements
              WHERE request_id LIKE ${`b${run}x%`} AND status <> 'undone' GROUP BY member_id) t
          ON t.member_id = a.member_id
        WHERE a.code LIKE 'member:%:main' AND a.balance <> ${FUNDS} - t.staked + t.paid) w`.execute(db);
    if (wrong.rows[0]?.n !== '0') ledgerErrors.push(`${wrong.rows[0]?.n} players' balances do not add up`);

    const elapsed = TABLE_SECONDS;
    return {
      players: TABLE_PLAYERS,
      seconds: TABLE_SECONDS,
      table: table.code,
      rounds: rounds.size,
      betsSent: sent,
      betsAccepted: accepted.size,
      betsRefused: refused,
      betsFailed: failed,
      betsPerSecond: Math.round(accepted.size / elapsed),
      betP99Ms: Number(percentile(betLatencies, 99).toFixed(1)),
      payoutP50Ms: percentile(payouts, 50),
      payoutP99Ms: percentile(payouts, 99),
      payoutMaxMs: maxPayout,
      lostBets: lost,
      duplicatedBets: duplicated + unknown,
      unpaid,
      ledgerErrors,
    };
  } finally {
    for (const socket of sockets) socket.terminate();
    await db.destroy();
    await server.stop();
  }
}
