import {
  CSRF_COOKIE,
  CSRF_HEADER,
  PLAY_API,
  STUDIO_API,
  type StudioRound,
  type TableFamily,
} from '@app/contracts';
import type { Page, Response } from '@playwright/test';
import pg from 'pg';
import { studioTitle, tableTitle } from '../../apps/server/src/modules/studio/catalogue.ts';
import { saveScreen } from '../support/screens.ts';
import { expect } from '../support/test.ts';
import { depositBySandbox, newMember } from '../wallet/support.ts';

export const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** A new member with 501.000,00 ₫ (the registration gift and a sandbox deposit), logged in as the page. */
export async function fundedMember(page: Page, prefix = 'ply'): Promise<void> {
  await newMember(page, prefix);
  await depositBySandbox(page, '500.000');
}

/** A studio game's code by its English catalogue name (the seed names every game the same way each time). */
export async function gameCode(nameEn: string): Promise<string> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ code: string }>(
      `SELECT g.code FROM games g JOIN vendors v ON v.vassalage = g.vassalage
       WHERE v.provider = 'studio' AND g.active AND v.active AND g.name_en = $1 ORDER BY g.code LIMIT 1`,
      [nameEn],
    );
    if (!rows[0]) throw new Error(`No studio game named ${nameEn}`);
    return rows[0].code;
  } finally {
    await client.end();
  }
}

/** A studio slot of the given maths model ('low-20-lines', 'medium-243-ways', 'high-1024-ways'). */
export async function slotOfModel(model: string): Promise<string> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ code: string; name_en: string }>(
      `SELECT g.code, g.name_en FROM games g JOIN vendors v ON v.vassalage = g.vassalage
       WHERE v.provider = 'studio' AND g.active AND v.active ORDER BY g.code`,
    );
    const found = rows.find((row) => {
      const title = studioTitle({ code: row.code, nameEn: row.name_en });
      return title.family === 'slots' && title.model === model;
    });
    if (!found) throw new Error(`No studio slot plays ${model}`);
    return found.code;
  } finally {
    await client.end();
  }
}

/** Launches a game as the logged-in member (POST /api/games/launch with the site's cookies): its /play/ address. */
export async function launch(page: Page, code: string, lang: 'vi' | 'en' = 'vi'): Promise<string> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === CSRF_COOKIE)?.value ?? '';
  const response = await page.request.post(PLAY_API.launch, {
    data: { gameCode: code },
    headers: { [CSRF_HEADER]: csrf, 'x-lang': lang },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { value } = (await response.json()) as { value: { url: string } };
  expect(value.url).toMatch(/^\/play\/\?token=[A-Za-z0-9_-]{43}&lang=(vi|en)&game=[A-Z0-9_]+$/);
  return value.url.replace(/lang=(vi|en)/, `lang=${lang}`);
}

/** Bets `spins` spins of `betPerSpin` minor units on a ways slot through the studio's API, as its game client would. */
export async function spinSlot(page: Page, spins: number, betPerSpin: bigint): Promise<void> {
  const url = await launch(page, await slotOfModel('medium-243-ways'));
  const launchToken = new URL(url, 'http://site').searchParams.get('token');
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === CSRF_COOKIE)?.value ?? '';
  const session = await page.request.post(STUDIO_API.session, {
    data: { launchToken },
    headers: { [CSRF_HEADER]: csrf },
  });
  expect(session.ok(), await session.text()).toBe(true);
  const { sessionToken } = ((await session.json()) as { value: { sessionToken: string } }).value;
  for (let i = 0; i < spins; i++) {
    const spin = await page.request.post(STUDIO_API.spin, {
      data: { requestId: `cashback${Date.now().toString(36)}${i}x`, bet: { betPerSpin: String(betPerSpin) } },
      headers: { authorization: `Bearer ${sessionToken}`, [CSRF_HEADER]: csrf },
    });
    expect(spin.ok(), await spin.text()).toBe(true);
  }
}

/** Launches and opens a game in the page (the frame's address opened directly), waiting for its screen. */
export async function openGame(page: Page, code: string, lang: 'vi' | 'en' = 'vi'): Promise<void> {
  await page.goto(await launch(page, code, lang));
  await expect(page.getByTestId('play-balance')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** The balance the game shows, in minor units. */
export async function shownBalance(page: Page): Promise<bigint> {
  return BigInt((await page.getByTestId('play-balance').getAttribute('data-value')) ?? 'NaN');
}

/** The round a studio answer carries. */
export async function roundOf(response: Response): Promise<StudioRound> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { value: StudioRound }).value;
}

/** No element sticks out of the frame sideways, and no text is clipped by its own box. */
export async function expectNoOverflow(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth))
    .toBe(false);
}

/**
 * Runs `check` on the screen as it stands at another width (a journey that waits for a round at one width checks
 * the other's layout of the same screen this way), then puts the page back at its own width.
 */
export async function atWidth(
  page: Page,
  size: { width: number; height: number },
  check: () => Promise<void>,
): Promise<void> {
  const own = page.viewportSize();
  await page.setViewportSize({ width: size.width, height: size.height });
  try {
    await check();
  } finally {
    if (own) await page.setViewportSize(own);
  }
}

/** Every visible button is at least 40 px high and wide (a finger's tap). */
export async function expectTappable(page: Page): Promise<void> {
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('button')]
      .filter((button) => {
        const box = button.getBoundingClientRect();
        const style = getComputedStyle(button);
        return box.width > 0 && style.visibility !== 'hidden' && !button.classList.contains('panel-dismiss');
      })
      .map((button) => ({
        name: button.getAttribute('data-testid') ?? button.textContent,
        box: button.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width < 40 || box.height < 40)
      .map(({ name, box }) => `${name} ${Math.round(box.width)}×${Math.round(box.height)}`),
  );
  expect(small).toEqual([]);
}

/**
 * A screenshot once every animation that ends has ended (panels rising, reels landing, dice rolling); the ones
 * that loop (a lit win, a spinning reel) are left running.
 */
export async function shot(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  await saveScreen(page, name);
}

/** A live table of the game the studio deals (a speed table when there is one: shorter rounds). */
export async function tableOf(family: TableFamily): Promise<string> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ code: string; name_en: string }>(
      `SELECT g.code, g.name_en FROM games g JOIN vendors v ON v.vassalage = g.vassalage
       WHERE v.provider = 'studio' AND g.category = 'LIVE' AND g.active AND v.active ORDER BY g.code`,
    );
    const tables = rows.flatMap((row) => {
      const title = tableTitle(row.name_en);
      return title?.family === family ? [{ code: row.code, speed: title.variant === 'speed' }] : [];
    });
    const table = tables.find((t) => t.speed) ?? tables[0];
    if (!table) throw new Error(`No live ${family} table`);
    return table.code;
  } finally {
    await client.end();
  }
}
