import type { Language } from '@app/contracts';
import type { ColumnType, Generated } from 'kysely';

/** The tables of migration 0004_accounts.sql (and later columns) as Kysely sees them. */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** `inet`: written as text, read back as text ("203.0.113.7"). */
type Inet = ColumnType<string | null, string | null | undefined, string | null>;
/** jsonb: node-postgres sends an object as JSON. */
type Json = ColumnType<Record<string, unknown>, Record<string, unknown> | undefined, Record<string, unknown>>;

/** Member types (spec §6): 0 member, 1/2/41/42 agent, 4 demo. */
export type MemberType = 0 | 1 | 2 | 4 | 41 | 42;

/** How a session began (sessions.login_type). */
export type LoginType = 'username' | 'sms' | 'firebase' | 'oauth' | 'free_play' | 'register' | 'phone_reset';

export type CodePurpose =
  | 'login'
  | 'register'
  | 'password_reset'
  | 'bind_mobile'
  | 'bind_email'
  | 'second_verification';
export type CodeChannel = 'sms' | 'email';

export type MembersTable = {
  id: Generated<bigint>;
  merchant: string;
  username: string;
  nickname: string;
  type: ColumnType<number, number | undefined, number>;
  parent_id: bigint | null;
  password_hash: string | null;
  password_changed_at: NullableTimestamp;
  must_change_password: Generated<boolean>;
  payment_password_hash: string | null;
  country_dialing_code: string | null;
  mobile: string | null;
  email: string | null;
  payee_name: string | null;
  birthday: ColumnType<Date | null, string | null | undefined, string | null>;
  profile: Json;
  affiliate_code: string | null;
  referred_by_code: string | null;
  avatar: Generated<string>;
  avatar_type: Generated<'STATIC' | 'CUSTOM'>;
  totp_secret: string | null;
  totp_enabled: Generated<boolean>;
  rank_level: Generated<number>;
  status: Generated<'active' | 'disabled'>;
  failed_logins: Generated<number>;
  locked_until: NullableTimestamp;
  demo_nonce: string | null;
  register_ip: Inet;
  last_login_at: NullableTimestamp;
  created_at: Timestamp;
  /** The site language the member last chose (migration 0045); null until they choose. */
  language: ColumnType<Language | null, Language | null | undefined, Language | null>;
};

export type SessionsTable = {
  id: Generated<bigint>;
  member_id: bigint;
  token_hash: Buffer;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Date | string;
  revoked_at: NullableTimestamp;
  ip: Inet;
  user_agent: Generated<string>;
  login_type: LoginType;
};

export type LoginHistoryTable = {
  id: Generated<bigint>;
  member_id: bigint;
  at: Timestamp;
  ip: Inet;
  user_agent: Generated<string>;
  success: boolean;
  login_type: string;
};

export type KnownIpsTable = {
  member_id: bigint;
  ip: string;
  first_seen_at: Timestamp;
  last_seen_at: Timestamp;
};

export type VerificationCodesTable = {
  id: Generated<bigint>;
  purpose: CodePurpose;
  channel: CodeChannel;
  target: string;
  code_hash: Buffer;
  created_at: Timestamp;
  expires_at: Date | string;
  attempts: Generated<number>;
  consumed_at: NullableTimestamp;
  ip: Inet;
};

export type CaptchasTable = {
  id: string;
  answer_hash: Buffer;
  created_at: Timestamp;
  expires_at: Date | string;
  used_at: NullableTimestamp;
  ip: Inet;
};

export type LoginChallengesTable = {
  id: string;
  member_id: bigint;
  login_type: string;
  ip: Inet;
  user_agent: Generated<string>;
  created_at: Timestamp;
  expires_at: Date | string;
  attempts: Generated<number>;
  completed_at: NullableTimestamp;
};

export type PasswordResetTokensTable = {
  token_hash: Buffer;
  member_id: bigint;
  created_at: Timestamp;
  expires_at: Date | string;
  used_at: NullableTimestamp;
};

export type OauthIdentitiesTable = {
  provider: 'google' | 'facebook';
  subject: string;
  member_id: bigint;
  email: string | null;
  bound_at: Timestamp;
};

export type OauthTicketsTable = {
  ticket_hash: Buffer;
  provider: string;
  subject: string;
  email: string | null;
  display_name: Generated<string>;
  created_at: Timestamp;
  expires_at: Date | string;
  used_at: NullableTimestamp;
};

export type DevOutboxTable = {
  id: Generated<bigint>;
  channel: CodeChannel;
  recipient: string;
  subject: string | null;
  body: string;
  /** SHA-256 of the outbox key of the browser session that caused it (demo mode), else null. */
  viewer_hash: Buffer | null;
  /** The member whose own phone or e-mail it went to: only that member's browsers may read it. */
  member_id: bigint | null;
  created_at: Timestamp;
};

export type DevOutboxDevicesTable = {
  viewer_hash: Buffer;
  member_id: bigint;
  seen_at: Generated<Date>;
};

export type LoginFailuresByIpTable = {
  ip: string;
  failures: Generated<number>;
  window_started_at: Timestamp;
  locked_until: NullableTimestamp;
};

export type AccountsTables = {
  members: MembersTable;
  sessions: SessionsTable;
  login_history: LoginHistoryTable;
  known_ips: KnownIpsTable;
  verification_codes: VerificationCodesTable;
  captchas: CaptchasTable;
  login_challenges: LoginChallengesTable;
  password_reset_tokens: PasswordResetTokensTable;
  oauth_identities: OauthIdentitiesTable;
  oauth_tickets: OauthTicketsTable;
  dev_outbox: DevOutboxTable;
  dev_outbox_devices: DevOutboxDevicesTable;
  login_failures_by_ip: LoginFailuresByIpTable;
};
