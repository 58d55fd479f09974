import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../apps/server/src/config.ts';
import { accountsBench } from './accounts.ts';
import { benchPostgres } from './database.ts';
import { type HttpResult, loadTest } from './http.ts';
import { initialJsOfIndex } from './initial-js.ts';
import { ledgerBench, pgbench } from './ledger.ts';
import { startBenchServer } from './server.ts';

const webDist = path.join(repoRoot, 'apps/web/dist');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** `npm run bench` runs everything; `npm run bench -- web http accounts ledger` picks parts. */
const parts = new Set(
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['web', 'http', 'accounts', 'ledger'],
);
const results: Record<string, unknown> = { at: new Date().toISOString(), seconds };

function row(r: HttpResult) {
  return `${r.path.padEnd(78)} ${String(r.requestsPerSecond).padStart(7)} req/s  p99 ${r.p99Ms} ms  errors ${r.errors} non-2xx ${r.non2xx}`;
}

async function web() {
  if (!existsSync(path.join(webDist, '.vite/manifest.json')) || process.env.BENCH_BUILD !== '0') {
    execSync('npm run build', { cwd: repoRoot, stdio: 'inherit' });
  }
  const js = initialJsOfIndex(webDist);
  results.initialJs = js;
  console.log(
    `\nInitial JS of /index: ${(js.gzipBytes / 1024).toFixed(1)} KB gzipped (budget 180 KB), ${js.files.length} files`,
  );
}

async function http() {
  const server = await startBenchServer();
  try {
    const gameList = '/api/games/list?gameType=RNG&pageNo=2&pageSize=24&clientType=3&language=vi';
    await loadTest(server.baseUrl, gameList, 20, 2);
    const healthz = await loadTest(server.baseUrl, '/healthz', 100, seconds);
    const list = await loadTest(server.baseUrl, gameList, 100, seconds);
    const ratio = list.requestsPerSecond / healthz.requestsPerSecond;
    results.http = { healthz, gameList: list, ratio };
    console.log(
      `\nHTTP, 100 connections, ${seconds}s each, one server process:\n${row(healthz)}\n${row(list)}`,
    );
    console.log(`Game list / healthz: ${(ratio * 100).toFixed(1)}% (aim ≥ 50%)`);
  } finally {
    await server.stop();
  }
}

async function accounts() {
  const { logins, memberInfo } = await accountsBench(seconds);
  results.accounts = { logins, memberInfo };
  console.log(`\nAccounts, one server process (argon2id m=19456 KiB, t=2, p=1):`);
  console.log(`${row(logins)}   (16 connections)\n${row(memberInfo)}   (100 sessions)`);
}

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
    for (const r of runs) {
      const ratio = ((r.transfersPerSecond / yardstick.tps) * 100).toFixed(1);
      console.log(
        `ledger transfers (${r.scenario.padEnd(22)}): ${r.transfersPerSecond} /s, p99 ${r.p99Ms} ms, failed ${r.failed} — ${ratio}% of pgbench`,
      );
    }
    console.log('Aim: spread over 10,000 wallets ≥ 40% of pgbench.');
  } finally {
    await postgres.stop();
  }
}

async function main() {
  if (parts.has('web')) await web();
  if (parts.has('http')) await http();
  if (parts.has('accounts')) await accounts();
  if (parts.has('ledger')) await ledger();
  mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
  writeFileSync(path.join(repoRoot, 'bench/results/latest.json'), JSON.stringify(results, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
