import { siteDateTime } from '@app/contracts';
import type { PaymentGateway } from '../adapters/payments/gateway.ts';
import type { Db } from '../db/database.ts';
import { type JobRun, recentJobRuns } from '../jobs/history.ts';
import { reconcile, yesterday } from '../modules/wallet/index.ts';

/** `jobs [--failed]` and `reconcile [--day <yyyy-MM-dd>] [--show]`: the job queue and the payments reconciliation. */

const time = (d: Date | null) => (d ? siteDateTime(d.toISOString()) : '-'.padEnd(19));

function describeRun(r: JobRun): string {
  const retries = r.retries > 0 ? ` (${r.retries} retries)` : '';
  const key = r.key ? ` key=${r.key}` : '';
  const head = `${time(r.finishedAt ?? r.startedAt ?? r.createdAt)}  ${r.state.padEnd(9)} ${r.queue}${key}${retries}`;
  return r.output ? `${head}\n    ${r.output}` : head;
}

export async function jobsCommand(db: Db, failed: boolean): Promise<string> {
  const runs = await recentJobRuns(db, { failed });
  if (runs.length === 0) return failed ? 'No failed job runs.' : 'No job runs yet.';
  return [
    `Latest ${failed ? 'failed ' : ''}job runs (Vietnam time), newest first:`,
    ...runs.map(describeRun),
  ].join('\n');
}

/** Runs the reconciliation of one day now (default: yesterday) for every gateway and prints what it found. */
export async function reconcileCommand(
  db: Db,
  gateways: readonly PaymentGateway[],
  day?: string,
): Promise<string> {
  const date = day ?? (await yesterday(db));
  if (gateways.length === 0) return 'No payment gateways are configured.';
  const lines: string[] = [];
  for (const gateway of gateways) {
    const report = await reconcile(db, gateway, date);
    lines.push(
      `${gateway.id} ${date}: ${report.depositsChecked} deposits and ${report.payoutsChecked} payouts checked, ${report.items.length} differences (run #${report.runId})`,
    );
    for (const item of report.items)
      lines.push(
        `  ${item.action.padEnd(11)} ${item.kind} ${item.reference}: ${item.note} (site ${item.siteStatus ?? '-'}, gateway ${item.gatewayStatus ?? '-'})`,
      );
  }
  return lines.join('\n');
}

/** The latest reconciliation runs and their differences. */
export async function reconciliationHistory(db: Db): Promise<string> {
  const runs = await db
    .selectFrom('reconciliation_runs')
    .select([
      'id',
      'gateway',
      (eb) => eb.cast<string>('day', 'text').as('day'),
      'finished_at',
      'deposits_checked',
      'payouts_checked',
      'differences',
      'repaired',
    ])
    .orderBy('id', 'desc')
    .limit(10)
    .execute();
  if (runs.length === 0) return 'No reconciliation has run yet.';
  const items = await db
    .selectFrom('reconciliation_items')
    .selectAll()
    .where(
      'run_id',
      'in',
      runs.map((r) => r.id),
    )
    .orderBy('id')
    .execute();
  return runs
    .map((r) => {
      const head = `#${r.id} ${r.gateway} ${r.day}: ${r.deposits_checked} deposits, ${r.payouts_checked} payouts, ${r.differences} differences, ${r.repaired} repaired${r.finished_at ? '' : ' (unfinished)'}`;
      const lines = items
        .filter((i) => i.run_id === r.id)
        .map((i) => `  ${i.action.padEnd(11)} ${i.kind} ${i.reference}: ${i.note}`);
      return [head, ...lines].join('\n');
    })
    .join('\n');
}
