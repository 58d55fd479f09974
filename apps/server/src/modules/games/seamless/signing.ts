import { createHmac, timingSafeEqual } from 'node:crypto';

/** `sha256=<hex>` of HMAC-SHA256(key, body): what a provider sends in PROVIDER_SIGNATURE_HEADER. */
export function signBody(key: string, body: string | Buffer): string {
  return `sha256=${createHmac('sha256', key).update(body).digest('hex')}`;
}

export function signatureMatches(key: string, body: string | Buffer, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signBody(key, body));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
