import { SITE_UTC_OFFSET } from '@app/contracts';
import { VN_REAL_DRAWS, vnProvincesDrawing } from '@app/games';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema.ts';

/** The official games of the seed's catalogue, by region (VN_LOTTO: North, South, Central). */
const OFFICIAL_GAMES = { north: 'VN_LOTTO_001', south: 'VN_LOTTO_002', central: 'VN_LOTTO_003' } as const;
const DRAW_TIMES = { north: '18:15', south: '16:15', central: '17:15' } as const;

/**
 * The official draws' history starts with real published sheets (packages/games vn-real-draws.ts, with their
 * sources), so a new site's results board and hot/cold numbers have something true to show; later draws come from
 * the operators' entries.
 */
export async function seedLottery(db: Kysely<Database> | Transaction<Database>): Promise<void> {
  const rows = VN_REAL_DRAWS.map((draw) => {
    const { region } = draw.result;
    const drawsAt = new Date(`${draw.date}T${DRAW_TIMES[region]}:00${SITE_UTC_OFFSET}`);
    const day = draw.date.replaceAll('-', '');
    const position = vnProvincesDrawing(region, draw.weekday).indexOf(draw.province) + 1;
    return {
      game_code: OFFICIAL_GAMES[region],
      issue_no: region === 'north' ? day : `${day}-${position}`,
      province: draw.province,
      status: 'settled',
      closes_at: new Date(drawsAt.getTime() - 15 * 60_000),
      draws_at: drawsAt,
      result: JSON.stringify(draw.result),
      drawn_at: drawsAt,
      settled_at: drawsAt,
    };
  });
  await db
    .insertInto('lottery_draws')
    .values(rows)
    .onConflict((c) => c.doNothing())
    .execute();
}
