import type { RegisterRule, RegisterSettings } from '@app/contracts';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { loadMerchant, loadSwitches } from '../../platform/index.ts';
import { COUNTRIES, DEFAULT_COUNTRY, parsePhone, phoneTarget } from '../countries.ts';
import { selectByAffiliateCode, selectTaken } from '../queries.ts';
import type { RequestContext } from '../session/context.ts';
import { accountsSettings } from '../settings.ts';
import { sendCode } from '../verification/codes.ts';
import { allowedModes } from './service.ts';

/** What the registration form needs: modes, SMS verification, the per-field rules and the countries. */
export async function registerSettings(db: Db): Promise<RegisterSettings> {
  const [merchant, switches] = await Promise.all([loadMerchant(db), loadSwitches(db)]);
  const rows = await db
    .selectFrom('register_rules')
    .select(['field', 'enabled', 'required', 'accepted_pattern', 'pattern_id', 'min_length', 'max_length'])
    .where('merchant', '=', merchant.code)
    .orderBy('sort')
    .orderBy('field')
    .execute();
  const rules: RegisterRule[] = rows.map((r) => ({
    field: r.field,
    enabled: r.enabled,
    required: r.required,
    acceptedPattern: r.accepted_pattern,
    patternId: r.pattern_id,
    minLength: r.min_length,
    maxLength: r.max_length,
  }));
  const rule = (field: string) => rules.find((r) => r.field === field);
  return {
    modes: allowedModes(switches),
    smsVerification: switches.registerSmsVerify,
    rules,
    countries: [...COUNTRIES],
    defaultCountryCode: DEFAULT_COUNTRY.countryCode,
    paymentPasswordEnabled: rule('paymentPassword')?.enabled ?? false,
    birthdayRequired: (rule('birthday')?.enabled && rule('birthday')?.required) ?? false,
    smsExpiryMinutes: accountsSettings().verificationCodeMinutes,
  };
}

/** The agent behind an invitation code, or 400 `invitation_code_error`. */
export async function affiliateInfo(db: Db, code: string): Promise<{ code: string; agentNickname: string }> {
  const merchant = await loadMerchant(db);
  const owner = code ? await selectByAffiliateCode(db, merchant.code, code) : undefined;
  if (!owner) throw new AppError('invitation_code_error');
  return { code: owner.affiliate_code ?? code.toUpperCase(), agentNickname: owner.nickname };
}

/** Sends the registration SMS code to a number that is not registered yet. */
export async function sendRegisterCode(
  db: Db,
  body: { mobileNo: string; countryDialingCode: string },
  ctx: RequestContext,
): Promise<{ expiredMinutes: number }> {
  const [merchant, switches] = await Promise.all([loadMerchant(db), loadSwitches(db)]);
  if (!switches.registerMobile && !switches.registerMobilePassword)
    throw new AppError('operation_not_enabled');
  const phone = parsePhone(body.countryDialingCode, body.mobileNo);
  const taken = await selectTaken(db, merchant.code, {
    dialingCode: phone.dialingCode,
    mobile: phone.mobile,
  });
  if (taken.mobile) throw new AppError('mobile_taken', { mobileNo: 'mobile_taken' });
  return sendCode(db, {
    purpose: 'register',
    channel: 'sms',
    target: phoneTarget(phone),
    ip: ctx.ip,
    language: ctx.language,
    viewer: ctx.outboxViewer,
  });
}
