import {
  type BetCategory,
  type BetRecord,
  type BetRecordPage,
  type BetRecordsQuery,
  type BetRoundDetail,
  type BetStatus,
  fairVerifyUrl,
  type Language,
} from '@app/contracts';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { recordWindow } from '../../../shared/site-time.ts';
import { gameNames, vendorNames } from '../directory.ts';
import { fairData, outcomeSummary } from './outcome.ts';
import { betsPageQuery, betsTotalsQuery, inHouseProviders, memberRoundQuery } from './queries.ts';

/** The columns a record line is made of (a page row, or the detail's row). */
type RoundRow = {
  id: bigint;
  provider: string;
  game_code: string;
  vassalage: string;
  category: BetCategory;
  is_demo: boolean;
  status: BetStatus;
  stake: bigint;
  win: bigint;
  refunded: bigint;
  balance_after: bigint | null;
  created_at: Date;
  settled_at: Date | null;
};

type Names = { games: Map<string, { vi: string; en: string }>; vendors: Map<string, string> };

/** The game and vendor names of some rounds, one look-up each. */
async function namesOf(db: Db, rows: readonly RoundRow[]): Promise<Names> {
  const [games, vendors] = await Promise.all([
    gameNames(db, [...new Set(rows.map((r) => r.game_code))]),
    vendorNames(db, [...new Set(rows.map((r) => r.vassalage))]),
  ]);
  return { games, vendors };
}

function recordOf(row: RoundRow, names: Names, language: Language, verifiable: boolean): BetRecord {
  return {
    id: String(row.id),
    createdAt: row.created_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
    gameCode: row.game_code,
    gameName: names.games.get(row.game_code)?.[language] ?? row.game_code,
    vendor: row.vassalage,
    vendorName: names.vendors.get(row.vassalage) ?? row.vassalage,
    category: row.category,
    status: row.status,
    stake: String(row.stake),
    win: String(row.win),
    refunded: String(row.refunded),
    profit: String(row.win + row.refunded - row.stake),
    balanceAfter: row.balance_after === null ? null : String(row.balance_after),
    isDemo: row.is_demo,
    verifiable,
  };
}

/**
 * The betting record: the member's rounds in a window of Vietnam days, newest first, with the filters asked
 * for, and the totals over every round of the filter (not only the page).
 */
export async function betRecords(
  db: Db,
  memberId: bigint,
  query: BetRecordsQuery,
  language: Language,
): Promise<BetRecordPage> {
  const window = recordWindow(query);
  const scope = {
    memberId,
    start: window.start,
    end: window.end,
    category: query.category,
    vendor: query.vendor,
    game: query.game,
    status: query.status,
  };
  const [rows, totals, inHouse] = await Promise.all([
    betsPageQuery(db, scope, query).execute(),
    betsTotalsQuery(db, scope).executeTakeFirstOrThrow(),
    inHouseProviders(db),
  ]);
  const names = await namesOf(db, rows);
  const total = Number(totals.rounds);
  const [stake, win, refunded] = [BigInt(totals.stake), BigInt(totals.win), BigInt(totals.refunded)];
  return {
    items: rows.map((r) => recordOf(r, names, language, r.has_fair && inHouse.has(r.provider))),
    pageNum: query.pageNo,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    total,
    from: window.from,
    to: window.to,
    totals: {
      rounds: total,
      stake: String(stake),
      win: String(win),
      refunded: String(refunded),
      profit: String(win + refunded - stake),
    },
  };
}

/** One round of the member's with its outcome summary and, for studio rounds, its provably fair data. */
export async function betRound(
  db: Db,
  memberId: bigint,
  roundId: bigint,
  language: Language,
): Promise<BetRoundDetail> {
  const [row, inHouse] = await Promise.all([
    memberRoundQuery(db, memberId, roundId).executeTakeFirst(),
    inHouseProviders(db),
  ]);
  if (!row) throw new AppError('round_not_found');
  const fair = inHouse.has(row.provider) ? fairData(row.detail) : null;
  const names = await namesOf(db, [row]);
  const id = String(row.id);
  return {
    ...recordOf(row, names, language, fair !== null),
    outcome: outcomeSummary(row.detail),
    fair: fair && { ...fair, verifyUrl: fairVerifyUrl(id) },
  };
}
