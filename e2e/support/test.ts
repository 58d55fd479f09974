import { test as base, expect } from '@playwright/test';

/**
 * Journeys start as a returning visitor who ticked "hide for today" on the home popup, so the popup does not
 * cover what they test; the popup's own journey uses `freshVisitor`.
 */
export const test = base.extend<{ freshVisitor: boolean }>({
  freshVisitor: [false, { option: true }],
  page: async ({ page, freshVisitor }, use) => {
    if (!freshVisitor) {
      await page.addInitScript(() => {
        const d = new Date();
        const pad = (n: number) => String(n).padStart(2, '0');
        localStorage.setItem(
          'popupHiddenOn',
          `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
        );
      });
    }
    await use(page);
  },
});

export { expect };
