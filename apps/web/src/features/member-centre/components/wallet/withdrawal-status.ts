import type { WithdrawalStatus } from '@app/contracts';
import type { Tone } from './common';

export const WITHDRAWAL_TONES: Record<WithdrawalStatus, Tone> = {
  PENDING_REVIEW: 'wait',
  APPROVED: 'wait',
  PAID: 'wait',
  RECEIVED: 'ok',
  DISPUTED: 'bad',
  REJECTED: 'bad',
  CANCELLED: 'none',
};
