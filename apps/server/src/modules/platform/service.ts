import { SYSTEM_STATUS, type SystemStatus } from '@app/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import type { GeoIp } from './geoip.ts';
import { normaliseIp } from './ip.ts';
import {
  canonicalNetwork,
  deleteBlockedCountry,
  deleteBlockedNetwork,
  insertBlockedCountry,
  insertBlockedNetwork,
  selectAccessState,
  selectBlockedCountries,
  selectBlockedNetworks,
  selectMaintenance,
  selectMerchant,
  upsertMaintenance,
} from './queries.ts';
import { countryCode, network } from './rules.ts';

/** Who is asking: the normalised address and its country ('' when unknown, private or loopback). */
export type Visitor = { ip: string; country: string };

export type AccessState = {
  maintenance: boolean;
  /** End of the maintenance in force, when known. */
  maintenanceEnd: Date | null;
  ipBlocked: boolean;
  countryBlocked: boolean;
};

export const OPEN_ACCESS: AccessState = {
  maintenance: false,
  maintenanceEnd: null,
  ipBlocked: false,
  countryBlocked: false,
};

/** Spec §4: maintenance wins over a region restriction. */
export function systemStatus(state: AccessState): SystemStatus {
  if (state.maintenance) return SYSTEM_STATUS.maintenance;
  if (state.ipBlocked || state.countryBlocked) return SYSTEM_STATUS.regionRestricted;
  return SYSTEM_STATUS.normal;
}

export function locateVisitor(geoIp: GeoIp, rawIp: string | undefined): Visitor {
  const ip = normaliseIp(rawIp);
  if (!ip) return { ip: rawIp ?? '', country: '' };
  return { ip, country: geoIp.country(ip) ?? '' };
}

/** The access rules as they apply to this visitor now, read from the database (no cache). */
export async function readAccessState(db: Executor, visitor: Visitor): Promise<AccessState> {
  const row = await selectAccessState(db, normaliseIp(visitor.ip), visitor.country || null);
  if (!row) return OPEN_ACCESS;
  return {
    maintenance: row.maintenance,
    maintenanceEnd: row.maintenance ? row.ends_at : null,
    ipBlocked: row.ip_blocked,
    countryBlocked: row.country_blocked,
  };
}

// --- operator changes (the admin CLI today, an operator API later) -------------------------------------------

async function merchantCode(db: Executor): Promise<string> {
  const merchant = await selectMerchant(db);
  if (!merchant) throw new Error('No merchant is configured: start the server once so it seeds its data');
  return merchant.code;
}

function parse<T extends z.ZodType>(schema: T, value: unknown, field: string): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError('validation_error', { [field]: 'validation_error' });
  return result.data;
}

export type MaintenanceRule = {
  enabled: boolean;
  endsAt: Date | null;
  active: boolean;
  updatedAt: Date | null;
};

/** Turns maintenance on (until `endsAt`, or until turned off) or off. */
export async function setMaintenance(
  db: Executor,
  input: { enabled: boolean; endsAt?: Date | null },
): Promise<MaintenanceRule> {
  const endsAt = input.enabled ? (input.endsAt ?? null) : null;
  if (endsAt && Number.isNaN(endsAt.getTime()))
    throw new AppError('validation_error', { endsAt: 'validation_error' });
  const row = await upsertMaintenance(db, await merchantCode(db), input.enabled, endsAt);
  const active = row.enabled && (row.ends_at === null || row.ends_at.getTime() > Date.now());
  return { enabled: row.enabled, endsAt: row.ends_at, active, updatedAt: row.updated_at };
}

export async function blockCountry(db: Executor, code: string) {
  const country = parse(countryCode, code, 'countryCode');
  return { countryCode: country, changed: await insertBlockedCountry(db, await merchantCode(db), country) };
}

export async function unblockCountry(db: Executor, code: string) {
  const country = parse(countryCode, code, 'countryCode');
  return { countryCode: country, changed: await deleteBlockedCountry(db, await merchantCode(db), country) };
}

export async function blockNetwork(db: Executor, ipOrCidr: string) {
  const value = parse(network, ipOrCidr, 'network');
  const added = await insertBlockedNetwork(db, await merchantCode(db), value);
  return { network: added ?? (await canonicalNetwork(db, value)), changed: added !== null };
}

export async function unblockNetwork(db: Executor, ipOrCidr: string) {
  const value = parse(network, ipOrCidr, 'network');
  const removed = await deleteBlockedNetwork(db, await merchantCode(db), value);
  return { network: removed ?? (await canonicalNetwork(db, value)), changed: removed !== null };
}

export type AccessRules = {
  merchant: string;
  maintenance: MaintenanceRule;
  blockedCountries: string[];
  blockedNetworks: string[];
};

export async function accessRules(db: Executor): Promise<AccessRules> {
  const merchant = await merchantCode(db);
  const [maintenance, countries, networks] = await Promise.all([
    selectMaintenance(db, merchant),
    selectBlockedCountries(db, merchant),
    selectBlockedNetworks(db, merchant),
  ]);
  return {
    merchant,
    maintenance: {
      enabled: maintenance?.enabled ?? false,
      endsAt: maintenance?.ends_at ?? null,
      active: (maintenance?.enabled ?? false) && !maintenance?.ended,
      updatedAt: maintenance?.updated_at ?? null,
    },
    blockedCountries: countries.map((c) => c.country_code),
    blockedNetworks: networks.map((n) => n.network),
  };
}
