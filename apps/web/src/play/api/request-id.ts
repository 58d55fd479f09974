const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/**
 * A fresh id for one player action (a spin, a reveal): 22 random characters of the contract's alphabet
 * ([A-Za-z0-9_-], 8–64). A retry of the same action sends the same id, so the server plays it once.
 */
export function newRequestId(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(22));
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte & 63];
  return id;
}
