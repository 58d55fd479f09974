import type { Language, LedgerKind, RecordDescription, TransactionRecord } from '@app/contracts';
import type { Db } from '../../../db/database.ts';
import { memberNicknames } from '../../accounts/index.ts';
import type { WalletGames } from '../game-facts.ts';

export type AccountInfo = { id: bigint; code: string; purpose: string };

export type PostingRow = {
  id: bigint;
  transfer_id: bigint;
  account_id: bigint;
  amount: bigint;
  balance_after: bigint;
  created_at: Date;
  kind: LedgerKind;
  metadata: Record<string, unknown>;
};

/** Which of the member's wallets an account is, as the records name it. */
export function walletLabel(account: AccountInfo | undefined): string {
  if (!account) return 'main';
  if (account.purpose === 'withdrawal_hold') return 'hold';
  if (account.purpose === 'vendor') return account.code.split(':vendor:')[1] ?? 'vendor';
  return account.purpose;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : typeof value === 'number' ? String(value) : null;

/** A title stored as a string or as `{ vi, en }`. */
export function localised(value: unknown, language: Language): string | null {
  if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>;
    return text(v[language]) ?? text(v.vi) ?? text(v.en);
  }
  return text(value);
}

const digits = (value: unknown) => (typeof value === 'string' && /^[0-9]{1,18}$/.test(value) ? value : null);

/** The names the page refers to, fetched once per page (members, deposits, vendors, games). */
async function lookups(
  db: Db,
  games: WalletGames,
  memberId: bigint,
  rows: PostingRow[],
  accounts: Map<bigint, AccountInfo>,
) {
  const memberIds = new Set<string>();
  const depositIds = new Set<string>();
  const vendorSet = new Set<string>();
  const gameSet = new Set<string>();
  for (const r of rows) {
    const m = r.metadata;
    if (r.kind === 'transfer') {
      for (const id of [digits(m.fromMember), digits(m.toMember)])
        if (id && id !== String(memberId)) memberIds.add(id);
    } else if (r.kind === 'deposit') {
      const id = digits(m.depositId);
      if (id) depositIds.add(id);
    } else if (r.kind === 'vendor_transfer') {
      for (const side of [m.from, m.to]) if (typeof side === 'string' && side !== 'main') vendorSet.add(side);
    } else if (r.kind === 'bet' || r.kind === 'win' || r.kind === 'refund') {
      const code = text(m.gameCode);
      if (code) gameSet.add(code);
    }
    const account = accounts.get(r.account_id);
    if (account?.purpose === 'vendor') vendorSet.add(walletLabel(account));
  }
  const [members, depositRows, vendors, gameTitles] = await Promise.all([
    memberNicknames(db, [...memberIds].map(BigInt)),
    depositIds.size
      ? db
          .selectFrom('deposits')
          .select(['id', 'reference'])
          .where('id', 'in', [...depositIds].map(BigInt))
          .where('member_id', '=', memberId)
          .execute()
      : [],
    games.vendorNames(db, [...vendorSet]),
    games.gameNames(db, [...gameSet]),
  ]);
  return {
    members,
    deposits: new Map(depositRows.map((r) => [String(r.id), r.reference])),
    vendors,
    games: gameTitles,
  };
}

/**
 * Turns the member's postings into record lines: which wallet, a description key for the web to translate
 * (transfers say to/from the upline or a downline; vendor transfers out of or into the line's wallet), the
 * other side (member nickname, vendor, game, promotion title) and a reference (deposit code, game round…).
 */
export async function describePostings(
  db: Db,
  games: WalletGames,
  memberId: bigint,
  rows: PostingRow[],
  accounts: Map<bigint, AccountInfo>,
  language: Language,
): Promise<TransactionRecord[]> {
  const names = await lookups(db, games, memberId, rows, accounts);
  return rows.map((r) => {
    const m = r.metadata;
    const wallet = walletLabel(accounts.get(r.account_id));
    const out = r.amount < 0n;
    let descriptionKey: RecordDescription;
    let counterpart: string | null = null;
    let reference: string | null = text(m.reference);
    switch (r.kind) {
      case 'transfer': {
        // metadata.direction is the sender's view: 'upline' = sent to their upline
        const toUpline = m.direction !== 'downline';
        descriptionKey = out
          ? toUpline
            ? 'transfer_to_upline'
            : 'transfer_to_downline'
          : toUpline
            ? 'transfer_from_downline'
            : 'transfer_from_upline';
        const other = digits(out ? m.toMember : m.fromMember);
        counterpart = other ? (names.members.get(other) ?? null) : null;
        break;
      }
      case 'vendor_transfer': {
        descriptionKey = out ? 'vendor_transfer_out' : 'vendor_transfer_in';
        const otherSide = wallet === m.from ? m.to : m.from;
        counterpart =
          otherSide === 'main'
            ? 'main'
            : typeof otherSide === 'string'
              ? (names.vendors.get(otherSide) ?? otherSide)
              : null;
        break;
      }
      case 'deposit':
        descriptionKey = 'deposit';
        reference = names.deposits.get(digits(m.depositId) ?? '') ?? reference;
        break;
      case 'bet':
      case 'win':
      case 'refund': {
        descriptionKey = r.kind;
        const code = text(m.gameCode);
        counterpart = code ? (names.games.get(code)?.[language] ?? code) : null;
        reference = text(m.roundId) ?? reference;
        break;
      }
      case 'withdrawal':
      case 'withdrawal_hold':
      case 'withdrawal_release':
        descriptionKey = r.kind;
        reference = reference ?? digits(m.withdrawalId);
        counterpart = text(m.reason);
        break;
      default:
        descriptionKey = r.kind;
        counterpart = localised(m.title, language);
    }
    return {
      id: String(r.id),
      transferId: String(r.transfer_id),
      time: r.created_at.toISOString(),
      kind: r.kind,
      wallet,
      amount: String(r.amount),
      balanceAfter: String(r.balance_after),
      descriptionKey,
      counterpart,
      reference,
    };
  });
}
