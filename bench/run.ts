import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../apps/server/src/config.ts';
import { loadTest } from './http.ts';
import { initialJsOfIndex } from './initial-js.ts';
import { startBenchServer } from './server.ts';

const webDist = path.join(repoRoot, 'apps/web/dist');
const duration = Number(process.env.BENCH_SECONDS ?? 10);

async function main() {
  if (!existsSync(path.join(webDist, 'index.html')) || process.env.BENCH_BUILD !== '0') {
    execSync('npm run build', { cwd: repoRoot, stdio: 'inherit' });
  }
  const js = initialJsOfIndex(webDist);
  console.log(
    `Initial JS of /index: ${(js.gzipBytes / 1024).toFixed(1)} KB gzipped (budget 180 KB) in ${js.files.length} files`,
  );

  const server = await startBenchServer();
  try {
    const gameListPath = '/api/games/list?gameType=RNG&pageNo=2&pageSize=24&clientType=3&language=vi';
    await loadTest(server.baseUrl, gameListPath, 20, 2); // warm-up
    const healthz = await loadTest(server.baseUrl, '/healthz', 100, duration);
    const gameList = await loadTest(server.baseUrl, gameListPath, 100, duration);
    const ratio = gameList.requestsPerSecond / healthz.requestsPerSecond;
    const rows = [healthz, gameList].map(
      (r) =>
        `${r.path.padEnd(80)} ${String(r.requestsPerSecond).padStart(7)} req/s  p99 ${r.p99Ms} ms  errors ${r.errors} non-2xx ${r.non2xx}`,
    );
    console.log(`\nHTTP, 100 connections, ${duration}s each, one server process:\n${rows.join('\n')}`);
    console.log(`Game list / healthz: ${(ratio * 100).toFixed(1)}% (aim ≥ 50%)`);

    mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(repoRoot, 'bench/results/latest.json'),
      JSON.stringify({ at: new Date().toISOString(), initialJs: js, healthz, gameList, ratio }, null, 2),
    );
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
