import { randomUUID } from 'node:crypto';
import {
  AGENT_TYPES,
  DEMO_TYPE,
  TRANSFER_TARGETS_CAP,
  type TransferBody,
  type TransferResult,
  type TransferTargets,
} from '@app/contracts';
import type { Db } from '../../../db/database.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { AppError } from '../../../http/errors.ts';
import { lockMember } from '../../../shared/locks.ts';
import { downlineOf, findMemberSummary, type MemberSummary } from '../../accounts/index.ts';
import { ACCOUNT, memberMainAccount } from '../accounts.ts';
import { transfer } from '../ledger.ts';
import { checkPaymentPassword } from './payment-password.ts';
import { sentToday, transferSettings } from './queries.ts';

export type Sender = { id: bigint; type: number; merchant: string };
type Target = { member: MemberSummary; direction: 'upline' | 'downline' };

const isAgent = (type: number) => (AGENT_TYPES as readonly number[]).includes(type);

/** Who may receive: a real, active member of the same merchant. */
function receivable(member: MemberSummary | undefined, merchant: string): member is MemberSummary {
  return !!member && member.merchant === merchant && member.type !== DEMO_TYPE && member.status === 'active';
}

/**
 * The member `to` names, if the sender may transfer to them: their upline ('upline' or its id), or — for
 * agents — a direct downline member. Anything else (self, unknown, indirect downline, another agent's member,
 * a demo or disabled account) is `transfer_target_invalid`, without telling which.
 */
export async function resolveTarget(db: Db, sender: Sender, to: string): Promise<Target> {
  const self = await findMemberSummary(db, sender.id);
  if (!self) throw new AppError('please_login');
  const targetId = to === 'upline' ? self.parent_id : BigInt(to);
  if (targetId === null || targetId === self.id) throw new AppError('transfer_target_invalid');
  const member = await findMemberSummary(db, targetId);
  if (!receivable(member, self.merchant)) throw new AppError('transfer_target_invalid');
  if (member.id === self.parent_id) return { member, direction: 'upline' };
  if (isAgent(self.type) && member.parent_id === self.id) return { member, direction: 'downline' };
  throw new AppError('transfer_target_invalid');
}

/**
 * Transfers from the sender's main wallet to their upline's or a direct downline's main wallet: target,
 * per-transfer limits and payment password are checked first; then, under a per-sender advisory lock (so two
 * transfers at once cannot both fit under the daily limit), today's total is checked and one ledger transfer
 * (kind 'transfer') is posted in the same database transaction. Too little money: `insufficient_funds`, nothing
 * written. A repeated `requestId` answers the first transfer and moves nothing.
 */
export async function transferToMember(db: Db, sender: Sender, body: TransferBody): Promise<TransferResult> {
  const amount = BigInt(body.amount);
  const target = await resolveTarget(db, sender, body.to);
  const limits = await transferSettings(db, sender.merchant);
  if (amount < limits.min) throw new AppError('transfer_below_minimum');
  if (amount > limits.max) throw new AppError('transfer_above_maximum');
  await checkPaymentPassword(db, sender.id, body.paymentPassword);

  const from = await memberMainAccount(db, sender.id);
  const to = await memberMainAccount(db, target.member.id);
  const key = `transfer:${sender.id}:${body.requestId ?? randomUUID()}`;
  const posted = await inTransaction(db, async (tx) => {
    await lockMember(tx, 'transfer', sender.id);
    const earlier = await tx
      .selectFrom('ledger_transfers')
      .select('id')
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    if (!earlier && (await sentToday(tx, from)) + amount > limits.daily) {
      throw new AppError('transfer_daily_limit');
    }
    return transfer(tx, {
      key,
      kind: 'transfer',
      moves: [{ from, to, amount }],
      metadata: {
        fromMember: String(sender.id),
        toMember: String(target.member.id),
        direction: target.direction,
      },
    });
  });
  const row = await db
    .selectFrom('ledger_transfers')
    .select('created_at')
    .where('id', '=', posted.transferId)
    .executeTakeFirstOrThrow();
  return {
    transferId: String(posted.transferId),
    amount: String(amount),
    balance: String(posted.balances.get(from) ?? 0n),
    to: { id: String(target.member.id), nickname: target.member.nickname, direction: target.direction },
    replayed: posted.replayed,
    createdAt: row.created_at.toISOString(),
  };
}

/** The sender's upline, their direct downline when an agent (capped, searchable), and the transfer limits. */
export async function transferTargets(db: Db, sender: Sender, search?: string): Promise<TransferTargets> {
  const self = await findMemberSummary(db, sender.id);
  if (!self) throw new AppError('please_login');
  const [parent, limits, main] = await Promise.all([
    self.parent_id === null ? undefined : findMemberSummary(db, self.parent_id),
    transferSettings(db, sender.merchant),
    db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('code', '=', ACCOUNT.memberMain(sender.id))
      .executeTakeFirst(),
  ]);
  let downline: TransferTargets['downline'] = [];
  let downlineTotal = 0;
  if (isAgent(self.type)) {
    const [rows, count] = await Promise.all([
      downlineOf(db, self.id, search)
        .select(['id', 'nickname', 'username'])
        .orderBy('username')
        .limit(TRANSFER_TARGETS_CAP)
        .execute(),
      downlineOf(db, self.id, search)
        .select((eb) => eb.fn.countAll<bigint>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    downline = rows.map((r) => ({ id: String(r.id), nickname: r.nickname, username: r.username }));
    downlineTotal = Number(count.n);
  }
  return {
    upline: receivable(parent, self.merchant) ? { id: String(parent.id), nickname: parent.nickname } : null,
    downline,
    downlineTotal,
    limits: {
      minAmount: String(limits.min),
      maxAmount: String(limits.max),
      dailyLimit: String(limits.daily),
      usedToday: String(main ? await sentToday(db, main.id) : 0n),
    },
  };
}
