/** Promotions settings per merchant (migration 0014). */
export type PromotionSettingsTable = {
  merchant: string;
  /** Minor units paid to every new real member at registration; 0 = no gift. */
  registration_gift: bigint;
};

export type PromotionsTables = { promotion_settings: PromotionSettingsTable };
