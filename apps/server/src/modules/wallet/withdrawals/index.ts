export { autoReceiveWithdrawals, confirmWithdrawal, withdrawalProof } from './confirm.ts';
export { payOutWithdrawal, payoutJobs, payoutKey, unpaidWithdrawals } from './payout.ts';
export {
  cancelWithdrawal,
  createWithdrawal,
  findWithdrawal,
  listWithdrawals,
  withdrawalLimits,
} from './request.ts';
export {
  approveWithdrawal,
  findWithdrawalForOperator,
  listWithdrawalsForOperator,
  type Reviewer,
  rejectWithdrawal,
  sendPayout,
} from './review.ts';
export { withdrawalRoutes } from './routes.ts';
export { WITHDRAWAL_DEFAULTS, type WithdrawalSettings, withdrawalSettings } from './settings.ts';
export type { WithdrawalsTables } from './tables.ts';
