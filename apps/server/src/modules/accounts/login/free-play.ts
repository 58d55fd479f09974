import type { LoginResult } from '@app/contracts';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { loadMerchant, loadSwitches } from '../../platform/index.ts';
import { demoMember } from '../member-store.ts';
import type { RequestContext } from '../session/context.ts';
import { completeLogin } from './login-result.ts';

/**
 * Free play (spec §1, §7): with the freePlay switch on, a demo member (type 4, `demo_xxxxxx`, no password)
 * for the client's random nonce, created on first use and reused for the same nonce, logged in.
 */
export async function freePlay(
  db: Db,
  body: { nonce: string },
  ctx: RequestContext,
): Promise<Extract<LoginResult, { status: 'ok' }>> {
  if (!(await loadSwitches(db)).freePlay) throw new AppError('operation_not_enabled');
  const merchant = (await loadMerchant(db)).code;
  const member = await demoMember(db, merchant, body.nonce, ctx.ip);
  if (member.status !== 'active') throw new AppError('account_disabled');
  return completeLogin(db, member, 'free_play', ctx);
}
