import {
  ACCOUNT_NUMBER_LENGTH,
  type Bank,
  type BankCard,
  type BankCards,
  type BindCardBody,
  fieldProblemCode,
  PATTERN_CATALOGUE,
  PAYEE_NAME_LENGTH,
} from '@app/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { lockMember } from '../../../shared/locks.ts';
import { foldName, memberPayeeName } from '../../accounts/index.ts';
import { withdrawalSettings } from '../withdrawals/settings.ts';
import type { BankCardsTable } from '../withdrawals/tables.ts';

/**
 * Bank cards (accounts) a member withdraws to. Every query names the member: another member's card is
 * simply not found (no IDOR). A deleted card is only marked, so past withdrawals keep their card.
 */

const PAYEE_NAME = new RegExp(PATTERN_CATALOGUE.payeeName.source, 'u');
const DIGITS = new RegExp(PATTERN_CATALOGUE.digits.source, 'u');

/** Every digit but the last four as `*`. */
export function maskAccountNumber(accountNumber: string): string {
  const keep = Math.min(4, accountNumber.length);
  return '*'.repeat(accountNumber.length - keep) + accountNumber.slice(accountNumber.length - keep);
}

type CardRow = Selectable<BankCardsTable> & { bank_name: string };

function toCard(row: CardRow): BankCard {
  return {
    id: String(row.id),
    bankCode: row.bank_code,
    bankName: row.bank_name,
    accountNumber: maskAccountNumber(row.account_number),
    payeeName: row.payee_name,
    createdAt: row.created_at.toISOString(),
  };
}

export async function listBanks(db: Db): Promise<Bank[]> {
  const rows = await db
    .selectFrom('banks')
    .select(['code', 'name', 'full_name'])
    .where('active', '=', true)
    .orderBy('sort')
    .orderBy('code')
    .execute();
  return rows.map((b) => ({ code: b.code, name: b.name, fullName: b.full_name }));
}

function activeCards(db: Db, memberId: bigint) {
  return db
    .selectFrom('bank_cards as c')
    .innerJoin('banks as b', 'b.code', 'c.bank_code')
    .selectAll('c')
    .select('b.name as bank_name')
    .where('c.member_id', '=', memberId)
    .where('c.deleted_at', 'is', null);
}

/** A name as a bank card writes it: no diacritics (đ → d), single spaces, upper case ("Nguyễn Văn An" → "NGUYEN VAN AN"). */
export function cardPayeeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
}

/** The member's cards, the card limit, and the payee name the next card must carry (to fill the form in). */
export async function listCards(db: Db, member: { id: bigint; merchant: string }): Promise<BankCards> {
  const [rows, settings, expected] = await Promise.all([
    activeCards(db, member.id).orderBy('c.id').execute(),
    withdrawalSettings(db, member.merchant),
    expectedPayeeName(db, member.id),
  ]);
  return {
    items: rows.map(toCard),
    limit: settings.cardLimit,
    payeeName: expected === undefined ? null : cardPayeeName(expected),
  };
}

/** One of the member's live cards (undefined for a deleted card or another member's). */
export async function findCard(db: Db, memberId: bigint, cardId: bigint): Promise<BankCard | undefined> {
  const row = await activeCards(db, memberId).where('c.id', '=', cardId).executeTakeFirst();
  return row ? toCard(row) : undefined;
}

/** Trims, single-spaces and checks the payee name (no diacritics, spaces allowed, 2–50 characters). */
export function checkPayeeName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  const length = [...name].length;
  if (length < PAYEE_NAME_LENGTH.min || length > PAYEE_NAME_LENGTH.max || !PAYEE_NAME.test(name)) {
    const rule = {
      patternId: 'payeeName',
      minLength: PAYEE_NAME_LENGTH.min,
      maxLength: PAYEE_NAME_LENGTH.max,
    };
    throw new AppError('field_invalid', { payeeName: fieldProblemCode(rule, 'pattern') });
  }
  return name.toUpperCase();
}

/** Digits only (spaces people type between groups are dropped), 6–20 of them. */
export function checkAccountNumber(raw: string): string {
  const digits = raw.replace(/\s+/g, '');
  if (
    digits.length < ACCOUNT_NUMBER_LENGTH.min ||
    digits.length > ACCOUNT_NUMBER_LENGTH.max ||
    !DIGITS.test(digits)
  ) {
    const rule = {
      patternId: 'digits',
      minLength: ACCOUNT_NUMBER_LENGTH.min,
      maxLength: ACCOUNT_NUMBER_LENGTH.max,
    };
    throw new AppError('field_invalid', { accountNumber: fieldProblemCode(rule, 'pattern') });
  }
  return digits;
}

/**
 * The name every card of the member must carry: the payee name registered with the account, else the name
 * on the first card they ever bound (so a member without a registered name still cannot bind cards of
 * several people). Undefined for a member's first card when nothing is registered.
 */
async function expectedPayeeName(db: Db, memberId: bigint): Promise<string | undefined> {
  const profile = await memberPayeeName(db, memberId);
  if (profile) return profile;
  const firstCard = await db
    .selectFrom('bank_cards')
    .select('payee_name')
    .where('member_id', '=', memberId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return firstCard?.payee_name || undefined;
}

/**
 * Binds a card: a supported bank (`bank_not_supported`), an account number of 6–20 digits and a payee name
 * without diacritics (`field_invalid`), the member's own name (`payee_name_mismatch`, compared without
 * diacritics, case or extra spaces), not already bound (`card_duplicate`), within the card limit
 * (`card_limit_reached`).
 */
export async function bindCard(
  db: Db,
  member: { id: bigint; merchant: string },
  body: BindCardBody,
): Promise<BankCard> {
  const accountNumber = checkAccountNumber(body.accountNumber);
  const payeeName = checkPayeeName(body.payeeName);
  const bankCode = body.bankCode.trim().toUpperCase();
  const bank = await db
    .selectFrom('banks')
    .select('code')
    .where('code', '=', bankCode)
    .where('active', '=', true)
    .executeTakeFirst();
  if (!bank) throw new AppError('bank_not_supported', { bankCode: 'bank_not_supported' });
  const expected = await expectedPayeeName(db, member.id);
  if (expected !== undefined && foldName(expected) !== foldName(payeeName)) {
    throw new AppError('payee_name_mismatch', { payeeName: 'payee_name_mismatch' });
  }
  const settings = await withdrawalSettings(db, member.merchant);

  const id = await db.transaction().execute(async (plain) => {
    await lockMember(plain, 'cardBind', member.id);
    const tx = plain;
    const cards = await tx
      .selectFrom('bank_cards')
      .select(['bank_code', 'account_number'])
      .where('member_id', '=', member.id)
      .where('deleted_at', 'is', null)
      .execute();
    if (cards.some((c) => c.bank_code === bank.code && c.account_number === accountNumber)) {
      throw new AppError('card_duplicate');
    }
    if (cards.length >= settings.cardLimit) {
      throw new AppError('card_limit_reached', undefined, { limit: settings.cardLimit });
    }
    const created = await tx
      .insertInto('bank_cards')
      .values({
        member_id: member.id,
        bank_code: bank.code,
        account_number: accountNumber,
        payee_name: payeeName,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return created.id;
  });
  return (await findCard(db, member.id, id)) as BankCard;
}

/**
 * Deletes (marks deleted) one of the member's cards, unless a withdrawal to it is still under way
 * (PENDING_REVIEW or APPROVED: `card_in_use`). The card row is locked first, so a withdrawal request for it
 * that committed meanwhile is seen, and one that comes later finds the card gone.
 */
export async function deleteCard(db: Db, memberId: bigint, cardId: bigint): Promise<void> {
  await db.transaction().execute(async (plain) => {
    const tx = plain;
    const card = await tx
      .selectFrom('bank_cards')
      .select('id')
      .where('id', '=', cardId)
      .where('member_id', '=', memberId)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!card) throw new AppError('card_not_found');
    const open = await tx
      .selectFrom('withdrawals')
      .select('id')
      .where('card_id', '=', cardId)
      .where('status', 'in', ['PENDING_REVIEW', 'APPROVED'])
      .limit(1)
      .executeTakeFirst();
    if (open) throw new AppError('card_in_use');
    await tx.updateTable('bank_cards').set({ deleted_at: new Date() }).where('id', '=', cardId).execute();
  });
}
