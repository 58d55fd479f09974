import { z } from 'zod';
import { ERRORS, type ErrorCode } from './errors.ts';

/** Every success answers `{ success: true, value }` (spec §7). */
export function ok<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}

/** Every failure answers `{ success: false, code, message }` (ARCHITECTURE.md, Errors). */
export const failure = z.object({
  success: z.literal(false),
  code: z.enum(Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  /** Per-field problems for validation errors: path → code. */
  fields: z.record(z.string(), z.string()).optional(),
  /** Anything else the failure tells the client, e.g. `{ captchaRequired: true, lockedMinutes: 5 }` on a login. */
  details: z.record(z.string(), z.unknown()).optional(),
});
export type Failure = z.infer<typeof failure>;

/** Query-string page parameters, with the spec's bounds; bad values are 400s, never 500s. */
export function pageQuery(defaultSize: number) {
  return {
    pageNo: z.coerce
      .number({ error: 'invalid_page' })
      .int({ error: 'invalid_page' })
      .min(1, { error: 'invalid_page' })
      .max(100_000, { error: 'invalid_page' })
      .default(1),
    pageSize: z.coerce
      .number({ error: 'invalid_page_size' })
      .int({ error: 'invalid_page_size' })
      .min(1, { error: 'invalid_page_size' })
      .max(100, { error: 'invalid_page_size' })
      .default(defaultSize),
  };
}

export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    pageNum: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int(),
  });
}

/** Money travels as a string of integer minor units (1/100 of the currency unit). */
export const money = z.string().regex(/^-?\d+$/);
