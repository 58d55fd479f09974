export {
  type GiftOutcome,
  payRegistrationGift,
  promotionsJobs,
  registrationGiftHook,
  registrationGiftKey,
} from './registration-gift.ts';
export type { PromotionsTables } from './tables.ts';
