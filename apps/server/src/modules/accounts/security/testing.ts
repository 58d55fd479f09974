import { ACCOUNTS_API, CSRF_COOKIE, CSRF_HEADER, type LoginResult } from '@app/contracts';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createTestDatabase } from '../../../../test/test-db.ts';
import type { OAuthMode, OAuthProviders } from '../../../adapters/oauth/index.ts';
import { type Config, loadConfig } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import { registerErrorHandler } from '../../../http/error-handler.ts';
import { responseSerializerCompiler } from '../../../http/response-serializer.ts';
import { accountsModule, authPlugin } from '../index.ts';
import { oauthModule } from '../oauth/index.ts';
import { createMember, type MemberSeed, TestClient } from '../testing.ts';
import { securityModule } from './index.ts';
import { verifyAuthenticatorCode } from './second-factor.ts';

/** A fixed TOTP key for tests (so nothing is written under the data directory). */
export const TEST_TOTP_KEY = '5a'.repeat(32);

/**
 * Test helper: the pieces of app.ts the security centre and third-party sign-in need (zod compilers, the
 * error handler, cookies, the accounts auth plugin and routes) plus their own plugins, on a fresh database.
 * Trusts X-Forwarded-For, so a TestClient's `ip` is the request's IP. Cheap argon2 settings.
 */
export async function buildSecurityTestApp(
  overrides: Partial<Config> & { providers?: OAuthProviders; oauthMode?: OAuthMode; totpKey?: string } = {},
) {
  const database = await createTestDatabase();
  const { providers, ...configOverrides } = overrides;
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' }),
    totpKey: TEST_TOTP_KEY,
    ...configOverrides,
  };
  const db = database.db;
  const app = Fastify({ trustProxy: true, bodyLimit: 1024 * 1024 }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check: true }));
  registerErrorHandler(app);
  await app.register(cookie);
  await app.register(authPlugin, { db, config });
  await app.register(accountsModule, { db, config, checkAuthenticator: verifyAuthenticatorCode });
  await app.register(securityModule, { db, config });
  await app.register(oauthModule, { db, config, providers });
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

let ipCounter = 0;
/** A fresh visitor address per client: the code throttles (one a second per IP) never get in the way. */
export function nextIp(): string {
  ipCounter += 1;
  return `198.51.100.${(ipCounter % 250) + 1}`;
}

/** A member created directly and a client logged in as them. */
export async function loggedInMember(app: FastifyInstance, db: Db, seed: MemberSeed = {}) {
  const password = seed.password === undefined ? 'Test1234' : seed.password;
  const member = await createMember(db, { ...seed, password });
  const client = new TestClient(app, nextIp());
  const login = await client.login(member.username, password ?? '');
  if (login.status !== 200 || (login.body.value as LoginResult).status !== 'ok') {
    throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  }
  return { ...member, password, client };
}

/** A multipart/form-data upload of one file through the client's cookies and CSRF header. */
export async function uploadFile(
  app: FastifyInstance,
  client: TestClient,
  file: { bytes: Buffer; filename: string; contentType: string; field?: string },
) {
  const boundary = `----vitest${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
      `Content-Type: ${file.contentType}\r\n\r\n`,
  );
  const payload = Buffer.concat([head, file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const cookies = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const res = await app.inject({
    method: 'POST',
    url: ACCOUNTS_API.avatarUpload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      cookie: cookies,
      [CSRF_HEADER]: client.cookies.get(CSRF_COOKIE) ?? '',
      'x-lang': 'en',
      ...(client.ip ? { 'x-forwarded-for': client.ip } : {}),
    },
    payload,
  });
  return { status: res.statusCode, body: res.json() as { success: boolean; code?: string; value?: unknown } };
}
