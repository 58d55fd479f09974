import { ACCOUNTS_API, CSRF_COOKIE, CSRF_HEADER, type LoginResult } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { hashPassword } from './passwords/hashing.ts';
import { createCaptcha } from './verification/captcha.ts';

/**
 * Test helpers for the accounts API (also for the security centre's tests):
 *
 * - `TestClient` keeps the cookies the server sets between `app.inject` calls, like a browser, and sends the
 *   CSRF header with every write; `ip` presents a visitor address through X-Forwarded-For (build the app with
 *   `createTestApp({ trustProxy: true })`).
 * - `solveCaptcha(db)` makes a captcha and answers it; `latestCode(db, to)` reads the newest code sent to
 *   a number (`84912345678`) or address from the dev outbox.
 * - `createMember(db, …)` inserts a member directly; `registerMember` goes through the API.
 */

export type TestResponse<T = unknown> = {
  status: number;
  body: {
    success: boolean;
    value: T;
    code?: string;
    message?: string;
    fields?: Record<string, string>;
    details?: Record<string, unknown>;
  };
  headers: Record<string, unknown>;
  setCookies: { name: string; value: string }[];
};

type RequestOptions = {
  body?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** Leave the CSRF header out (to test the check). */
  noCsrf?: boolean;
};

export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    public ip?: string,
    public language: 'vi' | 'en' = 'en',
  ) {}

  async request<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
    url: string,
    options: RequestOptions = {},
  ) {
    const headers: Record<string, string> = { 'x-lang': this.language, 'user-agent': 'vitest TestClient' };
    if (this.ip) headers['x-forwarded-for'] = this.ip;
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookie) headers.cookie = cookie;
    const csrf = this.cookies.get(CSRF_COOKIE);
    if (csrf && method !== 'GET' && !options.noCsrf) headers[CSRF_HEADER] = csrf;
    let payload: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(options.form).toString();
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(options.body);
    }
    const res = await this.app.inject({ method, url, headers: { ...headers, ...options.headers }, payload });
    const setCookies = res.cookies.map((c) => ({ name: c.name, value: c.value }));
    for (const c of res.cookies) {
      const gone =
        c.value === '' || c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() <= Date.now());
      if (gone) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    let body: TestResponse<T>['body'];
    try {
      body = res.json();
    } catch {
      body = { success: false, value: undefined as T, code: `non-JSON answer: ${res.body.slice(0, 80)}` };
    }
    return { status: res.statusCode, body, headers: res.headers, setCookies } satisfies TestResponse<T>;
  }

  get<T = unknown>(url: string, options?: RequestOptions) {
    return this.request<T>('GET', url, options);
  }
  post<T = unknown>(url: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', url, { ...options, body });
  }
  put<T = unknown>(url: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', url, { ...options, body });
  }
  delete<T = unknown>(url: string, options?: RequestOptions) {
    return this.request<T>('DELETE', url, options);
  }

  /** Logs in by username and password (answers the LoginResult, `verify` included). */
  login(username: string, password: string, extra: Record<string, unknown> = {}) {
    return this.post<LoginResult>(ACCOUNTS_API.login, { username, password, type: 'username', ...extra });
  }
}

/** A stored captcha and its answer, ready for a request body. */
export async function solveCaptcha(db: Db): Promise<{ captchaId: string; captcha: string }> {
  const { captchaId, answer } = await createCaptcha(db, null);
  return { captchaId, captcha: answer };
}

/** The newest 6-digit code in the dev outbox for a recipient (`84912345678`, `a@b.vn`). */
export async function latestCode(db: Db, to: string): Promise<string> {
  const row = await db
    .selectFrom('dev_outbox')
    .select('body')
    .where('recipient', '=', to)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const code = row && /\b(\d{6})\b/.exec(row.body)?.[1];
  if (!code) throw new Error(`No code in the outbox for ${to}`);
  return code;
}

let counter = 0;
/** A fresh valid username for tests ("t" + digits, within the demo rule's 6–16 characters). */
export function uniqueUsername(prefix = 't'): string {
  counter += 1;
  return `${prefix}${process.pid % 10000}${Date.now() % 100000}${counter}`.slice(0, 16);
}

export type MemberSeed = {
  username?: string;
  password?: string | null;
  type?: number;
  mobile?: { dialingCode: string; mobile: string } | null;
  email?: string | null;
  payeeName?: string | null;
  mustChangePassword?: boolean;
  /** Set to pretend the member logged in before (second verification applies from unknown IPs). */
  lastLoginAt?: Date | null;
  parentId?: bigint | null;
  affiliateCode?: string | null;
};

/** Inserts a member of the demo merchant directly (password hashed); answers its id and username. */
export async function createMember(db: Db, seed: MemberSeed = {}): Promise<{ id: bigint; username: string }> {
  const username = (seed.username ?? uniqueUsername()).toLowerCase();
  const password = seed.password === undefined ? 'Test1234' : seed.password;
  const merchant = await db.selectFrom('merchants').select('code').executeTakeFirstOrThrow();
  return db
    .insertInto('members')
    .values({
      merchant: merchant.code,
      username,
      nickname: username,
      type: seed.type ?? 0,
      password_hash: password === null ? null : await hashPassword(password),
      password_changed_at: password === null ? null : new Date(),
      must_change_password: seed.mustChangePassword ?? false,
      country_dialing_code: seed.mobile?.dialingCode ?? null,
      mobile: seed.mobile?.mobile ?? null,
      email: seed.email ?? null,
      payee_name: seed.payeeName ?? null,
      last_login_at: seed.lastLoginAt ?? null,
      parent_id: seed.parentId ?? null,
      affiliate_code: seed.affiliateCode ?? null,
      demo_nonce: (seed.type ?? 0) === 4 ? `nonce-${username}-${Date.now()}` : null,
      profile: {},
    })
    .returning(['id', 'username'])
    .executeTakeFirstOrThrow();
}

/** Registers through PUT register (captcha solved) and answers the response; the client is then logged in. */
export async function registerMember(client: TestClient, db: Db, fields: Record<string, unknown> = {}) {
  const username = (fields.username as string | undefined) ?? uniqueUsername();
  const password = (fields.password as string | undefined) ?? 'Test1234';
  return client.put<LoginResult>(ACCOUNTS_API.register, {
    registerMode: 'username',
    username,
    password,
    confirmPassword: password,
    termsAccepted: true,
    ...(await solveCaptcha(db)),
    ...fields,
  });
}

/** Turns a whitelabel switch on or off (tests of switched features). */
export async function setSwitch(db: Db, modId: string, enabled: boolean): Promise<void> {
  await db.updateTable('whitelabel_features').set({ enabled }).where('mod_id', '=', modId).execute();
}

/** Changes one registration rule of the demo merchant. */
export async function setRule(
  db: Db,
  field: string,
  patch: Partial<{
    enabled: boolean;
    required: boolean;
    pattern_id: string;
    accepted_pattern: string;
    min_length: number;
    max_length: number;
  }>,
): Promise<void> {
  await db.updateTable('register_rules').set(patch).where('field', '=', field).execute();
}

let ipCounter = 0;
/** A fresh visitor address (IP-based limits are per test then). */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(process.pid >> 8) % 250}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}
