import { createHash } from 'node:crypto';
import { ACCOUNTS_API } from '@app/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';

/** A captcha's answer as the test sets it: any four letters of the server's alphabet. */
const TEST_ANSWER = 'TEST';

/**
 * Answers an image captcha the way a test can: the server stores only the SHA-256 of the answer, so the test
 * harness (which owns the e2e database) sets that hash to one of its own answer and types it. The server's check is
 * unchanged; only the image on screen no longer shows what is typed.
 */
export async function solveCaptcha(captchaId: string): Promise<string> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const result = await client.query('UPDATE captchas SET answer_hash = $2 WHERE id = $1', [
      captchaId,
      createHash('sha256').update(TEST_ANSWER).digest(),
    ]);
    if (result.rowCount !== 1) throw new Error(`No captcha ${captchaId}`);
  } finally {
    await client.end();
  }
  return TEST_ANSWER;
}

/** Remembers the captcha ids the page receives; the last one is the image on screen. */
export function trackCaptchas(page: Page): { latest: () => Promise<string> } {
  const ids: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes(ACCOUNTS_API.captcha) || !response.ok()) return;
    const body = (await response.json()) as { value: { captchaId: string } };
    ids.push(body.value.captchaId);
  });
  return {
    latest: async () => {
      for (let i = 0; i < 50 && ids.length === 0; i++) await page.waitForTimeout(100);
      const id = ids[ids.length - 1];
      if (!id) throw new Error('The page fetched no captcha');
      return id;
    },
  };
}

type OutboxMessage = { channel: 'sms' | 'email'; to: string; subject: string | null; body: string };

/** The newest message the dev outbox holds for an address or number, waiting for it to arrive. */
export async function latestMessage(request: APIRequestContext, to: string): Promise<OutboxMessage> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const response = await request.get(`${ACCOUNTS_API.devOutbox}?to=${encodeURIComponent(to)}`);
    const body = (await response.json()) as { value: OutboxMessage[] };
    const message = body.value[0];
    if (message) return message;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No outbox message to ${to}`);
}

/** The one-time code of an SMS or e-mail text. */
export function codeIn(text: string): string {
  const match = /\b(\d{4,8})\b/.exec(text);
  if (!match?.[1]) throw new Error(`No code in "${text}"`);
  return match[1];
}

/** The 6-digit authenticator code for a secret, `offsetSeconds` from now (the next step is never a replay). */
export function totpCode(secret: string, offsetSeconds = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + offsetSeconds * 1000 });
}

/** A username the rules accept (a letter, then letters and digits, 6–16) and nobody has taken. */
export function newUsername(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 16).toLowerCase();
}

/**
 * Registers a member through the API as the page's browser (its cookies: the new session logs it in),
 * solving the captcha, for journeys about what comes after registration.
 */
export async function registerByApi(
  page: Page,
  fields: { username: string; password: string; email?: string; payeeName?: string },
): Promise<void> {
  let captchaId = '';
  for (let attempt = 0; attempt < 5 && !captchaId; attempt++) {
    const response = await page.request.get(ACCOUNTS_API.captcha);
    if (response.ok())
      captchaId = ((await response.json()) as { value: { captchaId: string } }).value.captchaId;
    else await page.waitForTimeout(1100);
  }
  const captcha = await solveCaptcha(captchaId);
  const response = await page.request.put(ACCOUNTS_API.register, {
    data: {
      registerMode: 'username',
      confirmPassword: fields.password,
      captchaId,
      captcha,
      termsAccepted: true,
      ...fields,
    },
  });
  if (!response.ok()) throw new Error(`Registration failed: ${await response.text()}`);
}
