import type { ColumnType, Generated } from 'kysely';

/** Codes the development provider hands out in place of Google's or Facebook's (migration 0006). */
export type OAuthDevCodesTable = {
  code_hash: Buffer;
  provider: string;
  subject: string;
  email: string | null;
  display_name: string;
  redirect_uri: string;
  created_at: Generated<Date>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

export type OAuthAdapterTables = { oauth_dev_codes: OAuthDevCodesTable };
