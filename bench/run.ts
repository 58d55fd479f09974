import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../apps/server/src/config.ts';
import { accountsBench, BENCH_ACCOUNTS_ENV, benchSessions, memberInfoLoad } from './accounts.ts';
import { BARE_PATH, startBareServer } from './bare.ts';
import { benchPostgres } from './database.ts';
import { type HttpResult, loadTest } from './http.ts';
import { initialJsOfIndex } from './initial-js.ts';
import { ledgerBench, pgbench } from './ledger.ts';
import { LIGHTHOUSE_AIMS, lighthouseBench } from './lighthouse.ts';
import { LOTTERY_MEMBERS, lotteryBench } from './lottery.ts';
import { PLAYERS, playBench } from './play.ts';
import { playClientBench } from './play-client.ts';
import { startBenchServer } from './server.ts';
import { STORM_SIZE, stormBench } from './storm.ts';
import { TABLE_PLAYERS, TABLE_SECONDS, tableBench } from './tables.ts';

const webDist = path.join(repoRoot, 'apps/web/dist');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** Logged-in sessions the member-info load spreads over, one connection each. */
const SESSIONS = 100;
/** `npm run bench` runs everything; `npm run bench -- web lighthouse http accounts ledger` picks parts (`rtp`: the
 * engines' simulations at full size, only when asked). */
const parts = new Set(
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : ['web', 'lighthouse', 'http', 'accounts', 'storm', 'ledger', 'play', 'tables', 'lottery'],
);
const results: Record<string, unknown> = { at: new Date().toISOString(), seconds };

function row(r: HttpResult) {
  return `${r.path.padEnd(78)} ${String(r.requestsPerSecond).padStart(7)} req/s  p99 ${r.p99Ms} ms  errors ${r.errors} non-2xx ${r.non2xx}`;
}

let built = false;
/** Builds the web app once per run (BENCH_BUILD=0 keeps an existing build). */
function buildWeb() {
  if (built) return;
  if (!existsSync(path.join(webDist, '.vite/manifest.json')) || process.env.BENCH_BUILD !== '0') {
    execSync('npm run build', { cwd: repoRoot, stdio: 'inherit' });
  }
  built = true;
}

async function web() {
  buildWeb();
  const js = initialJsOfIndex(webDist);
  results.initialJs = js;
  console.log(
    `\nInitial JS of /index: ${(js.gzipBytes / 1024).toFixed(1)} KB gzipped (budget 180 KB), ${js.files.length} files`,
  );
}

const AIMS = { healthz: 60, gameList: 50, memberInfoOfHealthz: 40 };
/** What a browser sends: the answer then comes compressed, the cost a visitor's request really has. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' };

/** Two runs of one URL as one: mean rate, worst p99, errors summed. */
function meanOf(a: HttpResult, b: HttpResult): HttpResult {
  return {
    path: a.path,
    requestsPerSecond: Math.round((a.requestsPerSecond + b.requestsPerSecond) / 2),
    p99Ms: Math.max(a.p99Ms, b.p99Ms),
    errors: a.errors + b.errors,
    non2xx: a.non2xx + b.non2xx,
  };
}

function percent(part: HttpResult, whole: HttpResult): number {
  return Math.round((part.requestsPerSecond / whole.requestsPerSecond) * 1000) / 10;
}

async function lighthouse() {
  buildWeb();
  const a = LIGHTHOUSE_AIMS;
  console.log(
    `\nLighthouse 12, mobile preset (simulated throttling), headless Chromium; aims: performance ≥ ${a.performance}, ` +
      `accessibility ≥ ${a.accessibility}, CLS < ${a.cls}, LCP < ${a.lcpMs} ms, TBT < ${a.tbtMs} ms`,
  );
  const result = await lighthouseBench();
  results.lighthouse = result;
  console.log(`Kept per page: the ${result.kept}. Reports: bench/results/lighthouse/.`);
}

/**
 * The site's per-request cost: a bare Fastify route (the ceiling), /healthz (every plugin and hook, no work),
 * the game list (a cached catalogue page; also with a browser's accept-encoding) and member info over 100
 * logged-in sessions, in one run. The ceiling is measured before and after the site and averaged, as other
 * work on the machine moves it.
 */
async function http() {
  const bare = await startBareServer();
  const server = await startBenchServer(3200, BENCH_ACCOUNTS_ENV).catch(async (error) => {
    await bare.stop();
    throw error;
  });
  try {
    const gameList = '/api/games/list?gameType=RNG&pageNo=2&pageSize=24&clientType=3&language=vi';
    const cookies = await benchSessions(server.baseUrl, SESSIONS);
    // warm-up: JIT, caches and connection pools
    await loadTest(bare.baseUrl, BARE_PATH, 20, 2);
    await loadTest(server.baseUrl, gameList, 20, 2);
    await memberInfoLoad(server.baseUrl, cookies.slice(0, 20), 2);

    const bareBefore = await loadTest(bare.baseUrl, BARE_PATH, 100, seconds);
    const healthz = await loadTest(server.baseUrl, '/healthz', 100, seconds);
    const list = await loadTest(server.baseUrl, gameList, 100, seconds);
    const listCompressed = await loadTest(server.baseUrl, gameList, 100, seconds, BROWSER_ENCODINGS);
    const memberInfo = await memberInfoLoad(server.baseUrl, cookies, seconds);
    const bareAfter = await loadTest(bare.baseUrl, BARE_PATH, 100, seconds);
    const ceiling = meanOf(bareBefore, bareAfter);
    const ratios = {
      healthzOfBare: percent(healthz, ceiling),
      gameListOfBare: percent(list, ceiling),
      memberInfoOfBare: percent(memberInfo, ceiling),
      memberInfoOfHealthz: percent(memberInfo, healthz),
    };
    results.http = {
      bare: ceiling,
      bareRuns: [bareBefore, bareAfter],
      healthz,
      gameList: list,
      gameListCompressed: listCompressed,
      memberInfo,
      ratios,
    };
    console.log(`\nHTTP, 100 connections, ${seconds}s each, one server process:`);
    console.log(
      `${row(ceiling)}   bare Fastify (ceiling: ${bareBefore.requestsPerSecond} before, ${bareAfter.requestsPerSecond} after)`,
    );
    console.log(`${row(healthz)}   ${ratios.healthzOfBare}% of bare (aim ≥ ${AIMS.healthz}%)`);
    console.log(`${row(list)}   ${ratios.gameListOfBare}% of bare (aim ≥ ${AIMS.gameList}%)`);
    console.log(`${row(listCompressed)}   the same, asked as a browser asks (brotli)`);
    console.log(
      `${row(memberInfo)}   ${ratios.memberInfoOfHealthz}% of healthz (aim ≥ ${AIMS.memberInfoOfHealthz}%), ${ratios.memberInfoOfBare}% of bare; ${SESSIONS} sessions`,
    );
  } finally {
    await server.stop();
    await bare.stop();
  }
}

async function accounts() {
  const { logins } = await accountsBench(seconds);
  results.accounts = { logins };
  console.log(`\nAccounts, one server process (argon2id m=19456 KiB, t=2, p=1):`);
  console.log(`${row(logins)}   (16 connections)`);
}

/** Another member's balance reads during one member's storm of withdrawals: p99 under this, no 5xx. */
const STORM_AIM_P99_MS = 100;

async function storm() {
  const r = await stormBench(seconds);
  results.storm = r;
  const w = r.withdrawals;
  const met = r.storm.p99Ms < STORM_AIM_P99_MS && r.storm.fiveHundreds === 0 && w.fiveHundreds === 0;
  console.log(
    `\nOne member's storm: ${STORM_SIZE} withdrawals at once, a wave a second, ${seconds}s, one server process:`,
  );
  console.log(
    `another member's balance, idle:       ${r.idle.requestsPerSecond} req/s, p99 ${r.idle.p99Ms} ms, 5xx ${r.idle.fiveHundreds}`,
  );
  console.log(
    `another member's balance, in a storm: ${r.storm.requestsPerSecond} req/s, p99 ${r.storm.p99Ms} ms, 5xx ${r.storm.fiveHundreds} ` +
      `(aim p99 < ${STORM_AIM_P99_MS} ms, 0 × 5xx: ${met ? 'met' : 'MISSED'})`,
  );
  console.log(
    `the storm's withdrawals: sent ${w.sent}, accepted ${w.accepted}, request_in_progress ${w.inProgress}, other ${w.other} ${JSON.stringify(w.otherCodes)}, 5xx ${w.fiveHundreds}`,
  );
}

/** Aims of the ledger scenarios in ledgerBench's order: spread, hot wallet, in the caller's transaction. */
const LEDGER_AIMS = [70, 30, 50];

async function ledger() {
  const postgres = await benchPostgres();
  try {
    const yardstick = await pgbench(postgres.adminUrl, seconds);
    const runs = await ledgerBench(postgres.adminUrl, seconds);
    results.ledger = { pgbench: yardstick, runs };
    console.log(`\nLedger, 16 clients, ${seconds}s each, same PostgreSQL:`);
    console.log(
      `pgbench -b tpcb-like -c 16 -j 2:          ${yardstick.tps} TPS, average ${yardstick.latencyMs} ms`,
    );
    for (const [i, r] of runs.entries()) {
      const ratio = (r.transfersPerSecond / yardstick.tps) * 100;
      const aim = LEDGER_AIMS[i];
      const verdict = aim === undefined ? '' : ` (aim ≥ ${aim}%: ${ratio >= aim ? 'met' : 'MISSED'})`;
      console.log(
        `ledger transfers (${r.scenario.padEnd(22)}): ${r.transfersPerSecond} /s, p99 ${r.p99Ms} ms, failed ${r.failed} — ${ratio.toFixed(1)}% of pgbench${verdict}`,
      );
    }
  } finally {
    await postgres.stop();
  }
}

/** Rounds through the seamless wallet: at least this share of the ledger's spread transfers, p99 under this. */
const PLAY_AIMS = { ofLedger: 50, p99Ms: 50 };

async function play() {
  let ledgerRate = (results.ledger as { runs?: { transfersPerSecond: number }[] } | undefined)?.runs?.[0]
    ?.transfersPerSecond;
  if (ledgerRate === undefined) {
    const postgres = await benchPostgres();
    try {
      ledgerRate = (await ledgerBench(postgres.adminUrl, seconds))[0]?.transfersPerSecond ?? 0;
    } finally {
      await postgres.stop();
    }
  }
  buildWeb();
  const client = await playClientBench();
  console.log(
    `\nGame client, a slot on a throttled phone (slow 4G, CPU ×4): ${client.jsKb} KB of JavaScript as sent, ` +
      `spin button ready at ${client.readyMs} ms, first spin answered at ${client.firstSpinMs} ms`,
  );
  const runs = await playBench(seconds);
  results.play = { ledgerSpread: ledgerRate, client, runs };
  console.log(
    `\nPlay, ${PLAYERS} players at once over HTTP, ${seconds}s each, one server process (p50/p99 per call):`,
  );
  for (const r of runs) {
    const figures = `${r.roundsPerSecond} rounds/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, failed ${r.failed}`;
    if (r.paceMs > 0) {
      // what a player feels at that load: the latency aim alone (the throughput is the players' pace)
      const met = r.p99Ms < PLAY_AIMS.p99Ms && r.failed === 0;
      console.log(
        `${r.scenario.padEnd(26)}: each player a round every ${r.paceMs} ms: ${figures} ` +
          `(aim p99 < ${PLAY_AIMS.p99Ms} ms: ${met ? 'met' : 'MISSED'})`,
      );
      continue;
    }
    const ratio = (r.roundsPerSecond / ledgerRate) * 100;
    const met = ratio >= PLAY_AIMS.ofLedger && r.p99Ms < PLAY_AIMS.p99Ms;
    console.log(
      `${r.scenario.padEnd(26)}: back to back: ${figures} — ` +
        `${ratio.toFixed(1)}% of the ledger's ${ledgerRate} transfers/s (aim ≥ ${PLAY_AIMS.ofLedger}%, p99 < ${PLAY_AIMS.p99Ms} ms: ${met ? 'met' : 'MISSED'})`,
    );
  }
}

/**
 * One live table with TABLE_PLAYERS players on WebSockets, a bet each every round for TABLE_SECONDS (10 minutes
 * unless BENCH_TABLE_SECONDS says less): bets accepted a second, from a round's payment to the last player's message,
 * and nothing lost, doubled or left unpaid, the ledger reconciled after.
 */
async function tables() {
  console.log(
    `\nLive table: ${TABLE_PLAYERS} players on WebSockets, a bet each every round, ${TABLE_SECONDS}s, one server process`,
  );
  const r = await tableBench();
  results.tables = r;
  console.log(
    `${r.table}: ${r.rounds} rounds; bets sent ${r.betsSent}, accepted ${r.betsAccepted} (${r.betsPerSecond}/s), ` +
      `refused ${r.betsRefused} (betting closed), failed ${r.betsFailed}; a bet's answer p99 ${r.betP99Ms} ms`,
  );
  console.log(
    `payment → each player's message: p50 ${r.payoutP50Ms} ms, p99 ${r.payoutP99Ms} ms, slowest ${r.payoutMaxMs} ms`,
  );
  const clean = r.lostBets === 0 && r.duplicatedBets === 0 && r.unpaid === 0 && r.ledgerErrors.length === 0;
  console.log(
    `lost bets ${r.lostBets}, duplicated ${r.duplicatedBets}, unpaid ${r.unpaid}; ledger ` +
      `${r.ledgerErrors.length === 0 ? 'reconciled' : r.ledgerErrors.join('; ')} (aim: all 0: ${clean ? 'met' : 'MISSED'})`,
  );
}

/** Settling one lottery draw: aim under this many seconds for 100,000 bets over 10,000 members. */
const LOTTERY_AIM_SECONDS = 10;

/**
 * One draw with LOTTERY_MEMBERS × 10 open bets settled (every bet marked, one seamless credit per member), with
 * pgbench's TPC-B-like figure in the same run as the yardstick: settled bets a second against its transactions.
 */
async function lottery() {
  const postgres = await benchPostgres();
  try {
    const yardstick = await pgbench(postgres.adminUrl, seconds);
    const r = await lotteryBench(postgres.adminUrl);
    results.lottery = { pgbench: yardstick, ...r };
    const met = r.settleMs < LOTTERY_AIM_SECONDS * 1000 && r.reconciled;
    console.log(`\nLottery settlement, one draw, ${LOTTERY_MEMBERS} members × 10 bets, one process:`);
    console.log(`pgbench -b tpcb-like -c 16 -j 2: ${yardstick.tps} TPS (yardstick)`);
    console.log(
      `${r.bets} bets settled in ${(r.settleMs / 1000).toFixed(2)} s: ${r.betsPerSecond} bets/s ` +
        `(${((r.betsPerSecond / yardstick.tps) * 100).toFixed(0)}% of pgbench's TPS), ${r.won} won; ` +
        `aim < ${LOTTERY_AIM_SECONDS} s: ${met ? 'met' : 'MISSED'}`,
    );
    console.log(
      `database active ${(r.databaseActiveMs / 1000).toFixed(2)} s over all connections ` +
        `(${((r.databaseActiveMs / r.settleMs) * 100).toFixed(0)}% of the wall time), node CPU ` +
        `${(r.nodeCpuMs / 1000).toFixed(2)} s (${((r.nodeCpuMs / r.settleMs) * 100).toFixed(0)}%); ` +
        `staked ${r.staked}, paid ${r.paid}; ${r.reconciled ? 'every balance reconciled' : 'NOT RECONCILED'}`,
    );
  } finally {
    await postgres.stop();
  }
}

/** The engines' RTP simulations at their full size (CI runs a tenth: packages/games simulation-size.ts). */
function rtp() {
  const started = Date.now();
  execSync('npx vitest run packages/games --reporter=dot', {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, FULL_SIMULATIONS: '1' },
  });
  const took = ((Date.now() - started) / 1000).toFixed(1);
  results.rtp = { fullSize: true, seconds: Number(took) };
  console.log(
    `\nRTP simulations at full size (1,000,000 rounds a game): every stated RTP within 4 standard errors, ${took} s`,
  );
}

async function main() {
  if (parts.has('rtp')) rtp();
  if (parts.has('web')) await web();
  if (parts.has('lighthouse')) await lighthouse();
  if (parts.has('http')) await http();
  if (parts.has('accounts')) await accounts();
  if (parts.has('storm')) await storm();
  if (parts.has('ledger')) await ledger();
  if (parts.has('play')) await play();
  if (parts.has('tables')) await tables();
  if (parts.has('lottery')) await lottery();
  mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
  writeFileSync(path.join(repoRoot, 'bench/results/latest.json'), JSON.stringify(results, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
