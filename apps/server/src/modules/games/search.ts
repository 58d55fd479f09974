/**
 * Search text: lower-case, Vietnamese diacritics removed (NFD, combining marks stripped, đ → d),
 * whitespace collapsed, so "bau cua" finds "Bầu Cua Tôm Cá". The seed and the list query both use it.
 */
export function normaliseSearchText(value: string): string {
  return value
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[đĐ]/g, 'd')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A LIKE pattern matching `term` anywhere, with `\`, `%` and `_` in the term taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
