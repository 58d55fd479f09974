import { z } from 'zod';
import { AVATAR_CHOICES, LANGUAGES } from './constants.ts';
import { registerRule } from './platform.ts';

/**
 * Accounts: registration, login, sessions, passwords, codes, second verification, security centre.
 * Request bodies are validated by these schemas on the server and the same ones drive the web forms;
 * per-field registration rules (platform `registerRules`) are checked on top with `checkField`.
 */

const trimmed = (max: number) => z.string().trim().max(max, { error: 'validation_error' });
/** Verification codes: at most 255 characters (spec §5). */
export const verificationCode = z
  .string({ error: 'missing_verification_code' })
  .trim()
  .min(1, { error: 'missing_verification_code' })
  .max(255, { error: 'invalid_verification_code' });
export const countryDialingCode = z
  .string()
  .trim()
  .regex(/^\+?[0-9]{1,4}$/, { error: 'invalid_phone_number' });
export const mobileNum = z
  .string({ error: 'missing_phone_number' })
  .trim()
  .min(1, { error: 'missing_phone_number' })
  .regex(/^[0-9]{6,15}$/, { error: 'invalid_phone_number' });

export const LOGIN_TYPES = ['username', 'sms', 'firebase'] as const;
export const SECOND_VERIFICATION_METHODS = ['mobile', 'email', 'bankName', 'authenticator'] as const;
export type SecondVerificationMethod = (typeof SECOND_VERIFICATION_METHODS)[number];

export const captcha = z.object({
  captchaId: z.string(),
  /** data:image/svg+xml;base64,… */
  image: z.string(),
});

export const country = z.object({
  countryCode: z.string(),
  countryDialingCode: z.string(),
  /** The fixed digit count of a mobile number in this country (spec §5). */
  mobileDigits: z.number().int(),
});
export type Country = z.infer<typeof country>;

export const REGISTER_MODES = ['username', 'mobile', 'mobilePassword', 'direct'] as const;
export type RegisterMode = (typeof REGISTER_MODES)[number];

export const registerSettings = z.object({
  /** Registration modes the whitelabel switches allow. */
  modes: z.array(z.enum(REGISTER_MODES)),
  smsVerification: z.boolean(),
  rules: z.array(registerRule),
  countries: z.array(country),
  defaultCountryCode: z.string(),
  paymentPasswordEnabled: z.boolean(),
  birthdayRequired: z.boolean(),
  /** How long the SMS button stays disabled: 60 s × expiry minutes (spec §4). */
  smsExpiryMinutes: z.number().int(),
});
export type RegisterSettings = z.infer<typeof registerSettings>;

export const memberInfo = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string(),
  /** 0 member, 1/2/41/42 agent, 4 demo (spec §6). */
  type: z.number().int(),
  isAgent: z.number().int(),
  toUpline: z.boolean(),
  clubLabel: z.object({ labelName: z.string(), rankLevel: z.number().int() }),
  memberLabel: z.array(z.string()),
  avatar: z.object({ avatar: z.string(), avatarType: z.enum(['STATIC', 'CUSTOM']), url: z.string() }),
  mustChangePassword: z.boolean(),
  /** The site language the member last chose (spec §7 update language); null until they choose one. */
  language: z.enum(LANGUAGES).nullable(),
});
export type MemberInfo = z.infer<typeof memberInfo>;

/** A finished login; or a second verification is needed first (login from an IP the member has not used). */
export const loginResult = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ok'),
    firstTimeLogin: z.boolean(),
    passwordExpired: z.boolean(),
    /** Show the change-password modal (weak default or expired with forced change; never for sms/firebase). */
    mustChangePassword: z.boolean(),
    member: memberInfo,
  }),
  z.object({
    status: z.literal('verify'),
    challengeId: z.string(),
    methods: z.array(z.enum(SECOND_VERIFICATION_METHODS)),
    /** Masked targets for the code methods, e.g. "*******789", "a***@example.com". */
    maskedMobile: z.string().nullable(),
    maskedEmail: z.string().nullable(),
  }),
]);
export type LoginResult = z.infer<typeof loginResult>;

export const loginBody = z.object({
  /** Username, or mobile number when type is sms. */
  username: z
    .string({ error: 'wrong_account' })
    .trim()
    .min(1, { error: 'wrong_account' })
    .max(64, { error: 'wrong_account' }),
  /** Password, or the SMS code when type is sms. */
  password: z
    .string({ error: 'wrong_password' })
    .min(1, { error: 'wrong_password' })
    .max(255, { error: 'wrong_password' }),
  type: z.enum(LOGIN_TYPES).default('username'),
  countryDialingCode: countryDialingCode.optional(),
  captchaId: z.string().max(64).optional(),
  captcha: z.string().trim().max(16).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

/**
 * The `details` of a failed login (`login_failed`, `captcha_required`, `captcha_invalid`, `account_locked`):
 * whether the next attempt needs a captcha, and for a lock how many minutes are left.
 */
export const loginFailureDetails = z.object({
  captchaRequired: z.boolean(),
  lockedMinutes: z.number().int().optional(),
});
export type LoginFailureDetails = z.infer<typeof loginFailureDetails>;

/** Spec §5/§9: captcha refresh and code requests at most once per this many milliseconds. */

export const codeRequest = z.object({ mobileNum, countryDialingCode });
export const registerCodeRequest = z.object({ mobileNo: mobileNum, countryDialingCode });
export const codeSent = z.object({ expiredMinutes: z.number().int() });

export const registerBody = z.object({
  registerMode: z.enum(REGISTER_MODES).default('username'),
  username: trimmed(64).optional(),
  password: z.string().max(255).optional(),
  confirmPassword: z.string().max(255).optional(),
  payeeName: trimmed(100).optional(),
  email: trimmed(255).optional(),
  qqNum: trimmed(64).optional(),
  mobileNum: trimmed(32).optional(),
  countryDialingCode: countryDialingCode.optional(),
  recommenderId: trimmed(64).optional(),
  captchaId: z.string().max(64).optional(),
  captcha: trimmed(16).optional(),
  verificationCode: verificationCode.optional(),
  affiliateCode: trimmed(64).optional(),
  referralCode: trimmed(64).optional(),
  paymentPassword: z.string().max(255).optional(),
  line: trimmed(100).optional(),
  whatsapp: trimmed(100).optional(),
  facebook: trimmed(255).optional(),
  wechat: trimmed(100).optional(),
  idNumber: trimmed(64).optional(),
  birthday: trimmed(10).optional(),
  domain: trimmed(255).optional(),
  registerUrl: trimmed(2048).optional(),
  registerMethod: z.literal('WEB').default('WEB'),
  /** The 18+ terms checkbox: on by default and must stay on. */
  termsAccepted: z.literal(true, { error: 'terms_not_accepted' }),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const affiliateQuery = z.object({ code: trimmed(64), domain: trimmed(255).optional() });
export const affiliateInfo = z.object({ code: z.string(), agentNickname: z.string() });

export const changePasswordBody = z.object({
  oldPassword: z.string().max(255),
  newPassword: z.string().max(255),
  confirmNewPassword: z.string().max(255),
});

export const forgotPasswordBody = z.object({ username: trimmed(64).min(1), email: trimmed(255).min(1) });
export const resetPasswordBody = z.object({
  token: z.string().min(1).max(255),
  newPassword: z.string().max(255),
  confirmNewPassword: z.string().max(255),
});
export const phonePasswordBody = z.object({
  mobileNum,
  countryDialingCode,
  verificationCode,
  newPassword: z.string().max(255),
});

/** Spec §7 "update language": the logged-in member's choice of site language, kept for their next login. */
export const updateLanguageBody = z.object({
  language: z.enum(LANGUAGES, { error: 'language_unsupported' }),
});
export type UpdateLanguageBody = z.infer<typeof updateLanguageBody>;

export const freePlayBody = z.object({
  os: trimmed(32).default('web'),
  platform: z.literal('W').default('W'),
  /** A random string from the client (spec §7); the server keeps one demo account per string. */
  nonce: z.string().min(16).max(128),
  gatewayVersion: z.literal(3).default(3),
});

export const secondVerificationSendBody = z.object({
  challengeId: z.string().max(64),
  method: z.enum(['mobile', 'email']),
});
export const secondVerificationBody = z.object({
  challengeId: z.string().max(64),
  method: z.enum(SECOND_VERIFICATION_METHODS),
  /** The code (mobile, e-mail, authenticator) or the bank account name (bankName). */
  answer: z.string().trim().min(1).max(255),
});

export const OAUTH_PROVIDERS = ['google', 'facebook'] as const;
export const oauthTicket = z.object({
  ticket: z.string(),
  provider: z.enum(OAUTH_PROVIDERS),
  email: z.string().nullable(),
  displayName: z.string(),
});
/** Which sign-in buttons to show; `development` when they lead to the local stand-in, not the real sites. */
export const oauthProviderList = z.object({
  providers: z.array(z.enum(OAUTH_PROVIDERS)),
  development: z.boolean(),
});
export const oauthBindBody = z.object({
  ticket: z.string().max(128),
  username: trimmed(64).min(1),
  password: z.string().min(1).max(255),
});
export const oauthRegisterBody = z.object({ ticket: z.string().max(128), username: trimmed(64).min(1) });

export const securityOverview = z.object({
  maskedMobile: z.string().nullable(),
  maskedEmail: z.string().nullable(),
  hasPaymentPassword: z.boolean(),
  authenticatorEnabled: z.boolean(),
  passwordChangedAt: z.string().nullable(),
  oauth: z.array(z.object({ provider: z.enum(OAUTH_PROVIDERS), boundAt: z.string() })),
});

export const paymentPasswordBody = z.object({
  loginPassword: z.string().min(1).max(255),
  newPaymentPassword: z.string().max(255),
  confirmPaymentPassword: z.string().max(255),
});
/** Replacing a number or address already bound also needs the login password (`login_password_required`). */
const rebindPassword = z.string().max(255).optional();
export const bindMobileBody = z.object({
  mobileNum,
  countryDialingCode,
  verificationCode,
  loginPassword: rebindPassword,
});
export const bindEmailCodeBody = z.object({ email: trimmed(255).min(1) });
export const bindEmailBody = z.object({
  email: trimmed(255).min(1),
  verificationCode,
  loginPassword: rebindPassword,
});

export const authenticatorSetup = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrDataUrl: z.string(),
});
export const authenticatorCodeBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[0-9]{6}$/, { error: 'invalid_verification_code' }),
});
export const authenticatorDisableBody = authenticatorCodeBody.extend({
  password: z.string().min(1).max(255),
});

export const loginRecord = z.object({
  at: z.string(),
  ip: z.string(),
  device: z.string(),
  success: z.boolean(),
});
export const sessionRecord = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string(),
  device: z.string(),
  current: z.boolean(),
});
export const sessionsRevoked = z.object({ revoked: z.number().int() });

export const avatarBody = z.object({ avatar: z.enum(AVATAR_CHOICES) });
export const avatarInfo = z.object({
  avatar: z.string(),
  avatarType: z.enum(['STATIC', 'CUSTOM']),
  url: z.string(),
  choices: z.array(z.object({ avatar: z.enum(AVATAR_CHOICES), url: z.string() })),
});
export type AvatarInfo = z.infer<typeof avatarInfo>;

export const outboxMessage = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
