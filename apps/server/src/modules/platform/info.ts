import {
  MEDIA,
  type MerchantConfig,
  type Permission,
  type RegisterRule,
  type Resource,
  type ResourceType,
  SYSTEM_STATUS,
  WHITELABEL_SWITCHES,
  type WhitelabelNode,
  type WhitelabelSwitch,
} from '@app/contracts';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import {
  selectCustomerService,
  selectMerchant,
  selectRegisterRules,
  selectResources,
  selectWhitelabel,
} from './queries.ts';
import { readAccessState, systemStatus, type Visitor } from './service.ts';
import type { MerchantsTable } from './tables.ts';

type MerchantRow = Selectable<MerchantsTable>;

/** Resources that the right bar shows with a QR code (spec §2.4). */
export const QR_RESOURCE_TYPES: readonly ResourceType[] = ['IOS', 'IOS_LITE', 'ANDROID'];

export function toMerchantConfig(row: MerchantRow): MerchantConfig {
  return {
    code: row.code,
    name: row.name,
    platform: 'web',
    lotteryType: row.lottery_type,
    device: row.device,
    defaultLanguage: row.default_language,
    languages: row.languages,
    chatColor: row.chat_color,
    prizeModes: row.prize_modes,
    announcementTypes: row.announcement_types,
    defaultExecution: row.default_execution,
    esportsVendors: row.esports_vendors,
    pulledOutSportsVendor: row.pulled_out_sports_vendor,
    currency: row.currency,
  };
}

async function merchantRow(db: Executor): Promise<MerchantRow> {
  const row = await selectMerchant(db);
  if (!row) throw new Error('No merchant is configured: the platform seed has not run');
  return row;
}

/** The site's merchant configuration (spec §3.1). */
export async function loadMerchant(db: Executor): Promise<MerchantConfig> {
  return toMerchantConfig(await merchantRow(db));
}

type FeatureRow = { mod_id: string; parent_mod_id: string | null; enabled: boolean };

/** Nests the switches under their parents, keeping the rows' order; nodes on a cycle are left out. */
export function whitelabelTree(rows: FeatureRow[]): WhitelabelNode[] {
  const children = new Map<string | null, FeatureRow[]>();
  for (const row of rows) {
    const siblings = children.get(row.parent_mod_id) ?? [];
    siblings.push(row);
    children.set(row.parent_mod_id, siblings);
  }
  const build = (parent: string | null, seen: Set<string>): WhitelabelNode[] =>
    (children.get(parent) ?? [])
      .filter((row) => !seen.has(row.mod_id))
      .map((row) => ({
        modId: row.mod_id,
        enabled: row.enabled ? '1' : '0',
        childrenNodes: build(row.mod_id, new Set(seen).add(row.mod_id)),
      }));
  return build(null, new Set());
}

/**
 * The whitelabel switches (spec §6) as booleans, read fresh: a switch is on when it and every group above it
 * are enabled; a switch missing from the table is off.
 */
export async function loadSwitches(db: Executor): Promise<Record<WhitelabelSwitch, boolean>> {
  const merchant = await merchantRow(db);
  const rows = await selectWhitelabel(db, merchant.code);
  const byId = new Map(rows.map((r) => [r.mod_id, r]));
  const on = (id: string, seen: Set<string>): boolean => {
    const row = byId.get(id);
    if (!row?.enabled || seen.has(id)) return false;
    return row.parent_mod_id === null || on(row.parent_mod_id, seen.add(id));
  };
  return Object.fromEntries(WHITELABEL_SWITCHES.map((id) => [id, on(id, new Set())])) as Record<
    WhitelabelSwitch,
    boolean
  >;
}

export type PermissionInfo = Permission['info'];

/** What the permission call tells the client about the merchant, read fresh on each call. */
export async function permissionInfo(db: Executor): Promise<PermissionInfo> {
  const merchant = await merchantRow(db);
  const [features, rules, resources, customerService] = await Promise.all([
    selectWhitelabel(db, merchant.code),
    selectRegisterRules(db, merchant.code),
    selectResources(db, merchant.code),
    selectCustomerService(db, merchant.code),
  ]);
  return {
    merchant: toMerchantConfig(merchant),
    whitelabel: whitelabelTree(features),
    registerRules: rules.map(
      (r): RegisterRule => ({
        field: r.field,
        enabled: r.enabled,
        required: r.required,
        // "*" is kept as stored: the client reads it as ".*" (spec §3.3)
        acceptedPattern: r.accepted_pattern,
        patternId: r.pattern_id,
        minLength: r.min_length,
        maxLength: r.max_length,
      }),
    ),
    resources: resources.map(
      (r): Resource => ({
        resourceType: r.resource_type,
        url: r.url,
        qrCodeUrl: QR_RESOURCE_TYPES.includes(r.resource_type) ? MEDIA.qrCode(r.resource_type) : null,
        labelNameCn: r.label,
      }),
    ),
    customerService: customerService.map((c) => ({ csType: c.cs_type, path: c.path })),
    analytics: { gtagId: merchant.gtag_id },
    imageCDNs: merchant.image_cdns,
    launchGameCDNs: merchant.launch_game_cdns,
  };
}

/** The permission call's answer: status from the access rules (fresh), the visitor, the merchant's data. */
export async function buildPermission(db: Executor, visitor: Visitor): Promise<Permission> {
  const [state, info] = await Promise.all([readAccessState(db, visitor), permissionInfo(db)]);
  const status = systemStatus(state);
  return {
    status,
    maintenance: status === SYSTEM_STATUS.maintenance,
    regionRestriction: status === SYSTEM_STATUS.regionRestricted,
    maintenanceEnd:
      status === SYSTEM_STATUS.maintenance ? (state.maintenanceEnd?.toISOString() ?? null) : null,
    location: visitor,
    info,
  };
}
