import type { LotteryPrizeMode, PopularLottery } from '@app/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { STUDIO } from '../studio/index.ts';
import { lotteryGameView, lotteryTitle } from './catalogue.ts';
import { rulesOf } from './rules.ts';

/**
 * The popular lotteries (spec §7, count 20; the home page's list): the listed lottery games by popularity, each with
 * the draw taking bets now and its latest result — three queries whatever the count; `prizeMode` keeps one mode's.
 */
export async function popularLotteries(
  db: Db,
  query: { count: number; prizeMode?: LotteryPrizeMode | undefined },
  language: 'vi' | 'en',
): Promise<PopularLottery[]> {
  const rows = await db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.vassalage', 'g.vassalage')
    .select(['g.code', 'g.name_vi', 'g.name_en', 'g.min_bet'])
    .where('v.provider', '=', STUDIO)
    .where('g.active', '=', true)
    .where('v.active', '=', true)
    .where('g.category', 'in', ['LOTT', 'ELOTT'])
    .orderBy('g.popularity', 'desc')
    .orderBy('g.code')
    .execute();
  const games = rows.flatMap((row) => {
    const title = lotteryTitle(row.name_en);
    return title && (!query.prizeMode || title.prizeMode === query.prizeMode) ? [{ row, title }] : [];
  });
  const chosen = games.slice(0, query.count);
  const codes = chosen.map((game) => game.row.code);
  if (codes.length === 0) return [];
  const [next, last] = await Promise.all([
    sql<{ game_code: string; issue_no: string; closes_at: Date }>`
      SELECT DISTINCT ON (game_code) game_code, issue_no, closes_at FROM lottery_draws
       WHERE game_code = ANY(${codes}::text[]) AND status = 'open' AND closes_at > clock_timestamp()
       ORDER BY game_code, closes_at, issue_no`.execute(db),
    sql<{ game_code: string; issue_no: string; result: unknown }>`
      SELECT DISTINCT ON (game_code) game_code, issue_no, result
        FROM lottery_draws
       WHERE game_code = ANY(${codes}::text[]) AND status IN ('drawn', 'settled')
       ORDER BY game_code, draws_at DESC, issue_no`.execute(db),
  ]);
  const nextOf = new Map(next.rows.map((row) => [row.game_code, row]));
  const lastOf = new Map(last.rows.map((row) => [row.game_code, row]));
  return chosen.map(({ row, title }) => {
    const open = nextOf.get(row.code);
    const drawn = lastOf.get(row.code);
    return {
      game: lotteryGameView(row.code, language === 'vi' ? row.name_vi : row.name_en, title, row.min_bet),
      next: open ? { issueNo: open.issue_no, closesAt: open.closes_at.toISOString() } : null,
      last: drawn ? { issueNo: drawn.issue_no, special: rulesOf(title).headline(drawn.result) } : null,
    };
  });
}
