import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { GameRhythm } from './shared/game-rhythm.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** When unset, an embedded PostgreSQL is started under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** Trust X-Forwarded-For from a proxy in front (true, false, or a comma list of addresses/CIDRs). */
  TRUST_PROXY: z.string().default('false'),
  SEED: booleanString.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Requests per minute per IP on the API; 0 turns the general limit off (benchmarks). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
  /** How long a statement waits for a row lock, and may run, before the request is answered `account_busy`. */
  DB_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).default(3_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  /** Open WebSockets (live tables, crash, PVP) one address may hold; further upgrades answer 429. 0: no cap. */
  WS_PER_ADDRESS: z.coerce.number().int().min(0).default(30),
  NODE_ENV: z.string().default('development'),
  /** Requests per minute per IP on each sensitive accounts route (login, register, codes, passwords); 0 turns it off. */
  ACCOUNTS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(30),
  /** argon2id cost (OWASP minimum: 19 MiB, 2 passes, 1 lane). */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).max(1_048_576).default(19456),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).max(20).default(2),
  ARGON2_PARALLELISM: z.coerce.number().int().min(1).max(16).default(1),
  /** Session lifetime from login (absolute) and without activity (idle). */
  SESSION_MAX_AGE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24 * 7),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60 * 30)
    .default(120),
  /**
   * How long a live session, once read, is trusted without reading it again (0: read on every request). A
   * session ended in this process stops at once; ended by another process, within this bound.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /** Mark the session cookies Secure (needs https; leave false for http://localhost). */
  COOKIE_SECURE: booleanString.default(false),
  /** With the forcePasswordExpiry switch on, passwords older than this must be changed. */
  PASSWORD_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** How long an SMS/e-mail verification code lives. */
  VERIFICATION_CODE_MINUTES: z.coerce.number().int().min(1).max(60).default(5),
  /** The site's address as members see it: password-reset links point here. */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  /** Who delivers SMS and e-mail: `outbox` writes them to the dev_outbox table (adapters/sms.ts, email.ts). */
  SMS_PROVIDER: z.enum(['outbox']).default('outbox'),
  EMAIL_PROVIDER: z.enum(['outbox']).default('outbox'),
  /**
   * The demo: the sandbox payment gateway, the dev outbox and the dev sign-in page are on. Default on, except
   * with NODE_ENV=production, where turning it (or any of those parts) on refuses to start.
   */
  DEMO_MODE: booleanString.optional(),
  /**
   * GET /api/dev/outbox: `session` shows a message only to the browser session that caused it (the demo's
   * default), `open` shows everything to loopback callers (browser tests), `off` → 404 (default outside the demo).
   */
  DEV_OUTBOX: z.enum(['off', 'session', 'open']).optional(),
  /** HMAC secret of the sandbox payment gateway's callbacks; unset → one kept in the database (sandbox only). */
  PAYMENT_SANDBOX_SECRET: z.string().min(16).optional(),
  /** Gateway callbacks accepted per minute per IP (they are unauthenticated until their signature is checked). */
  CALLBACK_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** A deposit still pending this long after it started is asked of its gateway (the callback may be lost). */
  DEPOSIT_RECOVER_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(120),
  /** How often an idle job worker looks for work. */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** Run the job queue's workers and schedules in this process (off: this process only serves requests). */
  JOBS: booleanString.default(true),
  /** Whether this process may drive the crash games' rounds (one process at a time does, by a lock). */
  CRASH_CLOCK: booleanString.default(true),
  /** Whether this process may drive the live tables' rounds (one process at a time does, by a lock). */
  TABLE_CLOCK: booleanString.default(true),
  /** Whether this process may drive the PVP card rooms' hands (one process at a time does, by a lock). */
  PVP_CLOCK: booleanString.default(true),
  /** Whether this process may run the local sports feed (one process at a time does, by a lock). */
  SPORTS_FEED: booleanString.default(true),
  /** Whether the house may seat marked bots at a PVP table where too few players sit. */
  PVP_BOTS: booleanString.default(true),
  /** A PVP player's time to move (tiến lên) and to turn their cards up (ba cây, bài cào). */
  PVP_TURN_SECONDS: z.coerce.number().int().min(2).max(120).default(20),
  /**
   * Tests only: `brisk` runs the live tables and crash on shorter rounds (shared/game-rhythm.ts), so journeys wait
   * less for them; refused in production.
   */
  GAME_RHYTHM: z.enum(['standard', 'brisk']).default('standard'),
  /** Tests only: the process kills itself (SIGKILL) when it reaches this named step (lib/crash-point.ts). */
  CRASH_AT: z
    .string()
    .regex(/^[a-z.-]{1,60}$/)
    .optional(),
  /** 32 bytes (64 hex or base64) encrypting authenticator secrets; unset: <DATA_DIR>/totp.key, made on first start. */
  TOTP_KEY: z.string().optional(),
  /** Third-party sign-in: `dev` = local stand-in for Google/Facebook (anyone can claim any e-mail), `off`. */
  OAUTH_MODE: z.enum(['dev', 'off']).optional(),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  embeddedPgPort: number;
  dataDir: string;
  webDist: string;
  trustProxy: boolean | string;
  seed: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  rateLimitPerMinute: number;
  accountsRateLimitPerMinute: number;
  dbLockTimeoutMs: number;
  dbStatementTimeoutMs: number;
  wsPerAddress: number;
  /**
   * One money-moving request per member at a time (http/one-per-member.ts). Off only in tests that stand for
   * several server processes sending one member's requests together (each process guards its own).
   */
  memberRequestGuard: boolean;
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  sessionMaxAgeHours: number;
  sessionIdleMinutes: number;
  sessionCacheMs: number;
  cookieSecure: boolean;
  passwordMaxAgeDays: number;
  verificationCodeMinutes: number;
  publicUrl: string;
  smsProvider: 'outbox';
  emailProvider: 'outbox';
  production: boolean;
  /** Under test (NODE_ENV=test): every answer is also checked against its response schema by zod. */
  checkResponses: boolean;
  demoMode: boolean;
  devOutbox: 'off' | 'session' | 'open';
  paymentSandboxSecret: string | undefined;
  callbackRateLimitPerMinute: number;
  depositRecoverAfterSeconds: number;
  jobsPollSeconds: number;
  jobs: boolean;
  crashClock: boolean;
  tableClock: boolean;
  pvpClock: boolean;
  sportsFeed: boolean;
  pvpBots: boolean;
  pvpTurnSeconds: number;
  gameRhythm: GameRhythm;
  crashAt: string | undefined;
  totpKey: string | undefined;
  oauthMode: 'dev' | 'off';
};

/** A configuration the server refuses to start with; its message is one line for the operator. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const demoMode = e.DEMO_MODE ?? !production;
  const devOutbox = e.DEV_OUTBOX ?? (demoMode ? 'session' : 'off');
  const oauthMode = e.OAUTH_MODE ?? (demoMode ? 'dev' : 'off');
  if (production) {
    const unsafe = [
      demoMode && 'DEMO_MODE',
      devOutbox !== 'off' && 'DEV_OUTBOX',
      oauthMode === 'dev' && 'OAUTH_MODE=dev',
      e.CRASH_AT && 'CRASH_AT',
      e.GAME_RHYTHM !== 'standard' && 'GAME_RHYTHM',
    ].filter(Boolean);
    if (unsafe.length > 0)
      throw new ConfigError(
        `NODE_ENV=production refuses to start with development parts on: ${unsafe.join(', ')} (anyone could pay themselves or read others' codes)`,
      );
  }
  const trust = e.TRUST_PROXY.toLowerCase();
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    dataDir: e.DATA_DIR,
    webDist: e.WEB_DIST,
    trustProxy: trust === 'true' ? true : trust === 'false' ? false : e.TRUST_PROXY,
    seed: e.SEED,
    logLevel: e.LOG_LEVEL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    dbLockTimeoutMs: e.DB_LOCK_TIMEOUT_MS,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    wsPerAddress: e.WS_PER_ADDRESS,
    memberRequestGuard: true,
    accountsRateLimitPerMinute: e.ACCOUNTS_RATE_LIMIT_PER_MINUTE,
    argon2: {
      memoryCost: e.ARGON2_MEMORY_KIB,
      timeCost: e.ARGON2_TIME_COST,
      parallelism: e.ARGON2_PARALLELISM,
    },
    sessionMaxAgeHours: e.SESSION_MAX_AGE_HOURS,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionCacheMs: e.SESSION_CACHE_MS,
    cookieSecure: e.COOKIE_SECURE,
    passwordMaxAgeDays: e.PASSWORD_MAX_AGE_DAYS,
    verificationCodeMinutes: e.VERIFICATION_CODE_MINUTES,
    publicUrl: e.PUBLIC_URL.replace(/\/+$/, ''),
    smsProvider: e.SMS_PROVIDER,
    emailProvider: e.EMAIL_PROVIDER,
    production,
    checkResponses: e.NODE_ENV === 'test',
    demoMode,
    devOutbox,
    paymentSandboxSecret: e.PAYMENT_SANDBOX_SECRET,
    callbackRateLimitPerMinute: e.CALLBACK_RATE_LIMIT_PER_MINUTE,
    depositRecoverAfterSeconds: e.DEPOSIT_RECOVER_AFTER_SECONDS,
    jobsPollSeconds: e.JOBS_POLL_SECONDS,
    jobs: e.JOBS,
    crashClock: e.CRASH_CLOCK,
    tableClock: e.TABLE_CLOCK,
    pvpClock: e.PVP_CLOCK,
    sportsFeed: e.SPORTS_FEED,
    pvpBots: e.PVP_BOTS,
    pvpTurnSeconds: e.PVP_TURN_SECONDS,
    gameRhythm: e.GAME_RHYTHM,
    crashAt: e.CRASH_AT,
    totpKey: e.TOTP_KEY,
    oauthMode,
  };
}

export { repoRoot };
