import type { Deposit, WithdrawalStatus } from '@app/contracts';

/** How a status badge is coloured. */
export type Tone = 'ok' | 'bad' | 'wait' | 'none';

export const DEPOSIT_TONES: Record<Deposit['status'], Tone> = {
  PENDING: 'wait',
  APPROVED: 'ok',
  DECLINED: 'bad',
  EXPIRED: 'none',
};

export const WITHDRAWAL_TONES: Record<WithdrawalStatus, Tone> = {
  PENDING_REVIEW: 'wait',
  APPROVED: 'wait',
  PAID: 'wait',
  RECEIVED: 'ok',
  DISPUTED: 'bad',
  REJECTED: 'bad',
  CANCELLED: 'none',
};
