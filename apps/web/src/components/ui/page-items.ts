export type PageItem = number | 'gap';

/**
 * The page buttons to show (spec §9: page range 3, margin pages 1): the first and last
 * `margin` pages, `range` pages around the current one, and gaps where pages are skipped.
 */
export function pageItems(current: number, total: number, range = 3, margin = 1): PageItem[] {
  if (total <= 0) return [];
  let start = Math.max(1, current - Math.floor(range / 2));
  const end = Math.min(total, start + range - 1);
  start = Math.max(1, end - range + 1);

  const pages = new Set<number>();
  for (let page = 1; page <= Math.min(margin, total); page++) pages.add(page);
  for (let page = start; page <= end; page++) pages.add(page);
  for (let page = Math.max(1, total - margin + 1); page <= total; page++) pages.add(page);

  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}
