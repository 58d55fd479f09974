export {
  ACCOUNT,
  HOUSE_SHARDS,
  houseAccount,
  houseShardOf,
  memberHoldAccount,
  memberMainAccount,
  playingAccount,
  promotionsAccount,
  providerAccount,
  worldAccount,
} from './accounts.ts';
export { DEMO_GRANT, ensureDemoWallet, memberBalance } from './balance.ts';
export { walletJobs } from './jobs.ts';
export {
  balanceOf,
  ensureAccount,
  MAX_AMOUNT,
  type Move,
  type TransferRequest,
  type TransferResult,
  transfer,
  transferAlone,
} from './ledger.ts';
export { type WalletOptions, walletModule } from './module.ts';
export { reconcile, yesterday } from './reconciliation/service.ts';
export type { LedgerPurpose, TransferKind, WalletTables } from './tables.ts';
export { checkPaymentPassword } from './transfers/payment-password.ts';
export {
  approveWithdrawal,
  findWithdrawalForOperator,
  listWithdrawalsForOperator,
  type Reviewer,
  rejectWithdrawal,
  sendPayout,
  withdrawalProof,
} from './withdrawals/index.ts';
