import { createHash } from 'node:crypto';
import { WITHDRAWAL_PROOF_MAX_BYTES, type Withdrawal } from '@app/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { AppError } from '../../../http/errors.ts';
import { memberIdentities } from '../../accounts/index.ts';
import { lockWithdrawal } from './moves.ts';
import { findWithdrawal } from './request.ts';
import { WITHDRAWAL_DEFAULTS } from './settings.ts';

/**
 * The member's confirmation of a PAID withdrawal (spec §3.6, §4): received, or not (fully) received with the
 * amount that did arrive and a proof image — which opens a dispute (DISPUTED) for the operators. Resolving a
 * dispute (re-paying the remainder, or closing it) is a later issue. Unconfirmed, a PAID withdrawal counts as
 * received after `auto_receive_minutes` (the scheduled `autoReceiveWithdrawals`).
 */

export type Confirmation =
  | { received: true }
  | { received: false; amountReceived: bigint; proof: Buffer | undefined };

type ImageType = 'image/png' | 'image/jpeg';

/** The image type read from the bytes (file-type), never from the file name or the declared type. */
export async function proofImageType(bytes: Buffer): Promise<ImageType> {
  if (bytes.length > WITHDRAWAL_PROOF_MAX_BYTES) throw new AppError('upload_too_large');
  if (bytes.length === 0) throw new AppError('proof_required', { proof: 'required' });
  const found = await fileTypeFromBuffer(bytes);
  if (found?.mime === 'image/png' || found?.mime === 'image/jpeg') return found.mime;
  throw new AppError('proof_invalid', { proof: 'proof_invalid' });
}

export async function confirmWithdrawal(
  db: Db,
  memberId: bigint,
  id: bigint,
  input: Confirmation,
): Promise<Withdrawal> {
  const proofType = input.received ? undefined : input.proof ? await proofImageType(input.proof) : undefined;
  if (!input.received && !input.proof) throw new AppError('proof_required', { proof: 'required' });

  await inTransaction(db, async (plain) => {
    const w = await lockWithdrawal(plain, id, memberId);
    if (w.status !== 'PAID') throw new AppError('withdrawal_not_paid');
    const tx = plain;
    if (input.received) {
      await tx
        .updateTable('withdrawals')
        .set({
          status: 'RECEIVED',
          confirmation: 'member',
          confirmed_at: new Date(),
          amount_received: w.amount,
        })
        .where('id', '=', id)
        .execute();
      return;
    }
    if (input.amountReceived < 0n || input.amountReceived > w.amount) {
      throw new AppError('amount_received_invalid', { amountReceived: 'amount_received_invalid' });
    }
    const bytes = input.proof as Buffer;
    await tx
      .insertInto('withdrawal_proofs')
      .values({
        withdrawal_id: id,
        content_type: proofType as ImageType,
        bytes,
        sha256: createHash('sha256').update(bytes).digest(),
      })
      .execute();
    await tx
      .updateTable('withdrawals')
      .set({
        status: 'DISPUTED',
        confirmation: 'member',
        confirmed_at: new Date(),
        amount_received: input.amountReceived,
      })
      .where('id', '=', id)
      .execute();
  });
  return (await findWithdrawal(db, memberId, id)) as Withdrawal;
}

/** The proof image of a withdrawal: the member's own only, or any with `memberId` null (operators). */
export async function withdrawalProof(db: Db, memberId: bigint | null, id: bigint) {
  let query = db
    .selectFrom('withdrawal_proofs as p')
    .innerJoin('withdrawals as w', 'w.id', 'p.withdrawal_id')
    .select(['p.content_type', 'p.bytes'])
    .where('p.withdrawal_id', '=', id);
  if (memberId !== null) query = query.where('w.member_id', '=', memberId);
  return query.executeTakeFirst();
}

/**
 * The scheduled task: every PAID withdrawal older than its merchant's `auto_receive_minutes` (counted from
 * when it was paid) becomes RECEIVED with confirmation `auto`. One statement, safe to run from several
 * processes at once and again (a row changes only while PAID). `now` is for tests. Answers how many changed.
 */
export async function autoReceiveWithdrawals(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const result = await sql`
    UPDATE withdrawals w
       SET status = 'RECEIVED', confirmation = 'auto', confirmed_at = now(), amount_received = w.amount
      FROM (${memberIdentities(db)}) m
      LEFT JOIN withdrawal_settings s ON s.merchant = m.merchant
     WHERE m.id = w.member_id
       AND w.status = 'PAID'
       AND w.paid_at <= ${now}::timestamptz
           - make_interval(mins => coalesce(s.auto_receive_minutes, ${WITHDRAWAL_DEFAULTS.autoReceiveMinutes}))`.execute(
    db,
  );
  return Number(result.numAffectedRows ?? 0n);
}
