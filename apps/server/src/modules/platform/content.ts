import {
  ANNOUNCEMENT_TYPES,
  type AnnouncementAudience,
  type Announcements,
  type AnnouncementType,
  FOOTER_PAGES,
  type FooterPage,
  type FooterPageContent,
  type Language,
  type Notice,
  type NoticePage,
} from '@app/contracts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import {
  countNotices,
  selectAnnouncements,
  selectFooterPage,
  selectFooterPages,
  selectNotices,
  type Viewer,
} from './content-queries.ts';
import { sanitizeContent } from './sanitize.ts';
import type { Localised } from './tables.ts';

/** At most this many announcements of one type in one answer. */
const PER_TYPE_LIMIT = 50;

/** The text in the caller's language, else in the other one. */
export function localise(text: Localised, language: Language): string {
  return text[language] || text.vi || text.en;
}

/** Known types from a comma list such as "B,PL,XX" (unknown ones are ignored). */
export function parseTypes(list: string): AnnouncementType[] {
  const asked = new Set(list.split(',').map((t) => t.trim()));
  return ANNOUNCEMENT_TYPES.filter((type) => asked.has(type));
}

type AnnouncementRow = {
  id: bigint;
  type: AnnouncementType;
  title: Localised;
  content: Localised;
  image_url: string | null;
  link: string | null;
  published_at: Date;
  audience: AnnouncementAudience;
};

/** Our generated banner images carry their text, so their address names the language they are drawn in. */
function localisedImage(url: string | null, language: Language): string | null {
  return url?.startsWith('/media/banners/') ? `${url}?lang=${language}` : url;
}

function toNotice(row: AnnouncementRow, language: Language): Notice {
  return {
    id: String(row.id),
    type: row.type,
    title: localise(row.title, language),
    content: sanitizeContent(localise(row.content, language)),
    imageUrl: localisedImage(row.image_url, language),
    link: row.link,
    publishedAt: row.published_at.toISOString(),
    audience: row.audience,
  };
}

const GROUP: Record<AnnouncementType, keyof Announcements> = {
  B: 'banners',
  PL: 'player',
  PU: 'popup',
  PR: 'promotion',
  H: 'headline',
};

/** The announcements in force of the given types that the viewer is in the audience of. */
export async function announcements(
  db: Executor,
  viewer: Viewer,
  types: AnnouncementType[],
  language: Language,
) {
  const result: Announcements = { player: [], banners: [], popup: [], promotion: [], headline: [] };
  if (types.length === 0) return result;
  for (const row of await selectAnnouncements(db, viewer, types, PER_TYPE_LIMIT)) {
    result[GROUP[row.type]].push(toNotice(row, language));
  }
  return result;
}

/** The viewer's player notices (PL), newest first, one page of them. */
export async function noticePage(
  db: Executor,
  viewer: Viewer,
  page: { pageNo: number; pageSize: number },
  language: Language,
): Promise<NoticePage> {
  const total = await countNotices(db, viewer);
  const totalPages = Math.ceil(total / page.pageSize);
  const rows =
    (page.pageNo - 1) * page.pageSize < total
      ? await selectNotices(db, viewer, (page.pageNo - 1) * page.pageSize, page.pageSize)
      : [];
  return { items: rows.map((row) => toNotice(row, language)), pageNum: page.pageNo, totalPages, total };
}

function isFooterPage<T extends { slug: string }>(row: T): row is T & { slug: FooterPage } {
  return (FOOTER_PAGES as readonly string[]).includes(row.slug);
}

export async function footerPages(db: Executor, language: Language) {
  const rows = await selectFooterPages(db);
  // only the pages the contracts know: the site links to those
  return rows.filter(isFooterPage).map((row) => ({ slug: row.slug, title: localise(row.title, language) }));
}

export async function footerPage(
  db: Executor,
  slug: FooterPage,
  language: Language,
): Promise<FooterPageContent> {
  const row = await selectFooterPage(db, slug);
  if (!row) throw new AppError('not_found');
  return {
    slug,
    title: localise(row.title, language),
    content: sanitizeContent(localise(row.content, language)),
  };
}
