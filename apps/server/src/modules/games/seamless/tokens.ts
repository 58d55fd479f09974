import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url (43 characters): launch and player-session tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as their SHA-256 only. */
export function tokenHash(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
