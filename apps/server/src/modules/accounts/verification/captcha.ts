import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { CAPTCHA_REFRESH_INTERVAL_MS } from '@app/contracts';
import { sql } from 'kysely';
import svgCaptcha from 'svg-captcha';
import type { Db, Executor } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { lockText } from '../../../shared/locks.ts';

/** Image captchas: 4 characters without look-alikes (0/O, 1/I/L), case-insensitive, 5 minutes, single use. */
export const CAPTCHA = {
  length: 4,
  lifetimeMinutes: 5,
  alphabet: 'ABCDEFGHJKMNPQRSTUVWXYZ23456789',
} as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** svg-captcha's main export draws a given text (its typings only declare the random helpers). */
const drawCaptcha = svgCaptcha as unknown as (text: string, options?: svgCaptcha.ConfigObject) => string;

function answerHash(answer: string): Buffer {
  return createHash('sha256').update(answer.trim().toUpperCase()).digest();
}

function randomAnswer(): string {
  let text = '';
  for (let i = 0; i < CAPTCHA.length; i++) text += CAPTCHA.alphabet[randomInt(CAPTCHA.alphabet.length)];
  return text;
}

export type NewCaptcha = { captchaId: string; image: string; answer: string };

/**
 * Draws and stores a captcha (its answer hashed). With an IP, refreshes are limited to one per second per IP
 * (`captcha_too_fast`), counted in the database so the limit holds across processes.
 */
export async function createCaptcha(db: Db, ip: string | null): Promise<NewCaptcha> {
  const answer = randomAnswer();
  const captchaId = randomUUID();
  await db.transaction().execute(async (tx) => {
    if (ip) {
      await lockText(tx, `captcha-ip:${ip}`);
      const recent = await tx
        .selectFrom('captchas')
        .select('id')
        .where('ip', '=', ip)
        .where(
          'created_at',
          '>',
          sql<Date>`now() - make_interval(secs => ${CAPTCHA_REFRESH_INTERVAL_MS / 1000})`,
        )
        .limit(1)
        .executeTakeFirst();
      if (recent) throw new AppError('captcha_too_fast');
    }
    await tx
      .insertInto('captchas')
      .values({
        id: captchaId,
        answer_hash: answerHash(answer),
        expires_at: sql<Date>`now() + make_interval(mins => ${CAPTCHA.lifetimeMinutes})`,
        ip,
      })
      .execute();
  });
  const svg = drawCaptcha(answer, { noise: 2, color: true, width: 120, height: 44, fontSize: 48 });
  return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, answer };
}

/**
 * Checks and uses up a captcha: a wrong answer uses it up too (the client fetches a new one). Using it up and
 * reading its answer is one conditional UPDATE, so of concurrent uses of one captcha only one can pass.
 */
export async function checkCaptcha(db: Executor, captchaId: string | undefined, answer: string | undefined) {
  if (!captchaId || !answer || !UUID.test(captchaId)) return false;
  const row = await db
    .updateTable('captchas')
    .set({ used_at: sql`now()` })
    .where('id', '=', captchaId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('answer_hash')
    .executeTakeFirst();
  return row !== undefined && timingSafeEqual(row.answer_hash, answerHash(answer));
}
