/** The page a `pageNo` query parameter asks for (the notice page's address; its route's loader reads it too). */
export function noticePageNo(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
