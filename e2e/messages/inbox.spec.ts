import { MESSAGES_API } from '@app/contracts';
import { newUsername, registerByApi } from '../accounts/support.ts';
import { admin } from '../support/admin.ts';
import { saveScreen, useLanguage } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

const SIZES = [
  { width: 1366, height: 860 },
  { width: 390, height: 844 },
];

for (const size of SIZES) {
  for (const lang of ['vi', 'en'] as const) {
    test(`the inbox at ${size.width} px in ${lang.toUpperCase()}: the operator's message, its unread count, read on opening`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(size);
      await useLanguage(page, lang);
      const username = newUsername('inbox');
      await registerByApi(page, { username, password: 'Inbox1234' });
      const title = `Hello ${username}`;
      expect(admin('message', '--to', username, '--title', title, '--body', 'Line one\nLine two')).toMatch(
        /^Sent message #\d+/,
      );
      // every member also has the messages to everyone (the seeded welcome at least)
      const unread = ((await (await page.request.get(MESSAGES_API.unread)).json()) as { value: number })
        .value;
      expect(unread).toBeGreaterThanOrEqual(2);

      if (size.width > 1000) {
        // the side menu's messages entry carries the count too, and opens the inbox
        await page.goto('/index');
        await expect(page.getByTestId('side-account-toggle')).toHaveAttribute('aria-expanded', 'true');
        await expect(page.getByTestId('side-messages-unread')).toHaveText(new RegExp(`^${unread}`));
        await page.getByTestId('side-account-messages').scrollIntoViewIfNeeded();
        await saveScreen(page, `messages-side-menu-${lang}`);
        await page.getByTestId('side-account-messages').click();
      } else {
        await page.goto('/index?mc=messageV2');
      }
      const inbox = page.getByTestId('inbox-page');
      await expect(inbox).toBeVisible();
      const badge = page.getByTestId('mc-messages-unread');
      await expect(badge).toHaveText(new RegExp(`^${unread}`));
      const mine = inbox.getByTestId('message-item').filter({ hasText: title });
      await expect(mine).toHaveAttribute('data-read', 'false');
      await saveScreen(page, `messages-inbox-${size.width}-${lang}`);

      await mine.getByTestId('message-toggle').click();
      await expect(mine.getByTestId('message-body')).toHaveText(/Line one\s+Line two/);
      await expect(mine).toHaveAttribute('data-read', 'true');
      await expect(badge).toHaveText(new RegExp(`^${unread - 1}`));
      await saveScreen(page, `messages-inbox-open-${size.width}-${lang}`);

      await page.getByTestId('inbox-read-all').click();
      await expect(badge).toHaveCount(0);
      await expect(page.getByTestId('inbox-read-all')).toBeDisabled();
      await expect(inbox.locator('[data-testid="message-item"][data-read="false"]')).toHaveCount(0);
      // read on the server too: a reload shows them read
      await page.reload();
      await expect(inbox.getByTestId('message-item').first()).toHaveAttribute('data-read', 'true');
    });
  }
}
