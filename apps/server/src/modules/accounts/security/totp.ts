import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';

/**
 * Google-Authenticator-style one-time codes (RFC 6238: SHA1, 6 digits, 30 s) and how their secrets are kept.
 *
 * Secrets are encrypted at rest with AES-256-GCM (`members.totp_secret` = "v1:" + base64url(iv | tag | data)),
 * with the member id as associated data so a ciphertext copied onto another member does not decrypt. The key
 * comes from configuration (TOTP_KEY: 32 bytes as 64 hex digits or base64) or, when unset, from
 * `<DATA_DIR>/totp.key`, generated on first start (mode 0600). Losing the key disables every authenticator;
 * several server processes must share it (set TOTP_KEY, or share DATA_DIR).
 */

const PERIOD = 30;
const DIGITS = 6;
const ALGORITHM = 'SHA1';
const VERSION = 'v1';

export type TotpVault = {
  encrypt(memberId: bigint, secretBase32: string): string;
  decrypt(memberId: bigint, stored: string): string;
};

export function parseKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error('TOTP_KEY must be 32 bytes, as 64 hex digits or base64');
  return key;
}

/** The configured key, else the one under the data directory, created on first use. */
export function loadTotpKey(options: { totpKey?: string; dataDir: string }): Buffer {
  if (options.totpKey) return parseKey(options.totpKey);
  const file = path.join(options.dataDir, 'totp.key');
  if (existsSync(file)) return parseKey(readFileSync(file, 'utf8'));
  mkdirSync(options.dataDir, { recursive: true });
  const key = randomBytes(32);
  try {
    // 'wx': if another process created it meanwhile, read theirs rather than overwrite it.
    writeFileSync(file, `${key.toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
    chmodSync(file, 0o600);
    return key;
  } catch (error) {
    if ((error as { code?: string }).code === 'EEXIST') return parseKey(readFileSync(file, 'utf8'));
    throw error;
  }
}

export function createTotpVault(key: Buffer): TotpVault {
  if (key.length !== 32) throw new Error('The TOTP key must be 32 bytes');
  return {
    encrypt(memberId, secretBase32) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(`member:${memberId}`));
      const data = Buffer.concat([cipher.update(secretBase32, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url')}`;
    },
    decrypt(memberId, stored) {
      const [version, payload] = stored.split(':');
      if (version !== VERSION || !payload) throw new Error('Unknown TOTP secret format');
      const raw = Buffer.from(payload, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAAD(Buffer.from(`member:${memberId}`));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

function totp(secretBase32: string, issuer = '', label = '') {
  return new TOTP({
    issuer,
    label,
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random 160-bit secret and its otpauth:// address (issuer = merchant name, label = username). */
export function newTotpSecret(issuer: string, label: string): { secret: string; otpauthUrl: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUrl: totp(secret, issuer, label).toString() };
}

/**
 * Checks a code against the secret, accepting the previous and the next 30-second step (clock drift).
 * Answers the time step it matched, or null. A step at or before `lastStep` is refused, so a code seen
 * once cannot be replayed.
 */
export function matchTotp(
  secretBase32: string,
  code: string,
  options: { lastStep?: bigint | null; now?: number } = {},
): bigint | null {
  const now = options.now ?? Date.now();
  const delta = totp(secretBase32).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = BigInt(Math.floor(now / 1000 / PERIOD) + delta);
  if (options.lastStep !== undefined && options.lastStep !== null && step <= options.lastStep) return null;
  return step;
}

/** The current code for a secret (tests and the developer CLI). */
export function currentTotp(secretBase32: string, now = Date.now()): string {
  return totp(secretBase32).generate({ timestamp: now });
}
