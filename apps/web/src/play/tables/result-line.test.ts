import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/texts';
import { lineOf } from './result-line';
import { TABLE_TEXTS } from './table-texts';

const x = translator(TABLE_TEXTS, 'en');
const format = (amount: bigint) => `${amount} ₫`;
const result = { tableRoundId: '4', roundId: '9', stake: '3000', payout: '6000' };

describe('the line under the result', () => {
  it('says a refusal in the server’s words first, then a note of the bets, then the result', () => {
    const base = { result, open: false, placed: 0n, x, format };
    expect(lineOf({ ...base, note: { refusal: 'Time is up' } })).toEqual({
      text: 'Time is up',
      tone: 'refused',
    });
    expect(lineOf({ ...base, note: { key: 'notPlaced' } })).toEqual({
      text: 'Unconfirmed bets were not placed',
      tone: '',
    });
    expect(lineOf({ ...base, note: null })).toEqual({ text: 'You won 6000 ₫ (bet 3000 ₫)', tone: 'good' });
  });

  it('counts what the moves staked in what is placed, and says what to do when nothing is', () => {
    const base = { note: null, result: null, x, format };
    expect(lineOf({ ...base, open: false, placed: 2_000n })).toEqual({ text: 'Placed: 2000 ₫', tone: '' });
    expect(lineOf({ ...base, open: true, placed: 0n }).tone).toBe('muted');
  });
});
