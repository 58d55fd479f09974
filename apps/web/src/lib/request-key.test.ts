import { requestId } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { RequestKey } from './request-key';

describe('RequestKey', () => {
  const counter = () => {
    let n = 0;
    return () => `key-${++n}-abcdef`;
  };

  it('sends a retried submission with the same key, and another body with a new one', () => {
    const key = new RequestKey(counter());
    const first = key.for({ channel: 'BANK', amount: '5000000' });
    expect(key.for({ channel: 'BANK', amount: '5000000' })).toBe(first);
    const second = key.for({ channel: 'BANK', amount: '6000000' });
    expect(second).not.toBe(first);
    // back to the first body: it is another submission now
    expect(key.for({ channel: 'BANK', amount: '5000000' })).not.toBe(first);
  });

  it('renews after a success or a change of the form', () => {
    const key = new RequestKey(counter());
    const first = key.for({ amount: '1' });
    key.renew();
    expect(key.for({ amount: '1' })).not.toBe(first);
  });

  it('makes keys the contracts accept', () => {
    expect(requestId.safeParse(new RequestKey().for({ amount: '1' })).success).toBe(true);
  });
});
