/** A page of a list as the lottery's API answers it (contracts' `paged`). */
export type Page = { pageNo: number; pageSize: number };

/** Runs a page's rows and the list's count together, and answers the page with its views and page count. */
export async function pageOf<Row, Item>(
  page: Page,
  rows: (limit: number, offset: number) => Promise<Row[]>,
  count: () => Promise<{ n: string | number | bigint }>,
  view: (row: Row) => Item,
): Promise<{ items: Item[]; pageNum: number; totalPages: number; total: number }> {
  const [found, counted] = await Promise.all([
    rows(page.pageSize, (page.pageNo - 1) * page.pageSize),
    count(),
  ]);
  const total = Number(counted.n);
  return {
    items: found.map(view),
    pageNum: page.pageNo,
    totalPages: Math.max(1, Math.ceil(total / page.pageSize)),
    total,
  };
}
