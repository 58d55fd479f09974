import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ACCOUNTS_API, SESSION_COOKIE } from '@app/contracts';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer, { type CookieData } from 'puppeteer-core';
import { repoRoot } from '../apps/server/src/config.ts';
import { startBenchServer } from './server.ts';

/** The pages measured; `member` ones are measured logged in as a member (the deposit page). */
const PAGES: { path: string; member?: boolean }[] = [
  { path: '/index' },
  { path: '/rng' },
  { path: '/live' },
  { path: '/promotions' },
  { path: '/noticePage' },
  { path: '/index?mc=depositv2', member: true },
  { path: '/index?mc=withdraw', member: true },
  // issue 13's pages: a game in its frame (the game client loads inside), the verification page, favourites and
  // the betting record
  { path: '/game?code=LOTUS_GAMING_003&vendor=LOTUS_GAMING', member: true },
  // issue 14's: a live table (blackjack, a decision table), a fish game and a PVP room in the frame
  { path: '/game?code=HALONG_LIVE_003&vendor=HALONG_LIVE', member: true },
  { path: '/game?code=DRAGON_FISH_001&vendor=DRAGON_FISH', member: true },
  { path: '/game?code=HANOI_CARDS_001&vendor=HANOI_CARDS', member: true },
  { path: '/fair' },
  { path: '/fav', member: true },
  { path: '/index?mc=personalHistoryCopy', member: true },
  { path: '/index?mc=manualRebate', member: true },
  { path: '/index?mc=messageV2', member: true },
  { path: '/pointMall', member: true },
  { path: '/seamless' },
  // issue 15's: the Vietnamese lottery (a 45-second draw), the lottery lobby and a keno game, a 4D game
  { path: '/vnlottery?gameCode=VN_LOTTO_005', member: true },
  { path: '/vnlottery?gameCode=VN_LOTTO_001', member: true },
  { path: '/lottery' },
  { path: '/lottery?gameCode=LOTUS_ELOTT_004', member: true },
  { path: '/seaLottery?gameCode=SEA_LOTTO_004', member: true },
];

/** `LIGHTHOUSE_PAGES=/index,/rng` measures only those pages (while working on them). */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);

/** Issue 12's aims on a phone (Lighthouse's mobile preset). */
export const LIGHTHOUSE_AIMS = { performance: 90, accessibility: 95, cls: 0.1, lcpMs: 2500, tbtMs: 200 };

/** Runs per page; the better one (by performance score) is kept, see `KEPT`. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 2));
export const KEPT =
  'better of the runs by performance score: the machine is shared, and another process can only make a run ' +
  'slower (its CPU time lands in our traces and simulated throttling multiplies it), never faster';

const DEMO = { username: 'demo01', password: 'Demo1234' };
const reportDir = path.join(repoRoot, 'bench/results/lighthouse');

export type LighthouseRun = {
  performance: number;
  accessibility: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** Lighthouse's reading of this machine's CPU (its BenchmarkIndex; ~1,000 is the mid-range phone class its
   * ×4 throttling is calibrated against): the figures above scale with it, so a slower host scores lower. */
  hostCpuIndex: number;
};

export type LighthousePage = LighthouseRun & {
  page: string;
  meets: { performance: boolean; accessibility: boolean; cls: boolean; lcp: boolean; tbt: boolean };
  runs: LighthouseRun[];
};

export type LighthouseResults = {
  version: string;
  preset: string;
  kept: string;
  aims: typeof LIGHTHOUSE_AIMS;
  pages: LighthousePage[];
};

/** A member's login: the session cookie and its readable CSRF companion, as the server sets them. */
async function memberCookies(baseUrl: string): Promise<CookieData[]> {
  const res = await fetch(`${baseUrl}${ACCOUNTS_API.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!res.ok) throw new Error(`lighthouse bench login failed: ${res.status} ${await res.text()}`);
  const { hostname } = new URL(baseUrl);
  const cookies = res.headers.getSetCookie().map((header) => {
    const [name = '', ...value] = (header.split(';')[0] ?? '').split('=');
    return { name, value: value.join('='), domain: hostname, path: '/' };
  });
  if (!cookies.some((cookie) => cookie.name === SESSION_COOKIE)) {
    throw new Error('lighthouse bench login set no session cookie');
  }
  return cookies;
}

function summarise(lhr: Result): LighthouseRun {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    hostCpuIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
  };
}

function judge(run: LighthouseRun): LighthousePage['meets'] {
  return {
    performance: run.performance >= LIGHTHOUSE_AIMS.performance,
    accessibility: run.accessibility >= LIGHTHOUSE_AIMS.accessibility,
    cls: run.cls < LIGHTHOUSE_AIMS.cls,
    lcp: run.lcpMs < LIGHTHOUSE_AIMS.lcpMs,
    tbt: run.tbtMs < LIGHTHOUSE_AIMS.tbtMs,
  };
}

export function lighthouseRow(p: LighthousePage): string {
  const misses = Object.entries(p.meets)
    .filter(([, ok]) => !ok)
    .map(([name]) => name);
  return [
    p.page.padEnd(20),
    `perf ${String(p.performance).padStart(3)} (runs ${p.runs.map((r) => r.performance).join('/')})`,
    `a11y ${String(p.accessibility).padStart(3)}`,
    `CLS ${p.cls.toFixed(3)}`,
    `LCP ${String(p.lcpMs).padStart(5)} ms`,
    `TBT ${String(p.tbtMs).padStart(4)} ms`,
    `host CPU ${p.hostCpuIndex}`,
    misses.length === 0 ? '✓ meets every aim' : `✗ misses ${misses.join(', ')}`,
  ].join('  ');
}

/** The audits that name the culprits, for a reader of the kept report (LIGHTHOUSE_DETAILS=1 prints them). */
function details(lhr: Result): string[] {
  const lines: string[] = [];
  const items = (id: string) =>
    ((lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []).slice(0, 6);
  const node = (item: Record<string, unknown>) =>
    ((item.node as { selector?: string; snippet?: string } | undefined)?.selector ?? '').slice(0, 90);
  for (const item of items('layout-shift-elements')) {
    lines.push(`    shift ${Number(item.score ?? 0).toFixed(3)}  ${node(item)}`);
  }
  const lcp = items('largest-contentful-paint-element')[0] as
    | { items?: Record<string, unknown>[] }
    | undefined;
  if (lcp?.items?.[0]) lines.push(`    LCP element  ${node(lcp.items[0])}`);
  for (const item of items('bootup-time')) {
    lines.push(`    bootup ${Math.round(Number(item.total))} ms  ${String(item.url).slice(-70)}`);
  }
  for (const item of items('render-blocking-resources')) {
    lines.push(`    render-blocking ${Math.round(Number(item.wastedMs))} ms  ${String(item.url).slice(-70)}`);
  }
  const failing = Object.values(lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
    );
  for (const audit of failing) lines.push(`    a11y ✗ ${audit?.id}`);
  return lines;
}

/** One Lighthouse run; its own flakes (a trace it failed to record: NO_NAVSTART, NO_FCP…) are run again, twice. */
async function measure(url: string, port: number): Promise<Result> {
  let failure = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (result && !result.lhr.runtimeError) return result.lhr;
    failure = result?.lhr.runtimeError?.message ?? 'no result';
  }
  throw new Error(`Lighthouse failed on ${url}: ${failure}`);
}

/**
 * Lighthouse 12, mobile preset (the default config: a phone's screen, simulated 4G and 4× CPU throttling), on the
 * built site served by a real server process on the bench database, in headless Debian Chromium. A member page
 * runs with the member's cookies in the browser (set through the DevTools protocol, as a login leaves them: the
 * page's own script sees the readable one), removed again after it. Each page's kept report goes to
 * bench/results/lighthouse/<page>.json.
 */
export async function lighthouseBench(): Promise<LighthouseResults> {
  // Lighthouse cancels requests it no longer needs: the server's "premature close" lines would drown the results.
  const server = await startBenchServer(3204, { LOG_LEVEL: 'fatal' });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    logLevel: 'silent',
  });
  mkdirSync(reportDir, { recursive: true });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const cookies = await memberCookies(server.baseUrl);
    const pages: LighthousePage[] = [];
    let version = '';
    for (const page of PAGES.filter((p) => !ONLY || ONLY.includes(p.path))) {
      if (page.member) await browser.setCookie(...cookies);
      const reports: Result[] = [];
      for (let run = 0; run < RUNS; run++) {
        reports.push(await measure(`${server.baseUrl}${page.path}`, chrome.port));
      }
      if (page.member) await browser.deleteCookie(...(await browser.cookies()));
      const runs = reports.map(summarise);
      const best = runs.reduce(
        (kept, run, index) => (run.performance > runs[kept]!.performance ? index : kept),
        0,
      );
      const lhr = reports[best]!;
      version = lhr.lighthouseVersion;
      const slug = page.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
      writeFileSync(path.join(reportDir, `${slug}.json`), JSON.stringify(lhr));
      const kept = runs[best]!;
      const result: LighthousePage = { page: page.path, ...kept, meets: judge(kept), runs };
      pages.push(result);
      console.log(lighthouseRow(result));
      if (process.env.LIGHTHOUSE_DETAILS === '1') for (const line of details(lhr)) console.log(line);
    }
    return { version, preset: 'mobile, simulated throttling', kept: KEPT, aims: LIGHTHOUSE_AIMS, pages };
  } finally {
    await browser.disconnect();
    chrome.kill();
    await server.stop();
  }
}
