import type { Db } from '../../../db/database.ts';
import { advanceTotpStep, selectTotp } from './queries.ts';
import { createTotpVault, loadTotpKey, matchTotp, type TotpVault } from './totp.ts';

/**
 * The authenticator check for the login's second verification, and the process's TOTP key. This file
 * imports nothing from the accounts index, so the login code can import it without a cycle.
 *
 * The security plugin calls `configureTotp` when it is registered (TOTP_KEY, else <DATA_DIR>/totp.key).
 */

let vault: TotpVault | undefined;

export function configureTotp(options: { totpKey?: string; dataDir: string }): TotpVault {
  vault = createTotpVault(loadTotpKey(options));
  return vault;
}

/**
 * True when the member has the authenticator on and `code` is its current code (±30 s), never used before:
 * an accepted code's time step is recorded, so the same code cannot pass twice.
 */
export async function verifyAuthenticatorCode(
  db: Db,
  memberId: bigint,
  code: string,
  options: { vault?: TotpVault; now?: number } = {},
): Promise<boolean> {
  const given = code.trim();
  if (!/^[0-9]{6}$/.test(given)) return false;
  const sdb = db;
  const member = await selectTotp(sdb, memberId);
  if (!member?.totp_enabled || !member.totp_secret) return false;
  const keys = options.vault ?? vault;
  if (!keys) throw new Error('The TOTP key is not configured: register the security plugin first');
  let secret: string;
  try {
    secret = keys.decrypt(memberId, member.totp_secret);
  } catch {
    // a secret this key cannot open (another key, or tampered): the code cannot be right
    return false;
  }
  const step = matchTotp(secret, given, {
    lastStep: member.totp_last_step,
    now: options.now,
  });
  return step !== null && (await advanceTotpStep(sdb, memberId, step));
}
