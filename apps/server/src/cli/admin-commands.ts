import { parseArgs } from 'node:util';
import {
  BET_CATEGORIES,
  type BetCategory,
  firstControlCharacter,
  MESSAGE_BODY_MAX,
  MESSAGE_TITLE_MAX,
  type OperatorWithdrawal,
  type OutboxMessage,
  siteDateTime,
  WITHDRAWAL_STATUSES,
  type WithdrawalStatus,
} from '@app/contracts';
import { z } from 'zod';
import { readOutbox } from '../adapters/outbox.ts';
import type { PaymentGateway } from '../adapters/payments/gateway.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { sendMessage } from '../modules/messages/index.ts';
import { createOperator, operatorProblem } from '../modules/operator/index.ts';
import {
  type AccessRules,
  accessRules,
  blockCountry,
  blockNetwork,
  countryCode,
  type MaintenanceRule,
  maintenanceEnd,
  network,
  setMaintenance,
  unblockCountry,
  unblockNetwork,
} from '../modules/platform/index.ts';
import { rebateRates, setRebateRate } from '../modules/promotions/index.ts';
import {
  approveWithdrawal,
  listWithdrawalsForOperator,
  rejectWithdrawal,
  sendPayout,
} from '../modules/wallet/index.ts';
import { type MemberCommand, memberCommand, parseMember } from './admin-members.ts';
import { jobsCommand, reconcileCommand, reconciliationHistory } from './admin-payments.ts';

export const USAGE = `Usage: npm run admin -- <command>

Commands:
  maintenance on [--until <time>]   put the site in maintenance (until <time>, or until turned off)
  maintenance off                   end maintenance
  block-country <CC>                refuse visitors from a country (ISO code such as US)
  unblock-country <CC>
  block-ip <ip or cidr>             refuse an address or a network (203.0.113.7, 203.0.113.0/24, 2001:db8::/32)
  unblock-ip <ip or cidr>
  status                            print the access rules
  outbox [--to <recipient>]         print the latest 50 SMS/e-mails of the local adapters (dev outbox),
                                    only those to <recipient> (84912345678, a@b.vn) when given
  message --to <username|all> --title "<text>" --body "<text>" [--title-en "<text>" --body-en "<text>"]
                                    send a message to one member's inbox, or to every member's (all);
                                    members reading English get the --title-en/--body-en text when given
  cashback-rates                    the cashback (manual rebate) rate of each game category
  cashback-rate <CATEGORY> <percent>
                                    set a category's cashback rate, 0 to 3 % in steps of 0.01 (RNG 1.2);
                                    categories: ${BET_CATEGORIES.join(', ')}
  operator create <username> [--password <pw>]
                                    create an operator account (the operator API, /api/operator); without
                                    --password the password is read from standard input (first line)
  member disable <username>         disable a member: no more logins, every session and game session ends
  member enable <username>          let a disabled member log in again
  withdrawals list [--status <S>]   the latest 50 withdrawals, only those of status S when given:
                                    ${WITHDRAWAL_STATUSES.join(', ')}
  withdrawals approve <id>          approve a pending withdrawal and send its payout
  withdrawals reject <id> --reason "<text>"
                                    reject a pending withdrawal: the money goes back to the member
  withdrawals payout <id>           retry the payout of an approved withdrawal (never pays twice)
  jobs [--failed]                   the latest runs of the job queue (payouts, deposit recovery, callbacks,
                                    reconciliation…), only those that failed for good with --failed
  reconcile [--day <YYYY-MM-DD>]    compare one day (default yesterday, Vietnam time) of deposits and payouts
                                    with each gateway's statement now; repairs what the gateway's word settles
                                    and reports the rest
  reconcile --show                  the latest reconciliation runs and their differences

<time> is ISO 8601 with an offset (2026-12-01T08:00:00+07:00) or "YYYY-MM-DD HH:mm" in Vietnam time (UTC+7).
The database is DATABASE_URL, or the embedded one under DATA_DIR when it is unset.`;

export type Command =
  | { name: 'maintenance'; enabled: boolean; endsAt: Date | null }
  | { name: 'block-country' | 'unblock-country'; countryCode: string }
  | { name: 'block-ip' | 'unblock-ip'; network: string }
  | { name: 'status' }
  | { name: 'outbox'; to: string | undefined }
  | { name: 'operator-create'; username: string; password: string | undefined }
  | {
      name: 'message';
      to: string | null;
      title: string;
      body: string;
      english?: { title: string; body: string };
    }
  | { name: 'cashback-rates' }
  | { name: 'cashback-rate'; category: BetCategory; rateBp: number }
  | { name: 'withdrawals-list'; status: WithdrawalStatus | undefined }
  | { name: 'withdrawals-approve' | 'withdrawals-payout'; id: bigint }
  | { name: 'withdrawals-reject'; id: bigint; reason: string }
  | { name: 'jobs'; failed: boolean }
  | { name: 'reconcile'; day: string | undefined; show: boolean }
  | MemberCommand
  | { name: 'help' };

/** A bad command line, with the message to show the operator. */
export class UsageError extends Error {}

function one<T extends z.ZodType>(schema: T, args: string[], what: string): z.output<T> {
  if (args.length !== 1) throw new UsageError(`expected exactly one ${what}, got ${args.length}`);
  const result = schema.safeParse(args[0]);
  if (!result.success) throw new UsageError(result.error.issues.map((i) => i.message).join('; '));
  return result.data;
}

function readArgs(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      options: {
        until: { type: 'string' },
        to: { type: 'string' },
        reason: { type: 'string' },
        title: { type: 'string' },
        body: { type: 'string' },
        'title-en': { type: 'string' },
        'body-en': { type: 'string' },
        password: { type: 'string' },
        status: { type: 'string' },
        failed: { type: 'boolean' },
        day: { type: 'string' },
        show: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** Reads a command line (the words after `npm run admin --`). */
export function parseCommand(argv: string[]): Command {
  const parsed = readArgs(argv);
  const [name, ...rest] = parsed.positionals;
  const until = parsed.values.until;
  const to = parsed.values.to;
  if (parsed.values.help || name === undefined || name === 'help') return { name: 'help' };
  if (to !== undefined && name !== 'outbox' && name !== 'message')
    throw new UsageError('--to only goes with "outbox" and "message"');
  const { title, body, 'title-en': titleEn, 'body-en': bodyEn } = parsed.values;
  if ([title, body, titleEn, bodyEn].some((value) => value !== undefined) && name !== 'message')
    throw new UsageError('--title and --body (and their -en forms) only go with "message"');
  if (until !== undefined && !(name === 'maintenance' && rest[0] === 'on')) {
    throw new UsageError('--until only goes with "maintenance on"');
  }
  const { reason, password, status } = parsed.values;
  if (reason !== undefined && !(name === 'withdrawals' && rest[0] === 'reject')) {
    throw new UsageError('--reason only goes with "withdrawals reject"');
  }
  if (password !== undefined && !(name === 'operator' && rest[0] === 'create')) {
    throw new UsageError('--password only goes with "operator create"');
  }
  if (status !== undefined && !(name === 'withdrawals' && rest[0] === 'list')) {
    throw new UsageError('--status only goes with "withdrawals list"');
  }
  const { failed, day, show } = parsed.values;
  if (failed !== undefined && name !== 'jobs') throw new UsageError('--failed only goes with "jobs"');
  if ((day !== undefined || show !== undefined) && name !== 'reconcile')
    throw new UsageError('--day and --show only go with "reconcile"');
  switch (name) {
    case 'maintenance': {
      const mode = one(z.enum(['on', 'off'], { error: 'expected "on" or "off"' }), rest, 'of on/off');
      const endsAt = until === undefined ? null : one(maintenanceEnd, [until], 'time');
      return { name, enabled: mode === 'on', endsAt };
    }
    case 'block-country':
    case 'unblock-country':
      return { name, countryCode: one(countryCode, rest, 'country code') };
    case 'block-ip':
    case 'unblock-ip':
      return { name, network: one(network, rest, 'address or network') };
    case 'status':
      if (rest.length > 0) throw new UsageError('status takes no arguments');
      return { name };
    case 'outbox':
      if (rest.length > 0) throw new UsageError('outbox takes no arguments (use --to <recipient>)');
      if (to !== undefined && to.trim() === '') throw new UsageError('--to needs a recipient');
      return { name, to: to?.trim() };
    case 'cashback-rates':
      if (rest.length > 0) throw new UsageError('cashback-rates takes no arguments');
      return { name };
    case 'cashback-rate':
      return parseCashbackRate(rest);
    case 'message':
      if (rest.length > 0) throw new UsageError('message takes no arguments (use --to, --title and --body)');
      return parseMessage(to, { title, body }, { title: titleEn, body: bodyEn });
    case 'operator':
      return parseOperator(rest, password);
    case 'member': {
      const command = parseMember(rest);
      if (typeof command === 'string') throw new UsageError(command);
      return command;
    }
    case 'withdrawals':
      return parseWithdrawals(rest, { reason, status });
    case 'jobs':
      if (rest.length > 0) throw new UsageError('jobs takes no arguments (use --failed)');
      return { name, failed: failed === true };
    case 'reconcile':
      if (rest.length > 0) throw new UsageError('reconcile takes no arguments (use --day or --show)');
      if (day !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new UsageError('--day is YYYY-MM-DD');
      if (day !== undefined && show) throw new UsageError('--day and --show do not go together');
      return { name, day, show: show === true };
    default:
      throw new UsageError(`unknown command "${name}"`);
  }
}

function parseCashbackRate(rest: string[]): Command {
  if (rest.length !== 2) throw new UsageError('expected "cashback-rate <CATEGORY> <percent>"');
  const category = rest[0]!.toUpperCase();
  if (!(BET_CATEGORIES as readonly string[]).includes(category))
    throw new UsageError(`expected a category: ${BET_CATEGORIES.join(', ')}`);
  const percent = rest[1]!;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(percent)) throw new UsageError('expected a percent such as 1 or 0.75');
  const [whole = '0', cents = ''] = percent.split('.');
  const rateBp = Number(whole) * 100 + Number(cents.padEnd(2, '0'));
  if (rateBp > 300) throw new UsageError('the rate is at most 3 %');
  return { name: 'cashback-rate', category: category as BetCategory, rateBp };
}

const percentOf = (bp: number) => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')} %`;

type MessageText = { title?: string; body?: string };

/** A message's title and body, checked; `suffix` names the options they came from ("" or "-en"). */
function messageText(given: MessageText, suffix: string): { title: string; body: string } {
  const [subject, text] = [given.title?.trim(), given.body?.trim()];
  if (!subject || subject.length > MESSAGE_TITLE_MAX)
    throw new UsageError(
      `message needs --title${suffix} "<text>" of at most ${MESSAGE_TITLE_MAX} characters`,
    );
  if (!text || text.length > MESSAGE_BODY_MAX)
    throw new UsageError(`message needs --body${suffix} "<text>" of at most ${MESSAGE_BODY_MAX} characters`);
  if (firstControlCharacter(subject) >= 0 || firstControlCharacter(text, { multiline: true }) >= 0)
    throw new UsageError('the title and the body may not hold control characters');
  return { title: subject, body: text };
}

function parseMessage(to: string | undefined, text: MessageText, english: MessageText): Command {
  const recipient = to?.trim();
  if (!recipient) throw new UsageError('message needs --to <username> (or --to all)');
  const { title, body } = messageText(text, '');
  const toAll = recipient.toLowerCase() === 'all';
  const message = { name: 'message' as const, to: toAll ? null : recipient.toLowerCase(), title, body };
  if (english.title === undefined && english.body === undefined) return message;
  return { ...message, english: messageText(english, '-en') };
}

function parseOperator(rest: string[], password: string | undefined): Command {
  const [action, ...args] = rest;
  if (action !== 'create') throw new UsageError('expected "operator create <username>"');
  const username = one(z.string().trim().toLowerCase(), args, 'username');
  const problem = operatorProblem(username, password ?? 'x'.repeat(64));
  if (problem) throw new UsageError(problem);
  return { name: 'operator-create', username, password };
}

const withdrawalId = z
  .string()
  .regex(/^[1-9][0-9]{0,17}$/, { error: 'expected a withdrawal id (a number)' })
  .transform((v) => BigInt(v));

function parseWithdrawals(rest: string[], values: { reason?: string; status?: string }): Command {
  const [action, ...args] = rest;
  switch (action) {
    case 'list': {
      if (args.length > 0) throw new UsageError('withdrawals list takes no arguments (use --status <S>)');
      const status =
        values.status === undefined
          ? undefined
          : one(
              z.enum(WITHDRAWAL_STATUSES, { error: `expected one of ${WITHDRAWAL_STATUSES.join(', ')}` }),
              [values.status.toUpperCase()],
              'status',
            );
      return { name: 'withdrawals-list', status };
    }
    case 'approve':
    case 'payout':
      return { name: `withdrawals-${action}`, id: one(withdrawalId, args, 'withdrawal id') };
    case 'reject': {
      const id = one(withdrawalId, args, 'withdrawal id');
      const reason = values.reason?.trim();
      if (!reason) throw new UsageError('withdrawals reject needs --reason "<text>"');
      if (reason.length > 500) throw new UsageError('the reason is at most 500 characters');
      return { name: 'withdrawals-reject', id, reason };
    }
    default:
      throw new UsageError(
        'expected "withdrawals list", "approve <id>", "reject <id> --reason …" or "payout <id>"',
      );
  }
}

const vietnamTime = (date: Date) => `${siteDateTime(date.toISOString()).slice(0, 16)} Vietnam time`;

function describeMaintenance(rule: MaintenanceRule): string {
  if (!rule.enabled) return 'off';
  if (!rule.endsAt) return 'ON, until turned off';
  const when = `${rule.endsAt.toISOString()} (${vietnamTime(rule.endsAt)})`;
  return rule.active ? `ON until ${when}` : `ended at ${when} (counts as off)`;
}

export function describeRules(rules: AccessRules): string {
  return [
    `merchant:          ${rules.merchant}`,
    `maintenance:       ${describeMaintenance(rules.maintenance)}`,
    `blocked countries: ${rules.blockedCountries.join(', ') || '(none)'}`,
    `blocked networks:  ${rules.blockedNetworks.join(', ') || '(none)'}`,
  ].join('\n');
}

/** The dev outbox as text, oldest of the listed first so the newest ends up next to the prompt. */
export function describeOutbox(messages: OutboxMessage[], to: string | undefined): string {
  if (messages.length === 0) return to ? `No messages to ${to}.` : 'The outbox is empty.';
  return [...messages]
    .reverse()
    .map((m) => {
      const head = `#${m.id} ${m.createdAt} ${m.channel.toUpperCase()} to ${m.to}`;
      return [head, ...(m.subject ? [`Subject: ${m.subject}`] : []), m.body].join('\n');
    })
    .join('\n\n');
}

const formatAmount = (minor: string) =>
  `${(BigInt(minor) / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${(BigInt(minor) % 100n).toString().padStart(2, '0')} ₫`;

/** One withdrawal per line (list) or in full (after a decision). */
export function describeWithdrawal(w: OperatorWithdrawal, full = false): string {
  const line = `#${w.id} ${w.status.padEnd(14)} ${formatAmount(w.amount).padStart(18)}  ${w.username}  ${w.bankCode} ${w.accountNumber} ${w.payeeName}  ${w.createdAt}`;
  if (!full) return line;
  const extra = [
    w.rejectReason ? `reason: ${w.rejectReason}` : null,
    w.payoutRef ? `payout: ${w.payoutRef}` : null,
    w.payoutError ? `payout error (retry with "withdrawals payout ${w.id}"): ${w.payoutError}` : null,
  ].filter(Boolean);
  return [line, ...extra].join('\n');
}

async function withdrawalCommand(db: Db, command: Command, gateways: readonly PaymentGateway[]) {
  const cli = { operatorId: null, via: 'cli' } as const;
  switch (command.name) {
    case 'withdrawals-list': {
      const page = await listWithdrawalsForOperator(db, { status: command.status, pageNo: 1, pageSize: 50 });
      if (page.items.length === 0) return 'No withdrawals.';
      return [
        ...page.items.map((w) => describeWithdrawal(w)),
        `(${page.items.length} of ${page.total})`,
      ].join('\n');
    }
    case 'withdrawals-approve':
      return `Approved:\n${describeWithdrawal(await approveWithdrawal(db, gateways, command.id, cli), true)}`;
    case 'withdrawals-payout':
      return `Payout sent:\n${describeWithdrawal(await sendPayout(db, gateways, command.id), true)}`;
    case 'withdrawals-reject':
      return `Rejected:\n${describeWithdrawal(await rejectWithdrawal(db, command.id, command.reason, cli), true)}`;
    default:
      throw new Error(`not a withdrawal command: ${command.name}`);
  }
}

export type CommandDeps = {
  /** The payment gateways of the configuration, for payouts and the reconciliation. */
  gateways: readonly PaymentGateway[];
};

/** Carries out a command through the platform, operator and withdrawal services; answers what to print. */
export async function runCommand(db: Db, command: Command, deps: CommandDeps): Promise<string> {
  switch (command.name) {
    case 'operator-create': {
      if (command.password === undefined) throw new UsageError('operator create needs a password');
      const problem = operatorProblem(command.username, command.password);
      if (problem) throw new UsageError(problem);
      const created = await createOperator(db, command.username, command.password);
      return `Created operator ${created.username} (#${created.id}).`;
    }
    case 'withdrawals-list':
    case 'withdrawals-approve':
    case 'withdrawals-payout':
    case 'withdrawals-reject':
      try {
        return await withdrawalCommand(db, command, deps.gateways);
      } catch (error) {
        // a refused decision (not pending, unknown id…) is the operator's to read, not a crash
        if (error instanceof AppError)
          throw new Error(`${error.code}${error.code === 'not_found' ? ' (no such withdrawal)' : ''}`);
        throw error;
      }
    case 'message': {
      const { merchant } = await accessRules(db);
      try {
        const sent = await sendMessage(db, {
          merchant,
          to: command.to,
          title: command.title,
          body: command.body,
          english: command.english,
        });
        return `Sent message #${sent.id} to ${command.to ?? 'every member'}.`;
      } catch (error) {
        if (error instanceof AppError) throw new Error(`no member "${command.to}" at merchant ${merchant}`);
        throw error;
      }
    }
    case 'cashback-rates': {
      const { merchant } = await accessRules(db);
      const rates = await rebateRates(db, merchant);
      return rates.map((r) => `${r.category.padEnd(8)} ${percentOf(r.rateBp)}`).join('\n');
    }
    case 'cashback-rate': {
      const { merchant } = await accessRules(db);
      await setRebateRate(db, merchant, command.category, command.rateBp);
      return `Cashback for ${command.category} is now ${percentOf(command.rateBp)}.`;
    }
    case 'member-status':
      return memberCommand(db, command);
    case 'jobs':
      return jobsCommand(db, command.failed);
    case 'reconcile':
      return command.show ? reconciliationHistory(db) : reconcileCommand(db, deps.gateways, command.day);
    case 'help':
      return USAGE;
    case 'status':
      return describeRules(await accessRules(db));
    case 'outbox':
      return describeOutbox(await readOutbox(db, command.to), command.to);
    case 'maintenance': {
      const rule = await setMaintenance(db, { enabled: command.enabled, endsAt: command.endsAt });
      return `Maintenance ${describeMaintenance(rule)}.`;
    }
    case 'block-country': {
      const { countryCode: code, changed } = await blockCountry(db, command.countryCode);
      return changed ? `Blocked country ${code}.` : `Country ${code} was already blocked.`;
    }
    case 'unblock-country': {
      const { countryCode: code, changed } = await unblockCountry(db, command.countryCode);
      return changed ? `Unblocked country ${code}.` : `Country ${code} was not blocked.`;
    }
    case 'block-ip': {
      const { network: net, changed } = await blockNetwork(db, command.network);
      return changed ? `Blocked ${net}.` : `${net} was already blocked.`;
    }
    case 'unblock-ip': {
      const { network: net, changed } = await unblockNetwork(db, command.network);
      return changed ? `Unblocked ${net}.` : `${net} was not blocked.`;
    }
  }
}
