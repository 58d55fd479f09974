import type { Deposit } from '@app/contracts';
import type { Tone } from './common';

export const DEPOSIT_TONES: Record<Deposit['status'], Tone> = {
  PENDING: 'wait',
  APPROVED: 'ok',
  DECLINED: 'bad',
  EXPIRED: 'none',
};
