import {
  API,
  CSRF_COOKIE,
  CSRF_HEADER,
  type GameList,
  PLAY_API,
  STUDIO_API,
  type StudioRound,
  type StudioSession,
} from '@app/contracts';
import type { Page } from '@playwright/test';
import { expect } from '../support/test.ts';

export const GAME_EN = 'Mini Sic Bo';
export const GAME_VI = 'Tài Xỉu Mini';

/** Minor units as the site lists them in a language (two decimals, no symbol): "5.000,00" / "5,000.00". */
export function money(minor: bigint, lang: 'vi' | 'en', signed = false): string {
  const [group, decimal] = lang === 'vi' ? ['.', ','] : [',', '.'];
  const abs = minor < 0n ? -minor : minor;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const sign = minor < 0n ? '-' : signed && minor > 0n ? '+' : '';
  return `${sign}${whole}${decimal}${(abs % 100n).toString().padStart(2, '0')}`;
}

/** The studio's Mini Sic Bo, as the game list names it. */
export async function miniSicBo(page: Page) {
  const response = await page.request.get(
    `${API.gameList}?gameType=RNG&language=en&pageSize=100&gameName=${encodeURIComponent(GAME_EN)}`,
  );
  const list = ((await response.json()) as { value: GameList }).value;
  const game = list.games.find((g) => g.gameName === GAME_EN);
  if (!game) throw new Error(`${GAME_EN} is not in the game list`);
  return game;
}

/** Plays rounds of a game as the logged-in member: launch → studio session → one "big" bet per round. */
export async function playRounds(
  page: Page,
  code: string,
  stake: string,
  count: number,
): Promise<StudioRound[]> {
  const csrf = (await page.context().cookies()).find((c) => c.name === CSRF_COOKIE)?.value ?? '';
  const launched = await page.request.post(PLAY_API.launch, {
    data: { gameCode: code },
    headers: { [CSRF_HEADER]: csrf },
  });
  expect(launched.ok(), await launched.text()).toBe(true);
  const { url } = ((await launched.json()) as { value: { url: string } }).value;
  const launchToken = new URL(url, 'http://site').searchParams.get('token');
  const opened = await page.request.post(STUDIO_API.session, { data: { launchToken } });
  expect(opened.ok(), await opened.text()).toBe(true);
  const session = ((await opened.json()) as { value: StudioSession }).value;
  const rounds: StudioRound[] = [];
  for (let i = 0; i < count; i++) {
    const played = await page.request.post(STUDIO_API.play, {
      headers: { authorization: `Bearer ${session.sessionToken}` },
      data: { requestId: `bets${Date.now().toString(36)}x${i}`, bet: { bets: [{ type: 'big', stake }] } },
    });
    expect(played.ok(), await played.text()).toBe(true);
    rounds.push(((await played.json()) as { value: StudioRound }).value);
  }
  return rounds;
}
