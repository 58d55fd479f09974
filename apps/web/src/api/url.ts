export type QueryParams = Record<string, string | number | undefined>;

/** An API path with its query: empty values left out, in the order given (so equal asks build equal addresses). */
export function buildUrl(path: string, params?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
