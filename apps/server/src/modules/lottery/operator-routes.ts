import {
  failure,
  lotteryCancelBody,
  lotteryDraw,
  lotteryPending,
  lotteryResultEntryAnswer,
  lotteryResultEntryBody,
  OPERATOR_LOTTERY_API,
  ok,
  VN_PRIZES,
  type VnResultBody,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Db, databaseNow } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { currentOperator, operatorGuard } from '../operator/index.ts';
import { findDraw } from './draws.ts';
import { sendDrawJob } from './jobs.ts';
import { enterResult, pendingOfficialDraws } from './results.ts';
import { cancelDraw } from './settle.ts';
import { drawView } from './views.ts';

const tags = ['operator'];
const errors = { 400: failure, 401: failure, 404: failure, 409: failure };
const params = z.object({
  drawId: z.string().regex(/^[1-9][0-9]{0,17}$/, { error: 'lottery_draw_not_found' }),
});

const prizeKey = new RegExp(`"(${VN_PRIZES.join('|')})"\\s*:`, 'g');

/**
 * A prize named twice in one sheet (`"fourth": […], …, "fourth": […]`), which JSON.parse would settle silently by
 * keeping the last list. Prize names occur only as keys in a result body (its values are digit strings, and an
 * escaped quote inside a text cannot open a match), so counting them in the raw text is exact.
 */
export function repeatedPrize(json: string): string | undefined {
  const seen = new Set<string>();
  for (const [, prize] of json.matchAll(prizeKey)) {
    if (seen.has(prize as string)) return prize;
    seen.add(prize as string);
  }
  return undefined;
}

/**
 * The operators' side of the lottery: official results entered by one operator and confirmed by another (the
 * local results feed), and cancelling a draw with every bet refunded. Bearer of an operator session, no cookie.
 */
export const lotteryOperatorRoutes: FastifyPluginAsyncZod<{ db: Db; queue: JobQueue }> = async (
  app,
  options,
) => {
  const { db, queue } = options;
  const requireOperator = operatorGuard(db);
  app.decorateRequest('operator', null);
  const config = { cookieSession: false };
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const prize = repeatedPrize(body as string);
    if (prize)
      done(new AppError('lottery_result_invalid', { [`result.prizes.${prize}`]: 'lottery_result_invalid' }));
    else parseJson(request, body as string, done);
  });

  app.get(
    OPERATOR_LOTTERY_API.pending,
    {
      config,
      preValidation: requireOperator,
      schema: {
        tags,
        summary: 'Official draws closed without a confirmed result, with the first entry when there is one',
        response: { 200: ok(lotteryPending), ...errors },
      },
    },
    async () => {
      const now = await databaseNow(db);
      const rows = await pendingOfficialDraws(db, now);
      return {
        success: true as const,
        value: {
          draws: rows.map((row) => ({
            ...drawView(row, now),
            enteredBy: row.entered_by === null ? null : String(row.entered_by),
            enteredResult: (row.entered_result as VnResultBody | null) ?? null,
          })),
        },
      };
    },
  );

  app.post(
    OPERATOR_LOTTERY_API.result,
    {
      config,
      preValidation: requireOperator,
      schema: {
        tags,
        summary: 'Enter (first operator) or confirm (a second operator, the same result) an official result',
        params,
        body: lotteryResultEntryBody,
        response: { 200: ok(lotteryResultEntryAnswer), ...errors },
      },
    },
    async (request) => {
      const operator = currentOperator(request);
      const drawId = BigInt(request.params.drawId);
      const entry = await enterResult(db, drawId, operator.id, request.body.result);
      if (entry.state === 'confirmed') await sendDrawJob(queue, entry.draw, entry.draw.draws_at);
      return { success: true as const, value: { draw: drawView(entry.draw, entry.now), state: entry.state } };
    },
  );

  app.post(
    OPERATOR_LOTTERY_API.cancel,
    {
      config,
      preValidation: requireOperator,
      schema: {
        tags,
        summary: 'Cancel a draw not drawn yet: every bet refunded',
        params,
        body: lotteryCancelBody,
        response: { 200: ok(lotteryDraw), ...errors },
      },
    },
    async (request) => {
      currentOperator(request);
      const drawId = BigInt(request.params.drawId);
      const cancelled = await cancelDraw(db, drawId, request.body.reason);
      if (cancelled) return { success: true as const, value: drawView(cancelled, await databaseNow(db)) };
      const draw = await findDraw(db, drawId);
      if (!draw) throw new AppError('lottery_draw_not_found');
      throw new AppError(draw.status === 'cancelled' ? 'lottery_draw_over' : 'lottery_result_final');
    },
  );
};
