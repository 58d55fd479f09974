import { STUDIO_API } from '@app/contracts';
import { chromium } from '@playwright/test';
import { createDb } from '../apps/server/src/db/database.ts';
import { launchGame } from '../apps/server/src/modules/games/index.ts';
import { studioTitle } from '../apps/server/src/modules/studio/index.ts';
import { memberMainAccount, transferAlone, worldAccount } from '../apps/server/src/modules/wallet/index.ts';
import { insertTestMember } from '../apps/server/src/modules/wallet/testing.ts';
import { startBenchServer } from './server.ts';

/** Lighthouse's mobile preset, applied to a real page load: slow 4G and a CPU four times slower. */
const PHONE = { width: 390, height: 844, latencyMs: 150, downKbps: 1_638.4, upKbps: 675, cpuSlowdown: 4 };

export type PlayClientResult = {
  /** The game client's JavaScript a slot loads, as sent (gzipped/brotli), KB. */
  jsKb: number;
  /** From the navigation to the spin button being ready, ms. */
  readyMs: number;
  /** From the navigation to the first spin's answer, ms. */
  firstSpinMs: number;
};

/** A slot opened in its game client on a throttled phone profile: its JavaScript and its time to first spin. */
export async function playClientBench(): Promise<PlayClientResult> {
  const server = await startBenchServer(3240, { JOBS: 'false', CRASH_CLOCK: 'false' });
  const db = createDb(server.databaseUrl, 2);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const games = await db
      .selectFrom('games as g')
      .innerJoin('vendors as v', 'v.vassalage', 'g.vassalage')
      .select(['g.code', 'g.name_en'])
      .where('v.provider', '=', 'studio')
      .where('g.maintenance_until', 'is', null)
      .orderBy('g.code')
      .execute();
    const slot = games.find((g) => studioTitle({ code: g.code, nameEn: g.name_en }).model === 'low-20-lines');
    if (!slot) throw new Error('no 20-line studio slot');
    const memberId = await insertTestMember(db);
    await transferAlone(db, {
      key: `bench-play-client:${memberId}`,
      kind: 'deposit',
      moves: [
        {
          from: await worldAccount(db, 'bench'),
          to: await memberMainAccount(db, memberId),
          amount: 100_000_000n,
        },
      ],
    });
    const launch = await launchGame(db, { memberId, isDemo: false, language: 'vi' }, slot.code);

    const context = await browser.newContext({ viewport: { width: PHONE.width, height: PHONE.height } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: (PHONE.downKbps * 1024) / 8,
      uploadThroughput: (PHONE.upKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    const jsBytes = new Map<string, number>();
    const scripts = new Set<string>();
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scripts.add(event.requestId);
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (scripts.has(event.requestId)) jsBytes.set(event.requestId, event.encodedDataLength);
    });

    const started = Date.now();
    await page.goto(`${server.baseUrl}${launch.url}`);
    const spin = page.getByTestId('slot-spin');
    await spin.waitFor({ state: 'visible', timeout: 120_000 });
    await page.waitForFunction(
      () => !(document.querySelector('[data-testid="slot-spin"]') as HTMLButtonElement | null)?.disabled,
      undefined,
      { timeout: 120_000 },
    );
    const readyMs = Date.now() - started;
    const answered = page.waitForResponse((r) => r.url().endsWith(STUDIO_API.spin), { timeout: 120_000 });
    await spin.click();
    await answered;
    const firstSpinMs = Date.now() - started;
    const jsKb = [...jsBytes.values()].reduce((sum, n) => sum + n, 0) / 1024;
    return { jsKb: Math.round(jsKb * 10) / 10, readyMs, firstSpinMs };
  } finally {
    await browser.close();
    await db.destroy();
    await server.stop();
  }
}
