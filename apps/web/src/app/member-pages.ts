import type { MemberPageRegistry } from '../features/member-centre';
import { prefetchDepositPage } from '../features/wallet/api/deposits';
import { lazyPage } from '../lib/lazy-page';
import { currentLanguage } from './loaders';
import { queryClient } from './query-client';

/**
 * The member-centre panel's pages (`?mc=<key>`), each its own chunk loaded when first opened. The panel
 * (features/member-centre) is only the frame: the pages belong to the feature of their domain, and like the
 * route table (pages.ts) this map is shell code, so no feature imports another; the type asks for every key.
 */
export const memberPages: MemberPageRegistry = {
  securityCenter: lazyPage(() => import('../features/security/routes/SecurityCentre')),
  transferFund: lazyPage(() => import('../features/wallet/routes/TransferFund')),
  depositv2: lazyPage(() => {
    // its first data with its code: the payment gateway sends members back to this page
    prefetchDepositPage(queryClient, currentLanguage());
    return import('../features/wallet/routes/Deposit');
  }),
  withdraw: lazyPage(() => import('../features/wallet/routes/Withdraw')),
  transferUpline: lazyPage(() => import('../features/wallet/routes/TransferUpline')),
  personalHistoryCopy: lazyPage(() => import('../features/bets/routes/BettingRecord')),
  manualRebate: lazyPage(() => import('../features/promotions/routes/ManualRebate')),
  transactionHistory: lazyPage(() => import('../features/wallet/routes/TransactionHistory')),
  personalProfit: lazyPage(() => import('../features/wallet/routes/PersonalProfit')),
  bonusDetails: lazyPage(() => import('../features/wallet/routes/BonusDetails')),
  messageV2: lazyPage(() => import('../features/messages/routes/Inbox')),
};
