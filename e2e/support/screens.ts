import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const dir = path.join(import.meta.dirname, '..', 'screenshots');

/** Saves a full-page screenshot under e2e/screenshots/ (git-ignored; kept as a CI artifact). */
export async function saveScreen(page: Page, name: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
}

/** Picks the site language the way a visitor does: through the header language picker's stored choice. */
export async function useLanguage(page: Page, lang: 'vi' | 'en'): Promise<void> {
  await page.addInitScript((l) => {
    localStorage.setItem('lang', l);
    localStorage.setItem('hisLang', l);
  }, lang);
}
