import net from 'node:net';
import {
  ACCOUNTS_API,
  CSRF_COOKIE,
  CSRF_HEADER,
  isErrorCode,
  OPERATOR_API,
  SESSION_COOKIE,
  WALLET_API,
} from '@app/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../../test/test-db.ts';
import { SANDBOX_GATEWAY, SANDBOX_PAGE, sandboxSecret } from '../adapters/payments/sandbox/gateway.ts';
import type { Db } from '../db/database.ts';
import { createMember, freshIp, TestClient } from '../modules/accounts/testing.ts';
import { createOperator } from '../modules/operator/index.ts';
import { multipart, postCallback } from '../modules/wallet/testing.ts';

/**
 * Odd input is refused, never crashed on: every operation of the served OpenAPI document gets malformed input in
 * every parameter and body field (control characters, 100 KB strings, numbers, arrays, objects, null, SQL and
 * HTML fragments, huge numbers…), from an anonymous caller and from a logged-in member who is also an operator.
 * Every answer must be a 2xx/3xx, or a 4xx whose JSON body carries a catalogue code: never a 5xx.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
type Parameter = { in: string; name: string; schema?: JsonSchema };
type Operation = { method: Method; path: string; parameters: Parameter[]; body?: JsonSchema };
type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
    >
  >;
};

/** One request of the walk: path segments and query already percent-encoded, the body as sent. */
type Probe = {
  label: string;
  path: Record<string, string>;
  query: string;
  body?: { payload: string; contentType: string };
};

// ---- the malformed values -------------------------------------------------------------------------------

const STRING_ATTACKS: [string, string][] = [
  ['NUL', '\u0000'],
  ['NUL inside', 'ab\u0000cd'],
  ['C0 controls', '\u0001\u0008\u001b'],
  ['DEL', '\u007f'],
  ['C1 controls', '\u0085\u009b'],
  ['lone high surrogate', 'a\ud800'],
  ['lone low surrogate', '\udc00b'],
  ['line break', 'line1\r\nline2'],
  ['tab', 'a\tb'],
  ['100 KB', 'x'.repeat(100 * 1024)],
  ['SQL', "' OR 1=1 --"],
  ['HTML', '<script>alert(1)</script>'],
  ['empty', ''],
  ['emoji', '😀🎰'],
  ['right-to-left override', '\u202eabc'],
  ['path traversal', '../../etc/passwd'],
  ['negative', '-1'],
  ['huge float', '1e308'],
  ['huge integer', '99999999999999999999999'],
];

/** JSON values put where the schema wants something else; `RAW` ones are sent as written (not as JS numbers). */
const RAW = Symbol('raw JSON');
type Raw = { [RAW]: string };
const raw = (text: string): Raw => ({ [RAW]: text });
const VALUE_ATTACKS: [string, unknown][] = [
  ['-1', -1],
  ['1e308', 1e308],
  ['99999999999999999999999', raw('99999999999999999999999')],
  ['fraction', 1.5],
  ['true', true],
  ['null', null],
  ['empty array', []],
  ['array', ['a', 'b']],
  ['empty object', {}],
  ['object', { a: 'b' }],
  ['object with NUL key', { '\u0000': 'x' }],
];

/** Percent-encoded path segments and query values that no encoder would produce. */
const RAW_ENCODINGS: [string, string][] = [
  ['bare percent', '%'],
  ['invalid UTF-8', '%FF'],
  ['encoded lone surrogate', '%ED%A0%80'],
  ['overlong NUL', '%C0%80'],
  ['encoded slash', '..%2F..%2F'],
];

/** Whole bodies that are not the object the operation wants. */
const BODY_ATTACKS: [string, { payload: string; contentType: string }][] = [
  ['JSON null', { payload: 'null', contentType: 'application/json' }],
  ['JSON array', { payload: '[]', contentType: 'application/json' }],
  ['JSON string', { payload: '"text"', contentType: 'application/json' }],
  ['JSON number', { payload: '1e308', contentType: 'application/json' }],
  ['empty object', { payload: '{}', contentType: 'application/json' }],
  ['broken JSON', { payload: '{"broken', contentType: 'application/json' }],
  ['empty JSON', { payload: '', contentType: 'application/json' }],
  ['raw NUL', { payload: '\u0000', contentType: 'application/json' }],
  ['escaped NUL key', { payload: '{"\\u0000":"\\u0000"}', contentType: 'application/json' }],
  [
    'deep nesting',
    { payload: `${'['.repeat(100_000)}${']'.repeat(100_000)}`, contentType: 'application/json' },
  ],
  ['prototype pollution', { payload: '{"__proto__":{"admin":true}}', contentType: 'application/json' }],
  [
    'constructor pollution',
    { payload: '{"constructor":{"prototype":{"admin":true}}}', contentType: 'application/json' },
  ],
  ['text with NUL', { payload: 'hello\u0000', contentType: 'text/plain' }],
  ['form with NUL', { payload: 'a=%00&b=%ED%A0%80', contentType: 'application/x-www-form-urlencoded' }],
  ['XML', { payload: '<a>b</a>', contentType: 'application/xml' }],
  ['multipart without boundary', { payload: 'x', contentType: 'multipart/form-data' }],
];

// ---- reading the document -------------------------------------------------------------------------------

function operationsOf(doc: OpenApi): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase() as Method,
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

/** Strings tried, in order, as a value the schema accepts (so the other fields pass and the handler runs). */
const PLAUSIBLE = [
  'abc12345',
  '+84',
  '100000',
  '1',
  'Abc12345!',
  '2024-01-01',
  'main',
  'abcdefghijklmnop1234',
];

/** Values for fields whose schema does not tell what the handler looks for (to reach deeper into it). */
const FIELD_HINTS: Record<string, string> = {
  channel: 'SANDBOX_BANK',
  email: 'walker@example.com',
  mobileNum: '912345678',
  mobileNo: '912345678',
};

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

/** A value the schema accepts, when one is easy to find. */
function plausible(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  const option = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (option) return plausible(option);
  switch (typeOf(schema)) {
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? 1);
    case 'string':
      return PLAUSIBLE.find(
        (s) =>
          s.length >= (schema.minLength ?? 0) &&
          s.length <= (schema.maxLength ?? Infinity) &&
          (!schema.pattern || new RegExp(schema.pattern, 'u').test(s)),
      );
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .map(([key, property]) => [key, FIELD_HINTS[key] ?? plausible(property)] as const)
          .filter(([, value]) => value !== undefined),
      );
    case 'array':
      return [];
    default:
      return undefined;
  }
}

// ---- building the probes --------------------------------------------------------------------------------

/** encodeURIComponent, but a lone surrogate becomes its (invalid) three UTF-8-style bytes instead of throwing. */
function encodePart(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

function jsonOf(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v) => {
    if (v && typeof v === 'object' && RAW in v) {
      raws.push((v as Raw)[RAW]);
      return `@@raw${raws.length - 1}@@`;
    }
    return v;
  });
  return text.replace(/"@@raw(\d+)@@"/g, (_m, i: string) => raws[Number(i)] ?? 'null');
}

function queryOf(entries: [string, string][]): string {
  return entries.map(([k, v]) => `${encodePart(k)}=${v}`).join('&');
}

/** The encoded query values every query parameter is tried with. */
const QUERY_ATTACKS: [string, string][] = [
  ...STRING_ATTACKS.map(([label, value]): [string, string] => [label, encodePart(value)]),
  ...RAW_ENCODINGS,
];

/** The encoded path segments every path parameter is tried with (100 KB is past maxParamLength). */
const PATH_ATTACKS: [string, string][] = QUERY_ATTACKS.filter(([label]) => label !== 'empty');

function probesOf(op: Operation): Probe[] {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const basePath = Object.fromEntries(
    pathParams.map((p) => [p.name, encodePart(String(plausible(p.schema) ?? '1'))]),
  );
  const baseQuery = queryParams
    .map((p): [string, string] => [p.name, encodePart(String(plausible(p.schema) ?? ''))])
    .filter(([, v]) => v !== '');
  const baseBody = op.body ? ((plausible(op.body) ?? {}) as Record<string, unknown>) : undefined;
  const json = (value: unknown) => ({ payload: jsonOf(value), contentType: 'application/json' });
  const body = baseBody ? json(baseBody) : undefined;
  const probe = (label: string, change: Partial<Probe>): Probe => ({
    label,
    path: basePath,
    query: queryOf(baseQuery),
    body,
    ...change,
  });

  const probes: Probe[] = [probe('plausible input', {})];
  for (const p of pathParams) {
    for (const [label, value] of PATH_ATTACKS) {
      probes.push(probe(`path ${p.name}: ${label}`, { path: { ...basePath, [p.name]: value } }));
    }
  }
  for (const p of queryParams) {
    const others = baseQuery.filter(([name]) => name !== p.name);
    for (const [label, value] of QUERY_ATTACKS) {
      probes.push(probe(`query ${p.name}: ${label}`, { query: queryOf([...others, [p.name, value]]) }));
    }
    probes.push(
      probe(`query ${p.name}: repeated`, { query: queryOf([...others, [p.name, 'a'], [p.name, 'b']]) }),
    );
    probes.push(probe(`query ${p.name}: bracketed`, { query: queryOf([...others, [`${p.name}[a]`, 'b']]) }));
  }
  probes.push(probe('query: NUL name', { query: `${queryOf(baseQuery)}&%00=%00` }));
  if (baseBody) {
    for (const field of Object.keys(op.body?.properties ?? {})) {
      const attacks: [string, unknown][] = [...STRING_ATTACKS, ...VALUE_ATTACKS];
      for (const [label, value] of attacks) {
        probes.push(probe(`body ${field}: ${label}`, { body: json({ ...baseBody, [field]: value }) }));
      }
      const form = new URLSearchParams({ ...(baseBody as Record<string, string>), [field]: '\u0000' });
      probes.push(
        probe(`form ${field}: NUL`, {
          body: { payload: form.toString(), contentType: 'application/x-www-form-urlencoded' },
        }),
      );
    }
  }
  if (op.method !== 'GET') {
    for (const [label, attack] of BODY_ATTACKS) probes.push(probe(`body: ${label}`, { body: attack }));
  }
  return probes;
}

function urlOf(op: Operation, probe: Probe): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => probe.path[name] ?? '1');
  return probe.query ? `${path}?${probe.query}` : path;
}

// ---- judging the answers ------------------------------------------------------------------------------------

/** Why an answer breaks the rule (a 5xx, or a 4xx without a JSON failure and a catalogue code), or null. */
function problemWith(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode < 400) return null;
  let body: { success?: unknown; code?: unknown };
  try {
    body = res.json();
  } catch {
    return `${res.statusCode} without a JSON body: ${res.body.slice(0, 80)}`;
  }
  if (body.success !== false || !isErrorCode(body.code)) {
    return `${res.statusCode} without a catalogue code: ${res.body.slice(0, 200)}`;
  }
  return null;
}

// ---- the callers ------------------------------------------------------------------------------------------

const MEMBER_PASSWORD = 'Walk3r-pass-9';
const OPERATOR_PASSWORD = 'Walk3r-operator-9';
let operators = 0;

type Caller = { name: string; headers: () => Promise<Record<string, string>> };

function anonymous(): Caller {
  const headers = { 'x-lang': 'en', 'user-agent': 'malformed-input walk', 'x-forwarded-for': freshIp() };
  return { name: 'anonymous', headers: async () => headers };
}

/**
 * A member with a live session (cookies and CSRF header) who is also an operator (bearer token). The walk may
 * end either (logout, revoking sessions, free play…): each operation starts by logging in again if it did.
 * Logins come from an address of their own, so the walk's failed logins cannot lock them out.
 */
async function loggedIn(ctx: { app: FastifyInstance; db: Db }): Promise<Caller> {
  const { app } = ctx;
  const { username } = await createMember(ctx.db, { password: MEMBER_PASSWORD });
  operators += 1;
  const operator = `walk${process.pid % 10000}x${operators}`;
  await createOperator(ctx.db, operator, OPERATOR_PASSWORD);
  const loginIp = freshIp();
  const walkIp = freshIp();
  let cookies = new Map<string, string>();
  let token = '';
  const headers = () => ({
    'x-lang': 'en',
    'user-agent': 'malformed-input walk',
    'x-forwarded-for': walkIp,
    cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    [CSRF_HEADER]: cookies.get(CSRF_COOKIE) ?? '',
    authorization: `Bearer ${token}`,
  });
  const live = async (url: string) => (await app.inject({ url, headers: headers() })).statusCode === 200;

  async function memberLogin() {
    const client = new TestClient(app, loginIp);
    const login = await client.login(username, MEMBER_PASSWORD);
    if (login.status !== 200 || !client.cookies.has(SESSION_COOKIE)) {
      throw new Error(`member login failed: ${JSON.stringify(login.body)}`);
    }
    cookies = new Map(client.cookies);
  }
  async function operatorLogin() {
    const login = await new TestClient(app, loginIp).post<{ token: string }>(OPERATOR_API.login, {
      username: operator,
      password: OPERATOR_PASSWORD,
    });
    if (login.status !== 200) throw new Error(`operator login failed: ${JSON.stringify(login.body)}`);
    token = login.body.value.token;
  }

  return {
    name: 'logged in',
    headers: async () => {
      if (!(await live(ACCOUNTS_API.me))) await memberLogin();
      if (!(await live(OPERATOR_API.me))) await operatorLogin();
      return headers();
    },
  };
}

// ---- the walk ----------------------------------------------------------------------------------------------

/** How many probes of one operation are in flight at once (the database pool has 5 connections). */
const CONCURRENCY = 6;

async function walk(app: FastifyInstance, operations: Operation[], caller: Caller): Promise<string[]> {
  const problems: string[] = [];
  for (const op of operations) {
    const headers = await caller.headers();
    const probes = probesOf(op);
    const send = async (probe: Probe) => {
      const res = await app.inject({
        method: op.method,
        url: urlOf(op, probe),
        headers: probe.body ? { ...headers, 'content-type': probe.body.contentType } : headers,
        payload: probe.body?.payload,
      });
      const problem = problemWith(res);
      if (problem) problems.push(`${caller.name} ${op.method} ${op.path} [${probe.label}]: ${problem}`);
    };
    for (let i = 0; i < probes.length; i += CONCURRENCY) {
      await Promise.all(probes.slice(i, i + CONCURRENCY).map(send));
    }
  }
  return problems;
}

/** Sends raw bytes on a real connection and answers what came back (the parser runs before Fastify). */
function rawRequest(
  port: number,
  request: string,
): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head, body });
    });
    socket.end(request);
  });
}

describe('malformed input', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let operations: Operation[];

  beforeAll(async () => {
    ctx = await createTestApp({
      trustProxy: true,
      rateLimitPerMinute: 0,
      accountsRateLimitPerMinute: 1_000_000,
      callbackRateLimitPerMinute: 1_000_000,
      // cheap hashes: the walk logs in and checks passwords thousands of times
      argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    });
    const doc = await ctx.app.inject({ url: '/api/docs/json' });
    operations = operationsOf(doc.json() as OpenApi);
  });
  afterAll(() => ctx.close());

  it('reads every operation from the served document', () => {
    expect(operations.length).toBeGreaterThan(80);
    expect(operations.map((op) => `${op.method} ${op.path}`)).toEqual(
      expect.arrayContaining(['POST /api/accounts/login', 'POST /api/operator/withdrawals/{id}/reject']),
    );
  });

  it('never answers an anonymous caller with a 5xx or a failure without a code', async () => {
    expect(await walk(ctx.app, operations, anonymous())).toEqual([]);
  }, 300_000);

  it('never answers a logged-in member and operator with a 5xx or a failure without a code', async () => {
    expect(await walk(ctx.app, operations, await loggedIn(ctx))).toEqual([]);
  }, 300_000);

  it('names the field holding a control character, in a path, a query and a body (JSON or form)', async () => {
    const client = new TestClient(ctx.app, freshIp());
    const refused = (res: { status: number; body: { code?: string; fields?: Record<string, string> } }) => ({
      status: res.status,
      code: res.body.code,
      fields: res.body.fields,
    });
    expect(refused(await client.get('/api/platform/pages/about%00'))).toEqual({
      status: 400,
      code: 'validation_error',
      fields: { slug: 'validation_error' },
    });
    expect(refused(await client.get(`${ACCOUNTS_API.affiliate}?code=ab%00cd`))).toMatchObject({
      status: 400,
      fields: { code: 'validation_error' },
    });
    const nested = await client.post(ACCOUNTS_API.login, {
      username: 'abc123',
      password: 'x',
      extra: { list: ['fine', 'bad\u0085'] },
    });
    expect(refused(nested)).toMatchObject({ status: 400, fields: { 'extra.list.1': 'validation_error' } });
    const form = await client.request('POST', ACCOUNTS_API.forgotPassword, {
      form: { username: 'abc123', email: 'a\u0000@b.vn' },
    });
    expect(refused(form)).toMatchObject({ status: 400, fields: { email: 'validation_error' } });
    const surrogate = await client.post(OPERATOR_API.login, { username: 'op\ud800', password: 'x' });
    expect(refused(surrogate)).toMatchObject({ status: 400, fields: { username: 'validation_error' } });
  });

  it('lets a text area (the rejection reason) take line breaks and tabs, but no other control character', async () => {
    const operator = await loggedIn(ctx);
    const reject = async (reason: string) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: OPERATOR_API.withdrawalReject('999999'),
        headers: { ...(await operator.headers()), 'content-type': 'application/json' },
        payload: JSON.stringify({ reason }),
      });
      return {
        status: res.statusCode,
        body: res.json() as { code: string; fields?: Record<string, string> },
      };
    };
    const multiline = await reject('Sai tên chủ tài khoản.\r\n\tVui lòng liên hệ hỗ trợ.');
    expect(multiline.status).toBe(404); // past the rule: there is no such withdrawal
    expect(multiline.body.code).toBe('not_found');
    const nul = await reject('Sai tên\u0000');
    expect(nul.status).toBe(400);
    expect(nul.body.fields).toEqual({ reason: 'validation_error' });
    // a single-line field takes no line break
    const login = await new TestClient(ctx.app, freshIp()).post(OPERATOR_API.login, {
      username: 'op\nerator',
      password: 'x',
    });
    expect(login.body).toMatchObject({ code: 'validation_error', fields: { username: 'validation_error' } });
  });

  it('keeps the gateway callback working: a signed callback passes, an escaped NUL in its JSON does not', async () => {
    const secret = await sandboxSecret(ctx.db, testConfig().paymentSandboxSecret);
    const event = {
      eventId: 'walk:1',
      type: 'deposit.approved',
      reference: 'NO-SUCH-DEPOSIT',
      gatewayRef: 'SBX000000000000000000',
      amount: '100',
    };
    const signed = await postCallback(ctx.app, secret, event);
    expect(signed.statusCode).toBe(200);
    expect(signed.json().success).toBe(true);
    const nul = await postCallback(ctx.app, secret, { ...event, eventId: 'walk:2', reference: 'a\u0000' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'validation_error', fields: { reference: 'validation_error' } });
  });

  it('refuses malformed input on the operations the document hides, never with a 5xx', async () => {
    const callback = `/api/wallet/gateways/${SANDBOX_GATEWAY}/callback`;
    const json = 'application/json';
    const cases: { method: Method; url: string; payload?: string; contentType?: string; html?: boolean }[] = [
      ...['%00', 'a%FF', '%ED%A0%80', `${'x'.repeat(200)}`, "'%20OR%201=1--", '%3Cscript%3E'].flatMap(
        (key) => [
          { method: 'GET' as const, url: `/media/games/${key}.svg` },
          { method: 'GET' as const, url: `/media/vendors/${key}.svg` },
          { method: 'GET' as const, url: `${SANDBOX_PAGE}/${key}?lang=%00`, html: true },
          {
            method: 'POST' as const,
            url: `${SANDBOX_PAGE}/${key}/approve`,
            payload: 'token=%00',
            html: true,
          },
          {
            method: 'POST' as const,
            url: `/api/wallet/gateways/${key}/callback`,
            payload: '{}',
            contentType: json,
          },
        ],
      ),
      { method: 'POST', url: `${SANDBOX_PAGE}/SBX000000000000000000/%00`, payload: 'token=x', html: true },
      {
        method: 'POST',
        url: `${SANDBOX_PAGE}/SBX000000000000000000/approve`,
        payload: '[]',
        contentType: json,
        html: true,
      },
      { method: 'POST', url: callback, payload: '\u0000', contentType: json },
      { method: 'POST', url: callback, payload: '{"reference":"\\u0000"}', contentType: json },
      { method: 'POST', url: callback, payload: '{"amount":99999999999999999999999}', contentType: json },
      { method: 'POST', url: callback, payload: '[]', contentType: json },
      { method: 'POST', url: callback, payload: 'null', contentType: json },
      { method: 'POST', url: callback, payload: '{"broken', contentType: json },
      { method: 'POST', url: callback, payload: `{"a":"${'x'.repeat(10_000)}"}`, contentType: json },
      { method: 'POST', url: callback, payload: 'hello\u0000', contentType: 'text/plain' },
      { method: 'POST', url: callback },
    ];
    const problems: string[] = [];
    for (const c of cases) {
      const res = await ctx.app.inject({
        method: c.method,
        url: c.url,
        payload: c.payload,
        headers: {
          'content-type': c.contentType ?? 'application/x-www-form-urlencoded',
          'x-forwarded-for': freshIp(),
        },
      });
      const htmlPage =
        c.html && res.statusCode < 500 && String(res.headers['content-type']).startsWith('text/html');
      const problem = htmlPage ? null : problemWith(res);
      if (problem) problems.push(`${c.method} ${c.url.slice(0, 80)}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it('refuses malformed multipart bodies (withdrawal confirmation, avatar upload), never with a 5xx', async () => {
    const member = await loggedIn(ctx);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const bodies = [
      multipart({ received: 'false', amountReceived: '\u0000' }),
      multipart({ received: '\u0000' }),
      multipart({ received: 'false', amountReceived: '99999999999999999999999' }),
      multipart(
        { received: 'false', amountReceived: '-1' },
        { filename: 'a\u0000.png', contentType: 'image/png', bytes: png },
      ),
      multipart({ '\u0000': '\u0000' }),
      multipart({}, { field: 'file', filename: '../../etc/passwd', contentType: 'image/png', bytes: png }),
      multipart(
        {},
        { field: 'file', filename: '<script>.png', contentType: '\u0001', bytes: Buffer.alloc(10) },
      ),
      { payload: Buffer.from('--x\r\nnot multipart'), contentType: 'multipart/form-data; boundary=x' },
    ];
    const problems: string[] = [];
    for (const url of [WALLET_API.withdrawalConfirm('1'), ACCOUNTS_API.avatarUpload]) {
      for (const [i, body] of bodies.entries()) {
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          headers: { ...(await member.headers()), 'content-type': body.contentType },
          payload: body.payload,
        });
        const problem = problemWith(res);
        if (problem) problems.push(`${url} body ${i}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers an over-long path parameter 414 request_too_large, and a path that is no UTF-8 400 bad_request', async () => {
    const long = await ctx.app.inject({
      url: `/api/platform/pages/${'x'.repeat(101)}`,
      headers: { 'x-lang': 'en' },
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({
      success: false,
      code: 'request_too_large',
      message: 'Request too large: the address or headers are too long',
    });
    const bad = await ctx.app.inject({ url: '/api/platform/pages/%FF' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'bad_request' });
  });

  describe('on a real connection, where Node parses the request before Fastify', () => {
    let port: number;
    beforeAll(async () => {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      port = (ctx.app.server.address() as net.AddressInfo).port;
    });

    it('answers a 100 KB address 414 request_too_large in JSON', async () => {
      const res = await rawRequest(
        port,
        `GET /api/games/list?gameName=${'x'.repeat(100 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      );
      expect(res.status).toBe(414);
      expect(res.headers).toMatch(/content-type: application\/json/i);
      expect(JSON.parse(res.body)).toMatchObject({ success: false, code: 'request_too_large' });
    });

    it('answers the same to a logged-in caller, whose cookies and token change nothing', async () => {
      const headers = Object.entries(await (await loggedIn(ctx)).headers())
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      const url = await rawRequest(
        port,
        `POST /api/wallet/deposits?x=${'x'.repeat(100 * 1024)} HTTP/1.1\r\n\r\n`,
      );
      expect(url.status).toBe(414);
      const big = `POST /api/wallet/deposits HTTP/1.1\r\n${headers}X-Big: ${'x'.repeat(100 * 1024)}\r\n\r\n`;
      const header = await rawRequest(port, big);
      expect(header.status).toBe(431);
      expect(JSON.parse(header.body)).toMatchObject({ success: false, code: 'request_too_large' });
    });

    it('answers 100 KB of headers 431 request_too_large in JSON, in the language the headers ask for', async () => {
      const res = await rawRequest(
        port,
        `GET /api/games/list HTTP/1.1\r\nHost: x\r\nX-Lang: en\r\nX-Big: ${'x'.repeat(100 * 1024)}\r\n\r\n`,
      );
      expect(res.status).toBe(431);
      expect(JSON.parse(res.body)).toEqual({
        success: false,
        code: 'request_too_large',
        message: 'Request too large: the address or headers are too long',
      });
    });

    it('answers a request that is not HTTP 400 bad_request in JSON', async () => {
      const res = await rawRequest(port, 'HELLO THERE\r\n\r\n');
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ success: false, code: 'bad_request' });
    });

    it('still answers ordinary requests', async () => {
      const res = await rawRequest(port, 'GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      expect(res.status).toBe(200);
    });
  });
});
