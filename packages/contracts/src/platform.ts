import { z } from 'zod';
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_TYPES,
  FOOTER_PAGES,
  LANGUAGES,
  PAGE_SIZES,
  RESOURCE_TYPES,
} from './constants.ts';
import { paged, pageQuery } from './envelope.ts';

export const language = z.enum(LANGUAGES);

export type WhitelabelNode = { modId: string; enabled: '0' | '1'; childrenNodes: WhitelabelNode[] };
export const whitelabelNode: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({ modId: z.string(), enabled: z.enum(['0', '1']), childrenNodes: z.array(whitelabelNode) }),
);

/** Per-field registration rule from the server (spec §3.3). */
export const registerRule = z.object({
  field: z.string(),
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: z.string(),
  minLength: z.number().int(),
  maxLength: z.number().int(),
});
export type RegisterRule = z.infer<typeof registerRule>;

export const resource = z.object({
  resourceType: z.enum(RESOURCE_TYPES),
  url: z.string(),
  qrCodeUrl: z.string().nullable(),
  labelNameCn: z.string(),
});
export type Resource = z.infer<typeof resource>;

export const customerServiceEntry = z.object({ csType: z.enum(['VIP', 'LIVECHAT']), path: z.string() });

export const merchantConfig = z.object({
  code: z.string(),
  name: z.string(),
  platform: z.literal('web'),
  lotteryType: z.string(),
  device: z.string(),
  defaultLanguage: language,
  languages: z.array(language),
  chatColor: z.string(),
  prizeModes: z.array(z.string()),
  announcementTypes: z.array(z.enum(ANNOUNCEMENT_TYPES)),
  defaultExecution: z.enum(ANNOUNCEMENT_TYPES),
  esportsVendors: z.array(z.string()),
  pulledOutSportsVendor: z.string().nullable(),
  currency: z.string(),
});
export type MerchantConfig = z.infer<typeof merchantConfig>;

export const permissionQuery = z.object({ url: z.string().max(255, { error: 'invalid_url' }).optional() });

export const permission = z.object({
  /** 0 normal, 1 maintenance, 2 region restricted (spec §4). */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  /** ISO 8601 end of maintenance, when known. */
  maintenanceEnd: z.string().nullable(),
  location: z.object({ ip: z.string(), country: z.string() }),
  info: z.object({
    merchant: merchantConfig,
    whitelabel: z.array(whitelabelNode),
    registerRules: z.array(registerRule),
    resources: z.array(resource),
    customerService: z.array(customerServiceEntry),
    analytics: z.object({ gtagId: z.string().nullable() }),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
  }),
});
export type Permission = z.infer<typeof permission>;

export const announcementsQuery = z.object({
  types: z
    .string()
    .max(40)
    .regex(/^[A-Z]{1,2}(,[A-Z]{1,2})*$/, { error: 'validation_error' })
    .default('B,PL,PU,PR,H'),
  platform: z.literal('W').default('W'),
  execution: z.enum(ANNOUNCEMENT_TYPES).default('B'),
});

export const notice = z.object({
  id: z.string(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  imageUrl: z.string().nullable(),
  link: z.string().nullable(),
  /** ISO 8601. */
  publishedAt: z.string(),
  /** Who it is for; the server answers only what the caller is in the audience of. */
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
});
export type Notice = z.infer<typeof notice>;

export const announcements = z.object({
  player: z.array(notice),
  banners: z.array(notice),
  popup: z.array(notice),
  promotion: z.array(notice),
  headline: z.array(notice),
});
export type Announcements = z.infer<typeof announcements>;

export const noticesQuery = z.object(pageQuery(PAGE_SIZES.notices));
export const noticePage = paged(notice);
export type NoticePage = z.infer<typeof noticePage>;

export const footerPageParams = z.object({ slug: z.enum(FOOTER_PAGES, { error: 'not_found' }) });
export const footerPage = z.object({ slug: z.enum(FOOTER_PAGES), title: z.string(), content: z.string() });
export type FooterPageContent = z.infer<typeof footerPage>;
export const footerPageList = z.array(footerPage.pick({ slug: true, title: true }));
