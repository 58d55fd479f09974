import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
  NODE_ENV: z.string().default('development'),
  /** Requests per minute per IP on each sensitive accounts route (login, register, codes, passwords). */
  ACCOUNTS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
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
  /** Serve GET /api/dev/outbox (default: on unless NODE_ENV=production). */
  DEV_OUTBOX: booleanString.optional(),
  /** HMAC secret of the sandbox payment gateway's callbacks; unset → a random one per process (set it when
   * several server processes share the work). */
  PAYMENT_SANDBOX_SECRET: z.string().min(16).optional(),
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
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  sessionMaxAgeHours: number;
  sessionIdleMinutes: number;
  cookieSecure: boolean;
  passwordMaxAgeDays: number;
  verificationCodeMinutes: number;
  publicUrl: string;
  smsProvider: 'outbox';
  emailProvider: 'outbox';
  devOutbox: boolean;
  paymentSandboxSecret: string;
  totpKey: string | undefined;
  oauthMode: 'dev' | 'off';
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
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
    accountsRateLimitPerMinute: e.ACCOUNTS_RATE_LIMIT_PER_MINUTE,
    argon2: {
      memoryCost: e.ARGON2_MEMORY_KIB,
      timeCost: e.ARGON2_TIME_COST,
      parallelism: e.ARGON2_PARALLELISM,
    },
    sessionMaxAgeHours: e.SESSION_MAX_AGE_HOURS,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    cookieSecure: e.COOKIE_SECURE,
    passwordMaxAgeDays: e.PASSWORD_MAX_AGE_DAYS,
    verificationCodeMinutes: e.VERIFICATION_CODE_MINUTES,
    publicUrl: e.PUBLIC_URL.replace(/\/+$/, ''),
    smsProvider: e.SMS_PROVIDER,
    emailProvider: e.EMAIL_PROVIDER,
    devOutbox: e.DEV_OUTBOX ?? e.NODE_ENV !== 'production',
    paymentSandboxSecret: e.PAYMENT_SANDBOX_SECRET ?? randomBytes(32).toString('hex'),
    totpKey: e.TOTP_KEY,
    oauthMode: e.OAUTH_MODE ?? (e.NODE_ENV === 'production' ? 'off' : 'dev'),
  };
}

export { repoRoot };
