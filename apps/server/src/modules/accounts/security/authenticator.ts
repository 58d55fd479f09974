import QRCode from 'qrcode';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { loadMerchant } from '../../platform/index.ts';
import { verifyPassword } from '../passwords/hashing.ts';
import * as q from './queries.ts';
import { matchTotp, newTotpSecret, type TotpVault } from './totp.ts';

/**
 * Google Authenticator for the security centre: setup (a pending secret), enable (the first code proves the
 * app has it), disable (a code and the login password). The login's check is in second-factor.ts.
 */
export type Authenticator = ReturnType<typeof createAuthenticator>;

export function createAuthenticator(db: Db, vault: TotpVault) {
  const sdb = db;

  async function load(memberId: bigint) {
    const row = await q.selectTotp(sdb, memberId);
    if (!row) throw new AppError('please_login');
    return row;
  }

  return {
    /** A new secret, its otpauth:// address and QR code; stored encrypted and not enabled until a code matches. */
    async setup(memberId: bigint) {
      const member = await load(memberId);
      if (member.totp_enabled) throw new AppError('authenticator_already_enabled');
      const issuer = (await loadMerchant(db)).name;
      const { secret, otpauthUrl } = newTotpSecret(issuer, member.username);
      if (!(await q.setPendingTotp(sdb, memberId, vault.encrypt(memberId, secret)))) {
        throw new AppError('authenticator_already_enabled');
      }
      const qrDataUrl = await QRCode.toDataURL(otpauthUrl, {
        errorCorrectionLevel: 'M',
        margin: 1,
        width: 200,
      });
      return { secret, otpauthUrl, qrDataUrl };
    },

    async enable(memberId: bigint, code: string): Promise<void> {
      const member = await load(memberId);
      if (member.totp_enabled) throw new AppError('authenticator_already_enabled');
      if (!member.totp_secret) throw new AppError('authenticator_not_set_up');
      const step = matchTotp(vault.decrypt(memberId, member.totp_secret), code);
      if (step === null)
        throw new AppError('invalid_verification_code', { code: 'invalid_verification_code' });
      if (!(await q.enableTotp(sdb, memberId, member.totp_secret, step))) {
        // A second setup replaced the secret meanwhile: the code was for the old one.
        throw new AppError('invalid_verification_code', { code: 'invalid_verification_code' });
      }
    },

    async disable(memberId: bigint, code: string, password: string): Promise<void> {
      const member = await load(memberId);
      if (!member.totp_enabled || !member.totp_secret) throw new AppError('authenticator_not_enabled');
      if (!(await verifyPassword(member.password_hash, password))) {
        throw new AppError('wrong_password', { password: 'wrong_password' });
      }
      const step = matchTotp(vault.decrypt(memberId, member.totp_secret), code, {
        lastStep: member.totp_last_step,
      });
      if (step === null || !(await q.advanceTotpStep(sdb, memberId, step))) {
        throw new AppError('invalid_verification_code', { code: 'invalid_verification_code' });
      }
      await q.disableTotp(sdb, memberId);
    },
  };
}
