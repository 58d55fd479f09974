import { parseArgs } from 'node:util';
import type { OutboxMessage } from '@app/contracts';
import { z } from 'zod';
import { readOutbox } from '../adapters/outbox.ts';
import type { Db } from '../db/database.ts';
import {
  type AccessRules,
  accessRules,
  blockCountry,
  blockNetwork,
  type MaintenanceRule,
  setMaintenance,
  unblockCountry,
  unblockNetwork,
} from '../modules/platform/index.ts';
import { countryCode, maintenanceEnd, network } from '../modules/platform/rules.ts';

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

<time> is ISO 8601 with an offset (2026-12-01T08:00:00+07:00) or "YYYY-MM-DD HH:mm" in Vietnam time (UTC+7).
The database is DATABASE_URL, or the embedded one under DATA_DIR when it is unset.`;

export type Command =
  | { name: 'maintenance'; enabled: boolean; endsAt: Date | null }
  | { name: 'block-country' | 'unblock-country'; countryCode: string }
  | { name: 'block-ip' | 'unblock-ip'; network: string }
  | { name: 'status' }
  | { name: 'outbox'; to: string | undefined }
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
      options: { until: { type: 'string' }, to: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
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
  if (to !== undefined && name !== 'outbox') throw new UsageError('--to only goes with "outbox"');
  if (until !== undefined && !(name === 'maintenance' && rest[0] === 'on')) {
    throw new UsageError('--until only goes with "maintenance on"');
  }
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
    default:
      throw new UsageError(`unknown command "${name}"`);
  }
}

const vietnamTime = (date: Date) =>
  `${date.toLocaleString('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh' }).slice(0, 16)} Vietnam time`;

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

/** Carries out a command through the platform service; answers what to print. */
export async function runCommand(db: Db, command: Command): Promise<string> {
  switch (command.name) {
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
