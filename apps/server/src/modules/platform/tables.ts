import type { AnnouncementAudience, AnnouncementType, Language, ResourceType } from '@app/contracts';
import type { ColumnType, Generated } from 'kysely';

/** Text in each supported language, stored as jsonb `{ "vi": …, "en": … }`. */
export type Localised = Record<Language, string>;

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type MerchantsTable = {
  code: string;
  name: string;
  lottery_type: Generated<string>;
  device: Generated<string>;
  default_language: Generated<Language>;
  languages: Generated<Language[]>;
  chat_color: Generated<string>;
  prize_modes: Generated<string[]>;
  announcement_types: Generated<AnnouncementType[]>;
  default_execution: Generated<AnnouncementType>;
  esports_vendors: Generated<string[]>;
  pulled_out_sports_vendor: string | null;
  currency: Generated<string>;
  gtag_id: string | null;
  image_cdns: Generated<string[]>;
  launch_game_cdns: Generated<string[]>;
};

export type WhitelabelFeaturesTable = {
  merchant: string;
  mod_id: string;
  parent_mod_id: string | null;
  enabled: Generated<boolean>;
  sort: Generated<number>;
};

export type RegisterRulesTable = {
  merchant: string;
  field: string;
  enabled: Generated<boolean>;
  required: Generated<boolean>;
  accepted_pattern: string;
  pattern_id: string;
  min_length: number;
  max_length: number;
  sort: Generated<number>;
};

export type ResourcesTable = {
  merchant: string;
  resource_type: ResourceType;
  url: string;
  label: Generated<string>;
  sort: Generated<number>;
};

export type CustomerServiceTable = {
  merchant: string;
  cs_type: 'VIP' | 'LIVECHAT';
  path: string;
};

export type FooterPagesTable = {
  slug: string;
  title: Localised;
  content: Localised;
  sort: Generated<number>;
};

export type AnnouncementsTable = {
  /** bigserial: read back as a JS bigint. */
  id: Generated<bigint>;
  type: AnnouncementType;
  title: Localised;
  content: Localised;
  image_url: string | null;
  link: string | null;
  published_at: DefaultTimestamp;
  expires_at: NullableTimestamp;
  sort: Generated<number>;
  active: Generated<boolean>;
  /** Who sees it (migration 0016); `min_rank` > 0 only with `members`: from that rank level up. */
  audience: Generated<AnnouncementAudience>;
  min_rank: Generated<number>;
};

export type MaintenanceTable = {
  merchant: string;
  enabled: Generated<boolean>;
  ends_at: NullableTimestamp;
  updated_at: DefaultTimestamp;
};

export type BlockedCountriesTable = {
  merchant: string;
  country_code: string;
  created_at: DefaultTimestamp;
};

export type BlockedNetworksTable = {
  merchant: string;
  /** PostgreSQL `cidr`, e.g. "203.0.113.0/24" or "2001:db8::/32". */
  network: string;
  created_at: DefaultTimestamp;
};

export type PlatformTables = {
  merchants: MerchantsTable;
  whitelabel_features: WhitelabelFeaturesTable;
  register_rules: RegisterRulesTable;
  resources: ResourcesTable;
  customer_service: CustomerServiceTable;
  footer_pages: FooterPagesTable;
  announcements: AnnouncementsTable;
  maintenance: MaintenanceTable;
  blocked_countries: BlockedCountriesTable;
  blocked_networks: BlockedNetworksTable;
};
