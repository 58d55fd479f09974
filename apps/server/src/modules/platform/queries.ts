import type { ResourceType } from '@app/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

// --- merchant configuration -------------------------------------------------------------------------------

export function selectMerchant(db: Executor) {
  return db.selectFrom('merchants').selectAll().orderBy('code').limit(1).executeTakeFirst();
}

export function selectWhitelabel(db: Executor, merchant: string) {
  return db
    .selectFrom('whitelabel_features')
    .select(['mod_id', 'parent_mod_id', 'enabled', 'sort'])
    .where('merchant', '=', merchant)
    .orderBy('sort')
    .orderBy('mod_id')
    .execute();
}

export function selectRegisterRules(db: Executor, merchant: string) {
  return db
    .selectFrom('register_rules')
    .select(['field', 'enabled', 'required', 'accepted_pattern', 'pattern_id', 'min_length', 'max_length'])
    .where('merchant', '=', merchant)
    .orderBy('sort')
    .orderBy('field')
    .execute();
}

export function selectResources(db: Executor, merchant: string) {
  return db
    .selectFrom('resources')
    .select(['resource_type', 'url', 'label'])
    .where('merchant', '=', merchant)
    .orderBy('sort')
    .orderBy('resource_type')
    .execute();
}

export function selectResource(db: Executor, resourceType: ResourceType) {
  return db
    .selectFrom('resources')
    .select(['resource_type', 'url'])
    .where('resource_type', '=', resourceType)
    .orderBy('merchant')
    .limit(1)
    .executeTakeFirst();
}

export function selectCustomerService(db: Executor, merchant: string) {
  return db
    .selectFrom('customer_service')
    .select(['cs_type', 'path'])
    .where('merchant', '=', merchant)
    .orderBy('cs_type', 'desc')
    .execute();
}

// --- access rules -----------------------------------------------------------------------------------------

/** Maintenance and blocks as they apply now to one visitor; `ip`/`country` null match no block. */
export function selectAccessState(db: Executor, ip: string | null, country: string | null) {
  return db
    .selectFrom('merchants as m')
    .leftJoin('maintenance as mt', 'mt.merchant', 'm.code')
    .select([
      sql<boolean>`coalesce(mt.enabled and (mt.ends_at is null or mt.ends_at > now()), false)`.as(
        'maintenance',
      ),
      'mt.ends_at',
      sql<boolean>`exists (
        select 1 from blocked_networks bn where bn.merchant = m.code and ${ip}::inet <<= bn.network
      )`.as('ip_blocked'),
      sql<boolean>`exists (
        select 1 from blocked_countries bc where bc.merchant = m.code and bc.country_code = ${country}
      )`.as('country_blocked'),
    ])
    .orderBy('m.code')
    .limit(1)
    .executeTakeFirst();
}

export function upsertMaintenance(db: Executor, merchant: string, enabled: boolean, endsAt: Date | null) {
  return db
    .insertInto('maintenance')
    .values({ merchant, enabled, ends_at: endsAt })
    .onConflict((oc) =>
      oc.column('merchant').doUpdateSet({ enabled, ends_at: endsAt, updated_at: sql<Date>`now()` }),
    )
    .returning(['enabled', 'ends_at', 'updated_at'])
    .executeTakeFirstOrThrow();
}

export function selectMaintenance(db: Executor, merchant: string) {
  return db
    .selectFrom('maintenance')
    .select([
      'enabled',
      'ends_at',
      'updated_at',
      sql<boolean>`ends_at is not null and ends_at <= now()`.as('ended'),
    ])
    .where('merchant', '=', merchant)
    .executeTakeFirst();
}

export async function insertBlockedCountry(db: Executor, merchant: string, countryCode: string) {
  const result = await db
    .insertInto('blocked_countries')
    .values({ merchant, country_code: countryCode })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export async function deleteBlockedCountry(db: Executor, merchant: string, countryCode: string) {
  const result = await db
    .deleteFrom('blocked_countries')
    .where('merchant', '=', merchant)
    .where('country_code', '=', countryCode)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function selectBlockedCountries(db: Executor, merchant: string) {
  return db
    .selectFrom('blocked_countries')
    .select('country_code')
    .where('merchant', '=', merchant)
    .orderBy('country_code')
    .execute();
}

/** Stores the network of an address or CIDR (`10.1.2.3/8` becomes `10.0.0.0/8`); null when already there. */
export async function insertBlockedNetwork(db: Executor, merchant: string, ipOrCidr: string) {
  const row = await db
    .insertInto('blocked_networks')
    .values({ merchant, network: sql<string>`network(${ipOrCidr}::inet)` })
    .onConflict((oc) => oc.doNothing())
    .returning(sql<string>`network::text`.as('network'))
    .executeTakeFirst();
  return row?.network ?? null;
}

export async function deleteBlockedNetwork(db: Executor, merchant: string, ipOrCidr: string) {
  const row = await db
    .deleteFrom('blocked_networks')
    .where('merchant', '=', merchant)
    .where('network', '=', sql<string>`network(${ipOrCidr}::inet)`)
    .returning(sql<string>`network::text`.as('network'))
    .executeTakeFirst();
  return row?.network ?? null;
}

export function selectBlockedNetworks(db: Executor, merchant: string) {
  return db
    .selectFrom('blocked_networks')
    .select(sql<string>`network::text`.as('network'))
    .where('merchant', '=', merchant)
    .orderBy('network')
    .execute();
}

/** The canonical network PostgreSQL makes of an address or CIDR, e.g. `10.1.2.3` → `10.1.2.3/32`. */
export async function canonicalNetwork(db: Executor, ipOrCidr: string) {
  const { rows } = await sql<{ network: string }>`select network(${ipOrCidr}::inet)::text as network`.execute(
    db,
  );
  return rows[0]?.network ?? ipOrCidr;
}
