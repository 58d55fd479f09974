import { gameCode, shot, WIDTHS } from '../play/support.ts';
import { expect, test } from '../support/test.ts';
import { newMember } from '../wallet/support.ts';

for (const size of WIDTHS) {
  test(`a game hearted on the game bar is in /fav, with the games played lately (${size.name})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await newMember(page, 'fav');
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/fav');
    await expect(page.getByTestId('fav-empty')).toBeVisible();
    await expect(page.getByTestId('recent-empty')).toBeVisible();

    const code = await gameCode('Lucky Wheel');
    await page.goto(`/game?code=${code}`);
    await expect(page.frameLocator('[data-testid="game-frame"]').getByTestId('play-balance')).toBeVisible();
    const heart = page.getByTestId('game-favourite');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/fav');
    await expect(page.getByTestId('fav-list').getByTestId('game-card')).toHaveCount(1);
    await expect(page.getByTestId('fav-recent').getByTestId('game-card')).toHaveCount(1);
    await shot(page, `games-favourites-${size.name}-vi`);

    await page.goto(`/game?code=${code}`);
    await expect(page.getByTestId('game-favourite')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('game-favourite').click();
    await expect(page.getByTestId('game-favourite')).toHaveAttribute('aria-pressed', 'false');
    await page.goto('/fav');
    await expect(page.getByTestId('fav-empty')).toBeVisible();
  });
}
