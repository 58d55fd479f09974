import type { LoginResult, RegisterBody, RegisterMode, WhitelabelSwitch } from '@app/contracts';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { loadMerchant, loadSwitches } from '../../platform/index.ts';
import { findCountry, normaliseMobile, phoneTarget } from '../countries.ts';
import { fieldProblem, loadRules, mandatory, type Rules } from '../field-rules.ts';
import { completeLogin } from '../login/login-result.ts';
import { insertMember, type NewMember } from '../member-store.ts';
import type { OnRegistered } from '../options.ts';
import { hashPassword } from '../passwords/hashing.ts';
import { selectByAffiliateCode, selectTaken } from '../queries.ts';
import type { RequestContext } from '../session/context.ts';
import { checkCaptcha } from '../verification/captcha.ts';
import { consumeCode } from '../verification/codes.ts';
import { ageOn, isoDate, MINIMUM_AGE, parseBirthday, todayInVietnam } from './birthday.ts';

/** Which whitelabel switch allows each registration mode (spec §6). */
const MODE_SWITCH: Record<RegisterMode, WhitelabelSwitch> = {
  username: 'registerUsername',
  mobile: 'registerMobile',
  mobilePassword: 'registerMobilePassword',
  direct: 'registerDirect',
};

export function allowedModes(switches: Record<WhitelabelSwitch, boolean>): RegisterMode[] {
  return (Object.keys(MODE_SWITCH) as RegisterMode[]).filter((mode) => switches[MODE_SWITCH[mode]]);
}

/** The two registration calls: PUT register (username, direct) and PUT register/mobile (mobile, mobilePassword). */
export type RegisterRoute = 'username' | 'mobile';

function modeOf(body: RegisterBody, route: RegisterRoute): RegisterMode {
  if (route === 'mobile') {
    if (body.registerMode === 'mobile' || body.registerMode === 'mobilePassword') return body.registerMode;
    return body.password ? 'mobilePassword' : 'mobile';
  }
  if (body.registerMode === 'username' || body.registerMode === 'direct') return body.registerMode;
  throw new AppError('validation_error', { registerMode: 'validation_error' });
}

/** Fields checked against the merchant's rules, in form order. Direct (quick) registration checks only a few. */
const RULE_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'affiliateCode',
  'referralCode',
  'recommenderId',
  'paymentPassword',
  'birthday',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const satisfies readonly (keyof RegisterBody)[];
const DIRECT_FIELDS: ReadonlySet<string> = new Set([
  'username',
  'password',
  'confirmPassword',
  'affiliateCode',
  'referralCode',
]);
/** Extra contact and identity fields, kept in members.profile. */
const PROFILE_FIELDS = [
  'recommenderId',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const;

type Checked = {
  mode: RegisterMode;
  phone: { dialingCode: string; mobile: string } | null;
  needCaptcha: boolean;
  needCode: boolean;
  used: (field: string) => boolean;
};

/** The rule a field is held to in a mode: the mode's own fields are mandatory, mobile modes make up a username. */
function modeRule(rules: Rules, mode: RegisterMode, field: string, body: RegisterBody) {
  const rule = rules.get(field);
  if (field !== 'username' && field !== 'password' && field !== 'confirmPassword') return rule;
  if (mode === 'username' || mode === 'direct') return mandatory(rule);
  if (field === 'username') return { ...rule, required: false };
  if (mode === 'mobilePassword') return mandatory(rule);
  // mobile: the code proves the number; a password is optional, its confirmation follows it
  if (field === 'confirmPassword' && body.password) return mandatory(rule);
  return { ...rule, required: false };
}

/** Every per-field check at once: 400 `field_invalid` with `fields` naming each problem. */
function checkFields(
  body: RegisterBody,
  mode: RegisterMode,
  rules: Rules,
  switches: Record<WhitelabelSwitch, boolean>,
): Checked {
  const problems: Record<string, string> = {};
  const used = (field: string) =>
    (mode !== 'direct' || DIRECT_FIELDS.has(field)) && modeRule(rules, mode, field, body).enabled;
  for (const field of RULE_FIELDS) {
    if (!used(field)) continue;
    const problem = fieldProblem(modeRule(rules, mode, field, body), body[field]);
    if (problem) problems[field] = problem;
  }

  const mobileMode = mode === 'mobile' || mode === 'mobilePassword';
  const mobileRule = mobileMode ? mandatory(rules.get('mobileNum')) : rules.get('mobileNum');
  let phone: Checked['phone'] = null;
  if (mode !== 'direct' && mobileRule.enabled) {
    const given = body.mobileNum?.trim() ?? '';
    const country = findCountry(body.countryDialingCode);
    if (!given) {
      if (mobileRule.required) problems.mobileNum = 'required';
    } else if (!country) {
      problems.countryDialingCode = 'invalid_phone_number';
    } else {
      const mobile = normaliseMobile(country, given);
      const n = country.mobileDigits;
      if (mobile) phone = { dialingCode: country.countryDialingCode, mobile };
      else problems.mobileNum = `pattern:digits:${n}:${n}`;
    }
  }

  const captchaRule = rules.get('captcha');
  const needCaptcha =
    captchaRule.enabled && (captchaRule.required || Boolean(body.captcha) || Boolean(body.captchaId));
  if (needCaptcha && (!body.captcha || !body.captchaId)) problems.captcha = 'required';

  const needCode = mobileMode && (mode === 'mobile' || switches.registerSmsVerify);
  if (needCode && !body.verificationCode) problems.verificationCode = 'required';

  if (Object.keys(problems).length > 0) throw new AppError('field_invalid', problems);
  return { mode, phone, needCaptcha, needCode, used };
}

/** The upline a registration links to: the owner of the affiliate (or referral) code, which must exist. */
async function findParent(db: Db, merchant: string, body: RegisterBody, used: Checked['used']) {
  let parent: { id: bigint; code: string } | null = null;
  for (const field of ['affiliateCode', 'referralCode'] as const) {
    const code = body[field];
    if (!code || !used(field)) continue;
    const owner = await selectByAffiliateCode(db, merchant, code);
    if (!owner) throw new AppError('invitation_code_error', { [field]: 'invitation_code_error' });
    parent ??= { id: owner.id, code: owner.affiliate_code ?? code };
  }
  return parent;
}

/**
 * Registers a member and logs them in (spec §4 "Registration"): mode allowed by the whitelabel switches,
 * every rule, password confirmation, age, captcha, invitation code, SMS code, uniqueness. Answers LoginResult ok
 * with firstTimeLogin true. `onRegistered` runs once the member exists (the registration gift).
 */
export async function register(
  db: Db,
  body: RegisterBody,
  route: RegisterRoute,
  ctx: RequestContext,
  onRegistered: OnRegistered = async () => {},
): Promise<Extract<LoginResult, { status: 'ok' }>> {
  const mode = modeOf(body, route);
  const [merchant, switches] = await Promise.all([loadMerchant(db), loadSwitches(db)]);
  if (!allowedModes(switches).includes(mode)) throw new AppError('operation_not_enabled');
  const rules = await loadRules(db, merchant.code);
  const checked = checkFields(body, mode, rules, switches);
  const { used, phone } = checked;

  const password = body.password ? body.password : undefined;
  if (password !== undefined && password !== body.confirmPassword) {
    throw new AppError('password_mismatch', { confirmPassword: 'password_mismatch' });
  }
  let birthday: string | null = null;
  if (used('birthday') && body.birthday) {
    const date = parseBirthday(body.birthday);
    if (!date) throw new AppError('field_invalid', { birthday: 'pattern:date:10:10' });
    if (ageOn(date, todayInVietnam()) < MINIMUM_AGE) throw new AppError('birthday_under_21');
    birthday = isoDate(date);
  }
  if (checked.needCaptcha && !(await checkCaptcha(db, body.captchaId, body.captcha))) {
    throw new AppError('captcha_invalid', { captcha: 'captcha_invalid' });
  }
  const parent = await findParent(db, merchant.code, body, used);

  const username = body.username && used('username') ? body.username.toLowerCase() : undefined;
  const email = body.email && used('email') ? body.email.toLowerCase() : undefined;
  const taken = await selectTaken(db, merchant.code, {
    username,
    dialingCode: phone?.dialingCode,
    mobile: phone?.mobile,
    email,
  });
  if (taken.username) throw new AppError('username_taken', { username: 'username_taken' });
  if (taken.mobile) throw new AppError('mobile_taken', { mobileNum: 'mobile_taken' });
  if (taken.email) throw new AppError('email_taken', { email: 'email_taken' });

  if (checked.needCode && phone) {
    await consumeCode(db, {
      purpose: 'register',
      target: phoneTarget(phone),
      code: body.verificationCode ?? '',
    });
  }

  const profile: Record<string, string> = {};
  for (const field of PROFILE_FIELDS) {
    const value = body[field];
    if (value && used(field)) profile[field] = value;
  }
  if (body.domain) profile.domain = body.domain;
  if (body.registerUrl) profile.registerUrl = body.registerUrl;

  const member: NewMember = {
    merchant: merchant.code,
    username,
    generatedUsername: phone ? `m${phone.dialingCode}${phone.mobile}` : undefined,
    passwordHash: password !== undefined ? await hashPassword(password) : null,
    paymentPasswordHash:
      body.paymentPassword && used('paymentPassword') ? await hashPassword(body.paymentPassword) : null,
    phone,
    email: email ?? null,
    payeeName: body.payeeName && used('payeeName') ? body.payeeName : null,
    birthday,
    profile,
    parentId: parent?.id ?? null,
    referredByCode: parent?.code ?? null,
    registerIp: ctx.ip,
  };
  const created = await insertMember(db, member);
  await onRegistered(created.id);
  return completeLogin(
    db,
    { id: created.id, last_login_at: null, must_change_password: false },
    'register',
    ctx,
  );
}
