/** Business constants from the product spec (§9), shared by server and web. */

export const LANGUAGES = ['vi', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'vi';

/** Game categories as the vendor lanes name them (spec §3.6). */
export const GAME_CATEGORIES = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** The isGame value of a vendor (or game) that opens a popup list of the vendor's games instead of a route (spec §2.1). */
export const VENDOR_POPUP = 'VASSALAGE';

/** Announcement types (spec §3.1): banner, player notice, popup, promotion, headline marquee. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/**
 * Who an announcement is for, set by the operator: visitors (nobody logged in), members (logged in; the operator
 * may add a minimum rank level), or everyone.
 */
export const ANNOUNCEMENT_AUDIENCES = ['visitors', 'members', 'all'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;

export const PAGE_SIZES = {
  gameDropdownFirst: 21,
  gameDropdownNext: 18,
  gameList: 24,
  notices: 9,
  maxPageSize: 100,
} as const;

export const CLIENT_TYPE = 3;
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const DEMO_TYPE = 4;
export const VIP_RANK_ABOVE = 4;

/** System status returned by the permission call (spec §4). */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;
export type SystemStatus = (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS];

/** Whitelabel switches (spec §6), by modId. */
export const WHITELABEL_SWITCHES = [
  'registerMobile',
  'registerSmsVerify',
  'registerMobilePassword',
  'registerUsername',
  'registerDirect',
  'freePlay',
  'forcePasswordExpiry',
  'loginPhone',
  'loginVerificationCode',
  'recoverByPhone',
  'manualRebate',
  'referral',
  'loginRequired',
  'enableCt',
  'salary',
  'hourSalary',
  'agentRealtimeSalary',
] as const;
export type WhitelabelSwitch = (typeof WHITELABEL_SWITCHES)[number];

/** Footer / help pages served by the platform module. */
export const FOOTER_PAGES = [
  'about',
  'contact',
  'terms',
  'responsible-gaming',
  'privacy',
  'affiliates',
  'refund',
] as const;
export type FooterPage = (typeof FOOTER_PAGES)[number];

export const RESOURCE_TYPES = ['IOS', 'IOS_LITE', 'ANDROID', 'FACEBOOK', 'EMAIL'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** Throttles of spec §5: a new captcha image, and a new SMS/e-mail code, at most once a second. */
export const CAPTCHA_REFRESH_INTERVAL_MS = 1000;
export const CODE_REQUEST_INTERVAL_MS = 1000;

export const AVATAR_CHOICES = [
  'avatar01',
  'avatar02',
  'avatar03',
  'avatar04',
  'avatar05',
  'avatar06',
  'avatar07',
  'avatar08',
] as const;

/** Custom avatars: png or jpg, checked by content, at most this many bytes. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

// Wallet constants the web needs without loading the schemas (zod stays out of the /index bundle).

/** Bank account numbers: digits only, 6–20 of them (pattern `digits`). */
export const ACCOUNT_NUMBER_LENGTH = { min: 6, max: 20 } as const;
/** The payee (account holder) name: pattern `payeeName` (no diacritics, spaces), 2–50 characters. */
export const PAYEE_NAME_LENGTH = { min: 2, max: 50 } as const;

/** The longest date range a record query may cover, in days (the web offers today, 7 and 30 days). */
export const RECORD_MAX_RANGE_DAYS = 90;

/**
 * Record types of the transaction record filter; each covers these ledger kinds:
 * deposit; withdrawal (+ hold and release); transfer; vendor_transfer; game (bet, win, refund); bonus; rebate;
 * salary; dividend; adjustment (+ reversal).
 */
export const RECORD_TYPES = [
  'deposit',
  'withdrawal',
  'transfer',
  'vendor_transfer',
  'game',
  'bonus',
  'rebate',
  'salary',
  'dividend',
  'adjustment',
] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

/**
 * Where a bonus or rebate of the bonus details came from (the ledger transfer's `metadata.source`): the registration
 * gift, a cashback claim, a points-mall reward paid as money. The web labels each in every language; another source
 * an operator names (a promotion code) is shown as it is written.
 */
export const BONUS_SOURCES = ['registration_gift', 'manual_rebate', 'points_mall'] as const;
export type BonusSource = (typeof BONUS_SOURCES)[number];
