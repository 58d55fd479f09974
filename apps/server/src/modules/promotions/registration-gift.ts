import { DEMO_TYPE } from '@app/contracts';
import type { Db } from '../../db/database.ts';
import type { JobDefinition, JobQueue } from '../../jobs/queue.ts';
import { memberIdentities } from '../accounts/index.ts';
import { memberMainAccount, promotionsAccount, transferAlone } from '../wallet/index.ts';

/** The ledger key of a member's registration gift: one per member, so a replay or a race pays it once. */
export const registrationGiftKey = (memberId: bigint) => `gift:registration:${memberId}`;

export type GiftOutcome =
  | { paid: bigint; transferId: bigint }
  | { paid: 0n; reason: 'demo' | 'off' | 'unknown_member' };

/**
 * Pays the registration gift the site advertises (spec §9) to a new member's main wallet, from the promotions
 * account (which may go negative: it is the house's promotion expense). Demo (free-play) accounts get nothing;
 * a gift of 0 in the merchant's promotion settings turns it off. Idempotent per member.
 */
export async function payRegistrationGift(db: Db, memberId: bigint): Promise<GiftOutcome> {
  const member = await db
    .selectFrom(memberIdentities(db).as('m'))
    .leftJoin('promotion_settings as s', 's.merchant', 'm.merchant')
    .select(['m.type', 's.registration_gift'])
    .where('m.id', '=', memberId)
    .executeTakeFirst();
  if (!member) return { paid: 0n, reason: 'unknown_member' };
  if (member.type === DEMO_TYPE) return { paid: 0n, reason: 'demo' };
  const amount = member.registration_gift ?? 0n;
  if (amount <= 0n) return { paid: 0n, reason: 'off' };
  const promotions = await promotionsAccount(db);
  const wallet = await memberMainAccount(db, memberId);
  const posted = await transferAlone(db, {
    key: registrationGiftKey(memberId),
    kind: 'bonus',
    moves: [{ from: promotions, to: wallet, amount }],
    metadata: { promotion: 'registration_gift', title: { vi: 'Quà đăng ký', en: 'Registration gift' } },
  });
  return { paid: amount, transferId: posted.transferId };
}

/**
 * The hook accounts call once a member is registered: pays the gift at once (so the first balance shows it),
 * or, when that fails (the database hiccupped), leaves it to a retrying job — the registration itself stands.
 */
export function registrationGiftHook(deps: {
  db: Db;
  queue: JobQueue;
  log: (message: string, error: unknown) => void;
}): (memberId: bigint) => Promise<void> {
  return async (memberId) => {
    try {
      await payRegistrationGift(deps.db, memberId);
    } catch (error) {
      deps.log('registration gift not paid yet; queued', error);
      await deps.queue
        .send('promotions.registration-gift', { memberId: String(memberId) }, { key: String(memberId) })
        .catch((queued) => deps.log('registration gift could not be queued', queued));
    }
  };
}

/** The retry of a gift the registration could not pay at once. */
export function promotionsJobs(deps: { db: Db }): JobDefinition<{ memberId: string }>[] {
  return [
    {
      queue: 'promotions.registration-gift',
      run: async ({ memberId }) => {
        const outcome = await payRegistrationGift(deps.db, BigInt(memberId));
        return 'reason' in outcome ? outcome.reason : `paid ${outcome.paid}`;
      },
    },
  ];
}
