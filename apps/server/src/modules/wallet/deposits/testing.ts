import { WALLET_API } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { SIGNATURE_HEADER } from '../../../adapters/payments/sandbox/gateway.ts';
import { sign } from '../../../adapters/payments/signature.ts';
import type { Db } from '../../../db/database.ts';
import { registerMember, TestClient } from '../../accounts/testing.ts';

/**
 * Test helpers for deposits: members through the API, deposits started as the web app does, the sandbox's
 * hosted page driven with a member's cookies (as their browser would), and signed callbacks.
 */

export type DepositView = {
  id: string;
  status: string;
  reference: string;
  paymentUrl: string;
  amount: string;
};

export async function newMember(app: FastifyInstance, db: Db): Promise<TestClient> {
  const client = new TestClient(app);
  const res = await registerMember(client, db);
  expect(res.status).toBe(200);
  return client;
}

export function startDeposit(
  client: TestClient,
  amount: string,
  channel = 'SANDBOX_BANK',
  requestId?: string,
) {
  return client.post<DepositView>(WALLET_API.deposits, {
    channel,
    amount,
    ...(requestId ? { requestId } : {}),
  });
}

/** The registration gift every member registered through the API received (the demo merchant's 1,000 ₫). */
export const REGISTRATION_GIFT = 100_000n;

/** What deposits brought in: the member's balance less the registration gift. */
export async function balanceOf(client: TestClient): Promise<string> {
  const balance = (await client.get<{ sumBalance: string }>(WALLET_API.balance)).body.value.sumBalance;
  return String(BigInt(balance) - REGISTRATION_GIFT);
}

const pagePath = (paymentUrl: string) => paymentUrl.split('?')[0]!;

function cookieHeader(client: TestClient | null): Record<string, string> {
  if (!client) return {};
  return { cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
}

/** Opens the hosted page as `client` (null: with no cookies); answers its status, HTML and form token. */
export async function openPage(app: FastifyInstance, client: TestClient | null, paymentUrl: string) {
  const res = await app.inject({ url: paymentUrl, headers: cookieHeader(client) });
  const token = /name="token" value="([0-9a-f]+)"/.exec(res.body)?.[1] ?? '';
  return { status: res.statusCode, html: res.body, token };
}

/** Presses approve or decline on the hosted page as `client`, with the form token of its page. */
export async function pressOnPage(
  app: FastifyInstance,
  client: TestClient | null,
  paymentUrl: string,
  decision: 'approve' | 'decline',
  token?: string,
) {
  const formToken = token ?? (await openPage(app, client, paymentUrl)).token;
  const res = await app.inject({
    method: 'POST',
    url: `${pagePath(paymentUrl)}/${decision}`,
    headers: { ...cookieHeader(client), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token: formToken }).toString(),
  });
  return { status: res.statusCode, html: res.body };
}

export async function gatewayRefOf(db: Db, reference: string): Promise<string> {
  const row = await db
    .selectFrom('deposits')
    .select('gateway_ref')
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  return row.gateway_ref!;
}

/** Posts a callback body to the sandbox's callback route, signed with `secret` unless a signature is given. */
export function postCallback(
  app: FastifyInstance,
  secret: string,
  body: Record<string, string>,
  signature?: string,
) {
  const raw = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: WALLET_API.gatewayCallback('sandbox'),
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature ?? sign(secret, raw) },
    payload: raw,
  });
}
