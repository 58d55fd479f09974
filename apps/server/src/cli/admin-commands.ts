import { parseArgs } from 'node:util';
import { z } from 'zod';
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

<time> is ISO 8601 with an offset (2026-12-01T08:00:00+07:00) or "YYYY-MM-DD HH:mm" in Vietnam time (UTC+7).
The database is DATABASE_URL, or the embedded one under DATA_DIR when it is unset.`;

export type Command =
  | { name: 'maintenance'; enabled: boolean; endsAt: Date | null }
  | { name: 'block-country' | 'unblock-country'; countryCode: string }
  | { name: 'block-ip' | 'unblock-ip'; network: string }
  | { name: 'status' }
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
      options: { until: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
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
  if (parsed.values.help || name === undefined || name === 'help') return { name: 'help' };
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

/** Carries out a command through the platform service; answers what to print. */
export async function runCommand(db: Db, command: Command): Promise<string> {
  switch (command.name) {
    case 'help':
      return USAGE;
    case 'status':
      return describeRules(await accessRules(db));
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
