import { DAY_MS, SITE_TIME_ZONE, siteDayStart } from '@app/contracts';
import { sql } from 'kysely';
import type { GatewayDeposit, GatewayPayout, PaymentGateway } from '../../../adapters/payments/gateway.ts';
import type { Db } from '../../../db/database.ts';
import { closeDeposit, creditDeposit, lockDeposit, matches } from '../deposits/settle.ts';
import type { ReconciliationAction } from '../tables.ts';
import { payOutWithdrawal } from '../withdrawals/payout.ts';

/**
 * The daily reconciliation of the site's payments with a gateway's statement (what the gateway decided on one
 * local day). Every difference becomes an item, the audit trail: repaired through the ledger where the gateway's
 * word settles it — a payment the gateway collected is credited, an order it closed is closed here, a payout it
 * made marks the withdrawal paid — and reported for an operator where repairing would take money back from a
 * member (a credit the gateway never collected) or where the records disagree on the amount.
 */

export type ReconciliationItem = {
  kind: 'deposit' | 'payout';
  reference: string;
  siteStatus: string | null;
  gatewayStatus: string | null;
  siteAmount: bigint | null;
  gatewayAmount: bigint | null;
  action: ReconciliationAction;
  note: string;
  transferId?: bigint | null;
};

export type ReconciliationReport = {
  runId: bigint;
  gateway: string;
  day: string;
  depositsChecked: number;
  payoutsChecked: number;
  items: ReconciliationItem[];
};

/** [start, end) of a site day, `day` as yyyy-MM-dd. */
function localDay(day: string): { from: Date; to: Date } {
  const from = siteDayStart(day);
  return { from, to: new Date(from.getTime() + DAY_MS) };
}

/** Yesterday in site time, yyyy-MM-dd (what the nightly run compares). */
export async function yesterday(db: Db): Promise<string> {
  const { rows } = await sql<{ day: string }>`
    SELECT ((now() AT TIME ZONE ${sql.lit(SITE_TIME_ZONE)})::date - 1)::text AS day`.execute(db);
  return rows[0]!.day;
}

async function checkDeposit(
  db: Db,
  gatewayId: string,
  order: GatewayDeposit,
): Promise<ReconciliationItem | null> {
  return db.transaction().execute(async (tx) => {
    const site = await lockDeposit(tx, gatewayId, order.reference);
    const base = {
      kind: 'deposit' as const,
      reference: order.reference,
      siteStatus: site?.status ?? null,
      gatewayStatus: order.status,
      siteAmount: site?.amount ?? null,
      gatewayAmount: order.amount,
    };
    if (!site) return { ...base, action: 'reported', note: 'the gateway has an order the site never opened' };
    if (!matches(site, order))
      return {
        ...base,
        action: 'reported',
        note: 'the amount or the order id differs between the two books',
      };
    if (order.status === 'APPROVED') {
      if (site.status === 'APPROVED') return null;
      const transferId = await creditDeposit(tx, gatewayId, site, order, 'reconciliation');
      return {
        ...base,
        action: 'credited',
        note: `the gateway collected it; the site had it ${site.status}`,
        transferId,
      };
    }
    if (site.status === 'PENDING') {
      await closeDeposit(tx, site, order.status === 'DECLINED' ? 'DECLINED' : 'EXPIRED');
      return {
        ...base,
        action: 'declined',
        note: `the gateway ${order.status.toLowerCase()} it; it was still pending`,
      };
    }
    if (site.status === 'APPROVED')
      return {
        ...base,
        action: 'reported',
        note: 'credited on the site, but the gateway did not collect it',
      };
    return null;
  });
}

/** Deposits the site credited that day which are not in the statement at all: asked of the gateway one by one. */
async function siteOnlyDeposits(db: Db, gateway: PaymentGateway, from: Date, to: Date, listed: Set<string>) {
  const credited = await db
    .selectFrom('deposits')
    .select(['reference', 'amount', 'status'])
    .where('gateway', '=', gateway.id)
    .where('status', '=', 'APPROVED')
    .where('completed_at', '>=', from)
    .where('completed_at', '<', to)
    .execute();
  const items: ReconciliationItem[] = [];
  for (const d of credited) {
    if (listed.has(d.reference)) continue;
    const order = await gateway.queryDeposit(d.reference);
    if (order?.status === 'APPROVED' && order.amount === d.amount) continue;
    items.push({
      kind: 'deposit',
      reference: d.reference,
      siteStatus: d.status,
      gatewayStatus: order?.status ?? null,
      siteAmount: d.amount,
      gatewayAmount: order?.amount ?? null,
      action: 'reported',
      note: 'credited on the site, but the gateway did not collect it',
    });
  }
  return items;
}

async function checkPayout(
  db: Db,
  gateway: PaymentGateway,
  payout: GatewayPayout,
): Promise<ReconciliationItem | null> {
  const id = /^withdrawal:([1-9][0-9]{0,17})$/.exec(payout.idempotencyKey)?.[1];
  const site = id
    ? await db
        .selectFrom('withdrawals')
        .select(['id', 'status', 'amount', 'payout_ref'])
        .where('id', '=', BigInt(id))
        .executeTakeFirst()
    : undefined;
  const base = {
    kind: 'payout' as const,
    reference: payout.idempotencyKey,
    siteStatus: site?.status ?? null,
    gatewayStatus: payout.status,
    siteAmount: site?.amount ?? null,
    gatewayAmount: payout.amount,
  };
  if (!site)
    return { ...base, action: 'reported', note: 'the gateway paid out a withdrawal the site does not have' };
  if (site.amount !== payout.amount)
    return { ...base, action: 'reported', note: 'the amount differs between the two books' };
  if (site.status === 'APPROVED') {
    await payOutWithdrawal(db, [gateway], site.id); // finds the payout at the gateway and records it
    return { ...base, action: 'marked_paid', note: 'the gateway paid it; the site had no answer' };
  }
  if (['PAID', 'RECEIVED', 'DISPUTED'].includes(site.status)) return null;
  return { ...base, action: 'reported', note: `the gateway paid it, but the site has it ${site.status}` };
}

/** Withdrawals the site marked paid that day which the statement does not list: asked one by one. */
async function siteOnlyPayouts(db: Db, gateway: PaymentGateway, from: Date, to: Date, listed: Set<string>) {
  const paid = await db
    .selectFrom('withdrawals')
    .select(['id', 'status', 'amount'])
    .where('gateway', '=', gateway.id)
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .execute();
  const items: ReconciliationItem[] = [];
  for (const w of paid) {
    const key = `withdrawal:${w.id}`;
    if (listed.has(key)) continue;
    const payout = await gateway.queryPayout(key);
    if (payout && payout.amount === w.amount) continue;
    items.push({
      kind: 'payout',
      reference: key,
      siteStatus: w.status,
      gatewayStatus: payout?.status ?? null,
      siteAmount: w.amount,
      gatewayAmount: payout?.amount ?? null,
      action: 'reported',
      note: 'marked paid on the site, but the gateway has no such payout',
    });
  }
  return items;
}

/** Compares one local day of the site's books with the gateway's statement, repairs or reports, records the run. */
export async function reconcile(db: Db, gateway: PaymentGateway, day: string): Promise<ReconciliationReport> {
  const { from, to } = localDay(day);
  const run = await db
    .insertInto('reconciliation_runs')
    .values({ gateway: gateway.id, day })
    .returning('id')
    .executeTakeFirstOrThrow();
  const statement = await gateway.settlements(from, to);
  const items: ReconciliationItem[] = [];
  for (const order of statement.deposits) {
    const item = await checkDeposit(db, gateway.id, order);
    if (item) items.push(item);
  }
  const listed = new Set(statement.deposits.map((d) => d.reference));
  items.push(...(await siteOnlyDeposits(db, gateway, from, to, listed)));
  for (const payout of statement.payouts) {
    const item = await checkPayout(db, gateway, payout);
    if (item) items.push(item);
  }
  const paidOut = new Set(statement.payouts.map((p) => p.idempotencyKey));
  items.push(...(await siteOnlyPayouts(db, gateway, from, to, paidOut)));

  if (items.length > 0)
    await db
      .insertInto('reconciliation_items')
      .values(
        items.map((i) => ({
          run_id: run.id,
          kind: i.kind,
          reference: i.reference,
          site_status: i.siteStatus,
          gateway_status: i.gatewayStatus,
          site_amount: i.siteAmount,
          gateway_amount: i.gatewayAmount,
          action: i.action,
          note: i.note,
          transfer_id: i.transferId ?? null,
        })),
      )
      .execute();
  await db
    .updateTable('reconciliation_runs')
    .set({
      finished_at: sql`now()`,
      deposits_checked: statement.deposits.length,
      payouts_checked: statement.payouts.length,
      differences: items.length,
      repaired: items.filter((i) => i.action !== 'reported').length,
    })
    .where('id', '=', run.id)
    .execute();
  return {
    runId: run.id,
    gateway: gateway.id,
    day,
    depositsChecked: statement.deposits.length,
    payoutsChecked: statement.payouts.length,
    items,
  };
}
