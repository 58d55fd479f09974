import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { accountsSettings } from '../settings.ts';

/** argon2id (the enum is a declared const enum, which isolated modules cannot read). */
const ARGON2ID = 2 as Algorithm;

/** Hashes a login or payment password with argon2id at the configured cost (PHC string, salt included). */
export function hashPassword(password: string): Promise<string> {
  const { memoryCost, timeCost, parallelism } = accountsSettings().argon2;
  return hash(password, { algorithm: ARGON2ID, memoryCost, timeCost, parallelism });
}

let dummy: { key: string; hash: Promise<string> } | undefined;

/** A hash of nothing at the current cost: verifying against it takes as long as a real check. */
function dummyHash(): Promise<string> {
  const key = JSON.stringify(accountsSettings().argon2);
  if (dummy?.key !== key) dummy = { key, hash: hashPassword('dummy password, never matches') };
  return dummy.hash;
}

/**
 * Checks a password against a stored hash. With no stored hash (unknown member, no password set) it still
 * spends the time of a check, then answers false, so timing does not tell the two apart.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    await verify(await dummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
