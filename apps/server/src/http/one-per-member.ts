import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The members with a money-moving request running in this process (one set shared by every plugin). */
    membersBusy: Set<bigint> | null;
  }
}

/**
 * Decorates the app with its guard; `guarded: false` only in tests that stand for several server processes sending
 * one member's requests together (each process guards its own; the rows' locks keep the money exact across them).
 */
export function registerOnePerMember(app: FastifyInstance, guarded: boolean): void {
  app.decorate('membersBusy', guarded ? new Set<bigint>() : null);
}

/**
 * Runs one of a member's money-moving requests (withdrawals, transfers, deposits, claims, lottery slips) unless
 * another of theirs is still running, which answers `request_in_progress` at once. A burst of one member's requests
 * then never waits on pool connections or on its own row locks, where it would hold the connections every other
 * member needs. A request whose client has already gone is not started.
 */
export async function onePerMember<T>(
  request: FastifyRequest,
  memberId: bigint,
  work: () => Promise<T>,
): Promise<T> {
  const busy = request.server.membersBusy;
  if (!busy) return work();
  if (busy.has(memberId)) throw new AppError('request_in_progress');
  if (request.raw.socket?.destroyed) throw new AppError('request_timeout');
  busy.add(memberId);
  try {
    return await work();
  } finally {
    busy.delete(memberId);
  }
}
