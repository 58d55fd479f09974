import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { AppError } from './errors.ts';

/** A member's hold: taken when the request arrives, given back when its work ends or it can no longer start. */
type Hold = { memberId: bigint; working: boolean; released: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The members with a money-moving request running in this process (one map shared by every plugin), each with
     * when its hold was taken: a hold older than STALE_MS is taken as given back, so a path that lost its release
     * can never shut a member out for good.
     */
    membersBusy: Map<bigint, number> | null;
  }
  interface FastifyRequest {
    memberHold?: Hold;
  }
}

/** Longer than any request may run (the pool's statement timeout is 15 s and the idle-in-transaction one 60 s). */
const STALE_MS = 120_000;

/**
 * Decorates the app with its guard; `guarded: false` only in tests that stand for several server processes sending
 * one member's requests together (each process guards its own; the rows' locks keep the money exact across them).
 */
export function registerOnePerMember(app: FastifyInstance, guarded: boolean): void {
  app.decorate('membersBusy', guarded ? new Map<bigint, number>() : null);
  app.decorateRequest('memberHold', undefined);
}

function isBusy(busy: Map<bigint, number>, memberId: bigint): boolean {
  const since = busy.get(memberId);
  return since !== undefined && Date.now() - since < STALE_MS;
}

function release(request: FastifyRequest, hold: Hold): void {
  if (hold.released) return;
  hold.released = true;
  request.server.membersBusy?.delete(hold.memberId);
}

/**
 * The route hooks of a cookie-session money route (withdrawals, transfers, deposits, claims): the member's hold is
 * taken as the request arrives, before its body is read or validated, so a burst of one member's requests
 * is refused at the cost of a session lookup (`request_in_progress`, at once) and never waits on pool connections
 * or on its own row locks, where it would hold the connections every other member needs. The handler runs its work
 * through `onePerMember`, which gives the hold back when the work ends (a game-token route, the lottery's slip,
 * knows its member only in the handler and takes the hold there); a request refused before its handler
 * (validation) gives it back when answered, and one whose client leaves before its work starts, when it leaves.
 */
export const onePerMemberHooks = {
  onRequest(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
    const busy = request.server.membersBusy;
    const member = request.member;
    if (busy && member && isBusy(busy, member.id)) {
      done(new AppError('request_in_progress'));
      return;
    }
    // no session: the route's own check answers
    if (busy && member) {
      busy.set(member.id, Date.now());
      request.memberHold = { memberId: member.id, working: false, released: false };
    }
    done();
  },
  onResponse(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
    if (request.memberHold) release(request, request.memberHold);
    done();
  },
  onRequestAbort(request: FastifyRequest, done: HookHandlerDoneFunction): void {
    const hold = request.memberHold;
    if (hold && !hold.working) release(request, hold);
    done();
  },
};

/**
 * Runs one of a member's money-moving requests unless another of theirs is still running (`request_in_progress`).
 * Behind `onePerMemberHooks` the hold was taken on arrival and is given back here; a request whose client has
 * already gone is not started.
 */
export async function onePerMember<T>(
  request: FastifyRequest,
  memberId: bigint,
  work: () => Promise<T>,
): Promise<T> {
  const busy = request.server.membersBusy;
  if (!busy) return work();
  let hold = request.memberHold;
  if (hold && hold.memberId !== memberId) throw new AppError('request_in_progress');
  if (!hold) {
    if (isBusy(busy, memberId)) throw new AppError('request_in_progress');
    busy.set(memberId, Date.now());
    hold = { memberId, working: false, released: false };
    request.memberHold = hold;
  }
  if (hold.released || request.raw.socket?.destroyed) {
    release(request, hold);
    throw new AppError('request_timeout');
  }
  hold.working = true;
  try {
    return await work();
  } finally {
    release(request, hold);
  }
}
