import type { AnnouncementType } from '@app/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/** Who is asking: a visitor (`null`: nobody logged in) or a member of some rank level. */
export type Viewer = { rankLevel: number } | null;

/**
 * Announcements the viewer may see now: active, published, not expired, and for them — visitors see `visitors`
 * and `all`; a member sees `all`, and `members` up to their rank level.
 */
function visible(db: Executor, viewer: Viewer) {
  return db
    .selectFrom('announcements')
    .where('active', '=', true)
    .where('published_at', '<=', sql<Date>`now()`)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
    .where((eb) =>
      viewer === null
        ? eb('audience', 'in', ['visitors', 'all'])
        : eb.or([
            eb('audience', '=', 'all'),
            eb.and([eb('audience', '=', 'members'), eb('min_rank', '<=', viewer.rankLevel)]),
          ]),
    );
}

const COLUMNS = ['id', 'type', 'title', 'content', 'image_url', 'link', 'published_at', 'audience'] as const;

/** The viewer's announcements of the given types, each type's first `perType` by sort then newest. */
export function selectAnnouncements(
  db: Executor,
  viewer: Viewer,
  types: AnnouncementType[],
  perType: number,
) {
  const ranked = visible(db, viewer)
    .select([
      ...COLUMNS,
      'sort',
      sql<bigint>`row_number() over (partition by type order by sort, published_at desc, id desc)`.as('rank'),
    ])
    .where('type', 'in', types)
    .as('ranked');
  return db
    .selectFrom(ranked)
    .select(COLUMNS)
    .where('rank', '<=', BigInt(perType))
    .orderBy('type')
    .orderBy('sort')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function countNotices(db: Executor, viewer: Viewer) {
  const row = await visible(db, viewer)
    .select((eb) => eb.fn.countAll<bigint>().as('count'))
    .where('type', '=', 'PL')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function selectNotices(db: Executor, viewer: Viewer, offset: number, limit: number) {
  return visible(db, viewer)
    .select(COLUMNS)
    .where('type', '=', 'PL')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export function selectBanner(db: Executor, id: bigint) {
  return db
    .selectFrom('announcements')
    .select(['id', 'title'])
    .where('id', '=', id)
    .where('type', '=', 'B')
    .executeTakeFirst();
}

export function selectFooterPages(db: Executor) {
  return db.selectFrom('footer_pages').select(['slug', 'title']).orderBy('sort').orderBy('slug').execute();
}

export function selectFooterPage(db: Executor, slug: string) {
  return db
    .selectFrom('footer_pages')
    .select(['slug', 'title', 'content'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}
